// A signed-in slot coordinator's screen, in both modes (docs/decisions/0023): who is signed in and
// Sign out, when they last saved, and one form (`form-slot-preferences`) with the slots and the
// departments in order of preference and a note.
// - `live` (the page's script): ranked with the buttons of RankedChoice, saved through the API from
//   the page, then a summary of what was saved with a button to change it.
// - `plain` (no JavaScript: rendered by the server alone for the visitor, never hydrated): ranked
//   with a number each (RankGroup), posted to the page, which the website server orders and saves
//   through the API; Sign out is a form too. The screen and the form are the same; only the ranking
//   control and how a press reaches the API differ.
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { submitErrorMessage } from '../../api/submit-error';
import { SubmitButton } from '../../components/form-footer';
import { useMessages } from '../../lib/app-context';
import { useLocation } from '../../lib/router';
import { RankGroup } from './plain-choices';
import { RankedChoice } from './ranked-choice';
import type { Department, Details, Slot, slotApi } from './slot-api';
import { LoadFailed } from './load-failed';
import { SignedInAs } from './signed-in-as';
import { slotDetail, useSlotTexts } from './slot-texts';

export interface Camp {
  details: Details;
  slots: Slot[];
  departments: Department[];
}

type Mode =
  | { mode: 'live'; api: ReturnType<typeof slotApi>; onSignedOut(notice: string): void }
  | { mode: 'plain'; saved: boolean; error: string | null };

/** A load of the camp that failed, without the script: asking again is opening the page again. */
export function PlainLoadFailed({ error }: { error: string | null }) {
  const m = useSlotTexts();
  const { pathname } = useLocation();
  return (
    <LoadFailed
      error={error}
      retry={
        <a className="button" href={pathname}>
          {m.retry}
        </a>
      }
    />
  );
}

/** The saved choices in their order, or that there are none. */
function ChosenList({ chosen, none }: { chosen: readonly { id: number; name: string }[]; none: string }) {
  if (!chosen.length) return <p>{none}</p>;
  return (
    <ol>
      {chosen.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ol>
  );
}

export function Choices(props: { camp: Camp } & Mode) {
  const msgs = useMessages();
  const m = useSlotTexts();
  const live = props.mode === 'live' ? props : null;
  const { search } = useLocation();
  const { details: initial, slots, departments } = props.camp;
  const [details, setDetails] = useState(initial);
  const [chosenSlots, setChosenSlots] = useState(() => initial.preferences.slots.map((s) => s.id));
  const [chosenDepartments, setChosenDepartments] = useState(() => initial.preferences.departments.map((d) => d.id));
  const [note, setNote] = useState(initial.preferences.note);
  // With the script a first visit edits at once, a return shows what was saved with a button to
  // change it; without it, the form is always there (the saved text above it after a save).
  const [editing, setEditing] = useState(!live || initial.preferences.updated_at === null);
  const [saved, setSaved] = useState(props.mode === 'plain' && props.saved);
  const [error, setError] = useState(props.mode === 'plain' ? props.error : null);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const slotChoices = slots.map((s) => ({ id: s.id, label: s.name, detail: slotDetail(s, m, msgs.web.dates) }));
  const departmentChoices = departments.map((d) => ({ id: d.id, label: d.name, detail: d.description }));

  async function save(api: ReturnType<typeof slotApi>, onSignedOut: (notice: string) => void) {
    setPending(true);
    setError(null);
    try {
      setDetails(await api.save({ slots: chosenSlots, departments: chosenDepartments, note }));
      setSaved(true);
      setEditing(false);
      document.getElementById('slots-summary-title')?.focus();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) onSignedOut(m.sessionEnded);
      else setError(submitErrorMessage(e, msgs.submit, m.saveFailed, m.saveFailed));
    } finally {
      setPending(false);
    }
  }

  const savedOn = details.preferences.updated_at
    ? fill(m.savedOn, { date: formatDate(details.preferences.updated_at, '', msgs.web.dates) })
    : null;

  const signOut = live ? (
    <button
      type="button"
      className="button button--outline button--small"
      onClick={() => void live.api.signOut().then(() => live.onSignedOut(m.signedOut))}
    >
      {m.signOut}
    </button>
  ) : (
    <form id="form-slot-sign-out" method="post">
      <button type="submit" className="button button--outline button--small">
        {m.signOut}
      </button>
    </form>
  );

  const ranking =
    props.mode === 'live' ? (
      <>
        <RankedChoice
          id="slots-slots"
          title={m.slotsTitle}
          intro={m.slotsIntro}
          empty={m.noSlots}
          options={slotChoices}
          chosen={chosenSlots}
          onChange={setChosenSlots}
          announce={setAnnouncement}
        />
        <RankedChoice
          id="slots-departments"
          title={m.departmentsTitle}
          intro={m.departmentsIntro}
          empty={m.noDepartments}
          options={departmentChoices}
          chosen={chosenDepartments}
          onChange={setChosenDepartments}
          announce={setAnnouncement}
        />
      </>
    ) : (
      <>
        <p>{m.rankIntro}</p>
        <RankGroup group="slot" title={m.slotsTitle} empty={m.noSlots} options={slotChoices} chosen={chosenSlots} search={search} />
        <RankGroup
          group="department"
          title={m.departmentsTitle}
          empty={m.noDepartments}
          options={departmentChoices}
          chosen={chosenDepartments}
          search={search}
        />
      </>
    );

  return (
    <div className={live ? 'slots-choices' : 'slots-choices plain-choices'}>
      <SignedInAs details={details} signOut={signOut} />
      {live ? (
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      ) : null}
      {editing ? (
        <>
          {saved ? (
            <p className="form-message form-message--success" role="status">
              {m.saved}
            </p>
          ) : null}
          {!live && savedOn ? <p>{savedOn}</p> : null}
          <form
            id="form-slot-preferences"
            className="slots-form"
            method="post"
            {...(live
              ? {
                  noValidate: true,
                  onSubmit: (e: FormEvent) => {
                    e.preventDefault();
                    void save(live.api, live.onSignedOut);
                  },
                }
              : { action: '#slots-plain-status' })}
          >
            {ranking}
            <div className="field">
              <label htmlFor="slots-note">{m.note}</label>
              <textarea
                id="slots-note"
                name="note"
                maxLength={2000}
                {...(live ? { value: note, onChange: (e) => setNote(e.target.value) } : { defaultValue: note })}
              />
            </div>
            <div id="slots-plain-status" aria-live="polite">
              {error ? (
                <p className="form-message form-message--error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            <div>
              {live ? (
                <SubmitButton pending={pending} label={m.save} busyLabel={m.saving} />
              ) : (
                <button type="submit" className="button">
                  {m.save}
                </button>
              )}
            </div>
          </form>
        </>
      ) : (
        <section className="slots-card" aria-labelledby="slots-summary-title">
          <h2 id="slots-summary-title" tabIndex={-1}>
            {saved ? m.saved : m.chosen}
          </h2>
          {savedOn ? <p>{savedOn}</p> : null}
          <h3>{m.slotsTitle}</h3>
          <ChosenList chosen={details.preferences.slots} none={m.noneChosen} />
          <h3>{m.departmentsTitle}</h3>
          <ChosenList chosen={details.preferences.departments} none={m.noneChosen} />
          {details.preferences.note ? <p className="slots-note">{details.preferences.note}</p> : null}
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {m.change}
          </button>
        </section>
      )}
    </div>
  );
}
