// A slot coordinator's page after signing in without JavaScript (docs/decisions/0023): rendered by
// the server alone (never hydrated, so never in the browser's bundle), with the session in an
// httpOnly cookie. The choices are ranked with a number each (a select per slot and department)
// instead of the buttons of RankedChoice; the website server orders them and saves them through the API.
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { useMessages } from '../../lib/app-context';
import { useLocation } from '../../lib/router';
import type { DepartmentOption, SlotOption } from '../../ssr-contract';
import type { Details } from './slot-api';
import { useSlotTexts } from './slot-texts';

/** The name of a slot's or department's rank field in the plain form. */
export const rankField = (group: 'slot' | 'department', id: number) => `${group}_${id}`;

function RankGroup(props: {
  group: 'slot' | 'department';
  title: string;
  empty: string;
  options: { id: number; label: string; detail: string }[];
  chosen: number[];
}) {
  const m = useSlotTexts();
  const ranks = props.options.map((_, i) => i + 1);
  return (
    <fieldset className="plain-ranks">
      <legend>{props.title}</legend>
      {props.options.length === 0 ? <p>{props.empty}</p> : null}
      {props.options.map((option) => {
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
  const { pathname } = useLocation();
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
      <div className="slots-who">
        <p>
          <strong>{fill(m.signedInAs, { name: details.name })}</strong>
          <br />
          <span>{details.phone_number}</span>
        </p>
        <form id="form-slot-sign-out" method="post">
          <button type="submit" className="button button--outline button--small">
            {m.signOut}
          </button>
        </form>
      </div>
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
            detail: [
              fill(m.dates, { from: formatDate(s.start_date, s.start_date, dates), to: formatDate(s.end_date, s.end_date, dates) }),
              s.camp_name,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          chosen={details.preferences.slots.map((s) => s.id)}
        />
        <RankGroup
          group="department"
          title={m.departmentsTitle}
          empty={m.noDepartments}
          options={departments.map((d) => ({ id: d.id, label: d.name, detail: d.description }))}
          chosen={details.preferences.departments.map((d) => d.id)}
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
