// The rights desk's steps after the first (decision 0034), rendered by the server for the plain forms
// of /privacy/request: the code's form, the request's form, the ticket filed, the access summary.
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { processorText } from '../../../shared/privacy-processors';
import { RIGHTS_KINDS } from '../../../shared/schemas/privacy';
import { usePrivacyTexts } from '../../components/privacy-texts';
import { useMessages } from '../../lib/app-context';
import type { RightsState } from '../../ssr-contract';
import { CodeStep, usePurposeLabel } from './withdraw-steps';

type Texts = ReturnType<typeof usePrivacyTexts>;

function RestartButton({ label }: { label: string }) {
  return (
    <button type="submit" className="link-button" name="_action" value="request-restart" formNoValidate>
      {label}
    </button>
  );
}

function Summary({ state, t }: { state: Extract<RightsState, { step: 'summary' }>; t: Texts }) {
  const msgs = useMessages();
  const label = usePurposeLabel();
  const r = t.request;
  const { records, consents, processors } = state.summary;
  // Stored values (statuses, kinds, roles, modes) in the page's language; free text as it is.
  const shownValue = (field: string, value: string) =>
    (field === 'kind' ? r.kinds[value as keyof typeof r.kinds] : undefined) ??
    (field === 'role' ? msgs.web.choices.volunteerRoles[value as keyof typeof msgs.web.choices.volunteerRoles] : undefined) ??
    (field === 'organization_type'
      ? msgs.web.choices.organizationTypes[value as keyof typeof msgs.web.choices.organizationTypes]
      : undefined) ??
    (field === 'status' || field === 'mode' || field === 'role' ? r.values[value as keyof typeof r.values] : undefined) ??
    value;
  return (
    <form id="form-request-another" className="form" method="post">
      <h2>{r.summaryTitle}</h2>
      <p>{r.summaryIntro}</p>
      <h3>{r.records}</h3>
      {records.length === 0 ? <p>{r.noRecords}</p> : null}
      <ul className="withdraw-list">
        {records.map((rec) => (
          <li key={`${rec.table}:${rec.id}`}>
            <strong>
              {fill(r.record, {
                table: r.tables[rec.table as keyof typeof r.tables] ?? rec.table,
                id: rec.id,
                date: formatDate(rec.created_at, '', msgs.web.dates),
              })}
            </strong>
            <dl className="request-fields">
              {Object.entries(rec.fields)
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{r.fields[k as keyof typeof r.fields] ?? k.replaceAll('_', ' ')}</dt>
                    <dd>{shownValue(k, v)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      <h3>{r.consents}</h3>
      {consents.length === 0 ? <p>{r.noConsents}</p> : null}
      <ul>
        {consents.map((c) => (
          <li key={`${c.subject_type}:${c.subject_id}:${c.purpose}`}>
            {label(c.form, c.purpose)} ({formatDate(c.given_at, '', msgs.web.dates)})
          </li>
        ))}
      </ul>
      <h3>{r.processors}</h3>
      <ul>
        {processors.map((p) => {
          const text = processorText(r, p);
          return (
            <li key={p.key}>
              {text.name}: {text.purpose}
            </li>
          );
        })}
      </ul>
      <button type="submit" className="button button--outline">
        {r.back}
      </button>
    </form>
  );
}

export function RightsSteps({ state }: { state: RightsState }) {
  const msgs = useMessages();
  const t = usePrivacyTexts();
  const r = t.request;
  if (state.step === 'code') return <CodeStep kind="request-code" restart="request-restart" error={state.error} />;
  if (state.step === 'summary') return <Summary state={state} t={t} />;
  if (state.step === 'filed') {
    const kind = r.kinds[state.ticket.kind as keyof typeof r.kinds] ?? state.ticket.kind;
    return (
      <form id="form-request-another" className="form" method="post">
        <h2>{r.filedTitle}</h2>
        <p className="form-message form-message--success" role="status">
          {fill(r.filed, { id: state.ticket.id, kind, date: formatDate(state.ticket.due_at, '', msgs.web.dates) })}
        </p>
        <div className="form__actions">
          <button type="submit" className="button">
            {r.another}
          </button>
          <button type="submit" className="button button--outline" name="_action" value="request-summary">
            {r.summaryNow}
          </button>
        </div>
        <RestartButton label={t.withdraw.restart} />
      </form>
    );
  }
  const values = state.values ?? { kind: 'access', details: '' };
  return (
    <form id="form-request-file" className="form" method="post">
      <h2>{r.formTitle}</h2>
      <fieldset className="request-kinds">
        <legend>{r.kind}</legend>
        {RIGHTS_KINDS.map((k) => (
          <label key={k} className="checkbox">
            <input type="radio" name="kind" value={k} defaultChecked={values.kind === k} required /> {r.kinds[k]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="request-details">{r.details}</label>
        <textarea id="request-details" name="details" rows={5} maxLength={5000} defaultValue={values.details} />
      </div>
      {state.error ? (
        <p className="form-message form-message--error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button">
          {r.file}
        </button>
        <button type="submit" className="button button--outline" name="_action" value="request-summary" formNoValidate>
          {r.summaryNow}
        </button>
      </div>
      <RestartButton label={t.withdraw.restart} />
    </form>
  );
}
