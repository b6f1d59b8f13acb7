// A slot coordinator's page after signing in without JavaScript (docs/decisions/0023): rendered by
// the server alone (never hydrated, so never in the browser's bundle), with the session in an
// httpOnly cookie. The choices are ranked with a number each (a select per slot and department)
// instead of the buttons of RankedChoice; the website server orders them and saves them through the API.
// Its size is bounded whatever the number of slots (359 slots once made 5.1 MB of HTML): each list
// shows PLAIN_PAGE_SIZE at a time, a select offers at most MAX_CHOICES ranks, and the choices kept
// on other pages go along as hidden fields, so a save keeps them.
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { rankField } from '../../../shared/slot-ranks';
import { useMessages } from '../../lib/app-context';
import { useLocation } from '../../lib/router';
import type { DepartmentOption, SlotOption } from '../../ssr-contract';
import type { Details } from './slot-api';
import { SignedInAs } from './signed-in-as';
import { slotDetail, useSlotTexts } from './slot-texts';

/** Slots (or departments) a page of the plain form shows. */
export const PLAIN_PAGE_SIZE = 20;
/** The most choices the API keeps of each (preferencesInput). */
export const MAX_CHOICES = 50;

/** The query parameter of a group's page. */
const pageParam = (group: 'slot' | 'department') => `${group}_page`;

function RankGroup(props: {
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

export function PlainChoices(props: {
  camp: { details: Details; slots: SlotOption[]; departments: DepartmentOption[] } | null;
  saved: boolean;
  error: string | null;
}) {
  const m = useSlotTexts();
  const dates = useMessages().web.dates;
  const { pathname, search } = useLocation();
  const error = props.error ? (
    <p className="form-message form-message--error" role="alert">
      {props.error}
    </p>
  ) : null;
  if (!props.camp) {
    return (
      <div className="slots-card">
        {error}
        <a className="button" href={pathname}>
          {m.retry}
        </a>
      </div>
    );
  }
  const { details, slots, departments } = props.camp;
  const savedOn = details.preferences.updated_at ? fill(m.savedOn, { date: formatDate(details.preferences.updated_at, '', dates) }) : null;
  return (
    <div className="slots-choices plain-choices">
      <SignedInAs
        details={details}
        signOut={
          <form id="form-slot-sign-out" method="post">
            <button type="submit" className="button button--outline button--small">
              {m.signOut}
            </button>
          </form>
        }
      />
      {props.saved ? (
        <p className="form-message form-message--success" role="status">
          {m.saved}
        </p>
      ) : null}
      {savedOn ? <p>{savedOn}</p> : null}
      <form id="form-slot-preferences" className="slots-form" method="post" action="#slots-plain-status">
        <p>{m.rankIntro}</p>
        <RankGroup
          group="slot"
          title={m.slotsTitle}
          empty={m.noSlots}
          options={slots.map((s) => ({
            id: s.id,
            label: s.name,
            detail: slotDetail(s, m, dates),
          }))}
          chosen={details.preferences.slots.map((s) => s.id)}
          search={search}
        />
        <RankGroup
          group="department"
          title={m.departmentsTitle}
          empty={m.noDepartments}
          options={departments.map((d) => ({ id: d.id, label: d.name, detail: d.description }))}
          chosen={details.preferences.departments.map((d) => d.id)}
          search={search}
        />
        <div className="field">
          <label htmlFor="slots-note">{m.note}</label>
          <textarea id="slots-note" name="note" maxLength={2000} defaultValue={details.preferences.note} />
        </div>
        <div id="slots-plain-status">{error}</div>
        <div>
          <button type="submit" className="button">
            {m.save}
          </button>
        </div>
      </form>
    </div>
  );
}
