// /slot-coordinators (decisions 0015 and 0016): a slot coordinator signs in with their phone and a one-time code,
// then ranks the camp slots and departments they prefer and saves them. The session lives in this
// tab (sessionStorage): coming back to the page within it shows the saved choices to change.
import { SubmitButton } from '../../components/form-footer';
import { slotDetail, useSlotTexts } from './slot-texts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { ApiError } from '../../../shared/http/api-error';
import { submitErrorMessage } from '../../api/submit-error';
import { useConfig, useMessages, usePostedView } from '../../lib/app-context';
import { PageBanner } from '../../components/page-banner';
import { type Department, type Details, type Slot, slotApi, slotToken } from './slot-api';
import { SignIn } from './sign-in';
import { SignedInAs } from './signed-in-as';
import './slot-coordinators-page.css';

// The ranking lists show only once a coordinator has signed in: their code waits until then, and
// the page the server sends (the sign-in) loads less (decision 0005).
const RankedChoice = lazy(() => import('./ranked-choice').then((m) => ({ default: m.RankedChoice })));

interface Camp {
  details: Details;
  slots: Slot[];
  departments: Department[];
}

type View = { kind: 'sign-in'; notice: string | null } | { kind: 'loading' } | { kind: 'signed-in'; camp: Camp };

export default function SlotCoordinatorsPage() {
  const msgs = useMessages();
  const m = useSlotTexts();
  const config = useConfig();
  const api = useMemo(() => slotApi(config.apiUrl), [config.apiUrl]);
  // The server renders the sign-in; a session kept in this tab is looked at once the page runs.
  // A coordinator signed in without JavaScript gets the server's own view instead (0023).
  const plain = usePostedView()?.slots;
  const [view, setView] = useState<View>({ kind: 'sign-in', notice: null });
  const [loadError, setLoadError] = useState<string | null>(null);

  async function load(known?: Details) {
    // The lists' code comes while their data does.
    void import('./ranked-choice');
    setView({ kind: 'loading' });
    setLoadError(null);
    try {
      const [details, slots, departments] = await Promise.all([known ?? api.details(), api.slots(), api.departments()]);
      setView({ kind: 'signed-in', camp: { details, slots, departments } });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        slotToken.clear();
        setView({ kind: 'sign-in', notice: m.sessionEnded });
      } else {
        setLoadError(submitErrorMessage(e, msgs.submit, m.loadFailed, m.loadFailed));
      }
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts in the browser
  useEffect(() => {
    if (slotToken.read()) void load();
  }, []);

  return (
    <>
      <PageBanner title={msgs.web.nav.slotCoordinators} text={m.intro} />
      <div className="container section slots-page">
        {plain ??
          (view.kind === 'sign-in' ? (
            <SignIn
              api={api}
              notice={view.notice}
              onSignedIn={(details, token) => {
                slotToken.write(token);
                void load(details);
              }}
            />
          ) : view.kind === 'loading' ? (
            loadError ? (
              <div className="slots-card">
                <p className="form-message form-message--error" role="alert">
                  {loadError}
                </p>
                <button type="button" className="button" onClick={() => void load()}>
                  {m.retry}
                </button>
              </div>
            ) : (
              <p role="status">{msgs.web.loading}</p>
            )
          ) : (
            <Choices
              camp={view.camp}
              api={api}
              onSignedOut={(notice) => {
                slotToken.clear();
                setView({ kind: 'sign-in', notice });
              }}
            />
          ))}
      </div>
    </>
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

function Choices(props: { camp: Camp; api: ReturnType<typeof slotApi>; onSignedOut(notice: string): void }) {
  const msgs = useMessages();
  const m = useSlotTexts();
  const { details: initial, slots, departments } = props.camp;
  const [details, setDetails] = useState(initial);
  const [chosenSlots, setChosenSlots] = useState(() => initial.preferences.slots.map((s) => s.id));
  const [chosenDepartments, setChosenDepartments] = useState(() => initial.preferences.departments.map((d) => d.id));
  const [note, setNote] = useState(initial.preferences.note);
  // A first visit edits at once; a return shows what was saved, with a button to change it.
  const [editing, setEditing] = useState(initial.preferences.updated_at === null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const slotChoices = slots.map((s) => ({
    id: s.id,
    label: s.name,
    detail: slotDetail(s, m, msgs.web.dates),
  }));
  const departmentChoices = departments.map((d) => ({ id: d.id, label: d.name, detail: d.description }));

  async function save() {
    setPending(true);
    setError(null);
    try {
      const reply = await props.api.save({ slots: chosenSlots, departments: chosenDepartments, note });
      setDetails(reply);
      setSaved(true);
      setEditing(false);
      document.getElementById('slots-summary-title')?.focus();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) props.onSignedOut(m.sessionEnded);
      else setError(submitErrorMessage(e, msgs.submit, m.saveFailed, m.saveFailed));
    } finally {
      setPending(false);
    }
  }

  async function signOut() {
    await props.api.signOut();
    props.onSignedOut(m.signedOut);
  }

  const savedOn = details.preferences.updated_at
    ? fill(m.savedOn, { date: formatDate(details.preferences.updated_at, '', msgs.web.dates) })
    : null;

  return (
    <div className="slots-choices">
      <SignedInAs
        details={details}
        signOut={
          <button type="button" className="button button--outline button--small" onClick={() => void signOut()}>
            {m.signOut}
          </button>
        }
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {editing ? (
        <form
          className="slots-form"
          method="post"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Suspense fallback={<p role="status">{msgs.web.loading}</p>}>
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
          </Suspense>
          <div className="field">
            <label htmlFor="slots-note">{m.note}</label>
            <textarea id="slots-note" name="note" maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div aria-live="polite">
            {error ? (
              <p className="form-message form-message--error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <SubmitButton pending={pending} label={m.save} busyLabel={m.saving} />
          </div>
        </form>
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
