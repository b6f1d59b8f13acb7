// Ranking without JavaScript (docs/decisions/0023): the control the slot coordinator's screen
// (choices.tsx) uses in its plain mode, a select per slot and department ("Not chosen", "Choice 1",
// …) instead of the buttons of RankedChoice; the website server orders the numbers and saves them
// through the API. Its size is bounded whatever the number of slots (359 slots once made 5.1 MB of
// HTML): each list shows PLAIN_PAGE_SIZE at a time, a select offers at most MAX_CHOICES ranks, and
// the choices kept on other pages go along as hidden fields, so a save keeps them.
import { fill } from '../../../shared/messages/fill';
import { rankField } from '../../../shared/slot-ranks';
import { useLocation } from '../../lib/router';
import { useSlotTexts } from './slot-texts';

/** Slots (or departments) a page of the plain form shows. */
export const PLAIN_PAGE_SIZE = 20;
/** The most choices the API keeps of each (preferencesInput). */
export const MAX_CHOICES = 50;

/** The query parameter of a group's page. */
const pageParam = (group: 'slot' | 'department') => `${group}_page`;

/** One list (slots or departments) ranked with a number each, a page of it at a time. */
export function RankGroup(props: {
  group: 'slot' | 'department';
  title: string;
  empty: string;
  options: { id: number; label: string; detail: string }[];
  chosen: number[];
  search: string;
}) {
  const m = useSlotTexts();
  const { pathname } = useLocation();
  const params = new URLSearchParams(props.search);
  const pages = Math.max(1, Math.ceil(props.options.length / PLAIN_PAGE_SIZE));
  const asked = Number.parseInt(params.get(pageParam(props.group)) ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const shown = props.options.slice((page - 1) * PLAIN_PAGE_SIZE, page * PLAIN_PAGE_SIZE);
  const shownIds = new Set(shown.map((o) => o.id));
  const ranks = Array.from({ length: Math.min(props.options.length, MAX_CHOICES) }, (_, i) => i + 1);
  const byId = new Map(props.options.map((o) => [o.id, o]));
  const chosen = props.chosen.flatMap((id) => byId.get(id) ?? []);
  const pageLink = (to: number) => {
    const next = new URLSearchParams(props.search);
    next.delete('sent');
    next.set(pageParam(props.group), String(to));
    return `${pathname}?${next.toString()}`;
  };
  return (
    <fieldset className="plain-ranks">
      <legend>{props.title}</legend>
      {props.options.length === 0 ? <p>{props.empty}</p> : null}
      {chosen.length ? (
        <>
          <p>{m.yourChoices}</p>
          <ol>
            {chosen.map((c) => (
              <li key={c.id}>{c.label}</li>
            ))}
          </ol>
        </>
      ) : null}
      {/* Chosen on another page: kept as they are unless changed there. */}
      {chosen.map((c, i) =>
        shownIds.has(c.id) ? null : <input key={c.id} type="hidden" name={rankField(props.group, c.id)} value={i + 1} />,
      )}
      {shown.map((option) => {
        const id = rankField(props.group, option.id);
        const rank = props.chosen.indexOf(option.id) + 1;
        return (
          <div className="field plain-ranks__item" key={option.id}>
            <label htmlFor={id}>
              {option.label}
              {option.detail ? <span className="field__hint">{option.detail}</span> : null}
            </label>
            <select id={id} name={id} defaultValue={rank ? String(rank) : ''}>
              <option value="">{m.rankNone}</option>
              {ranks.map((r) => (
                <option key={r} value={r}>
                  {fill(m.rankChoice, { rank: r })}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {pages > 1 ? (
        <nav className="plain-ranks__pages" aria-label={props.title}>
          <p>{m.pageHint}</p>
          {page > 1 ? <a href={pageLink(page - 1)}>{m.previousPage}</a> : null} <span>{fill(m.pageOf, { page, pages })}</span>{' '}
          {page < pages ? <a href={pageLink(page + 1)}>{m.nextPage}</a> : null}
        </nav>
      ) : null}
    </fieldset>
  );
}
