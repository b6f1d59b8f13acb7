// /admin/retention (admins, decision 0034): the retention schedule with each kind's period and
// reason (staff change them, never below a law's floor), the dry run (what a run would erase now),
// the last runs with their counts, and a run now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { retentionRefusals as refusals } from '../../../shared/messages/en-privacy-retention';
import type { RetentionReport, RetentionSettingView } from '../../../shared/schemas/privacy';
import { privacyApi } from '../../api/privacy';
import { useConfirm } from '../../components/confirm-dialog';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill, m, shared } from '../../lib/messages';
import { showDateTime } from '../../lib/resource';
import { errorsOf } from '../../lib/validation';
import { TextBox } from './text-box';

const t = shared.privacyConsole.retention;
const kindText = (kind: string) => t.kinds[kind as keyof typeof t.kinds] ?? { label: kind, since: '' };
const total = (counts: { rows: number }[]) => counts.reduce((n, c) => n + c.rows, 0);

function Retention() {
  const api = useApi();
  const client = useQueryClient();
  const confirm = useConfirm();
  const [done, setDone] = useState<string | null>(null);
  const report = useQuery({ queryKey: ['retention'], queryFn: ({ signal }) => privacyApi.retention(api, signal) });
  const run = useMutation({
    mutationFn: () => privacyApi.runRetention(api),
    onSuccess: async (result) => {
      setDone(fill(t.ran, { count: total(result.counts) }));
      await client.invalidateQueries({ queryKey: ['retention'] });
    },
  });
  const data = report.data;
  const due = data ? total(data.due) : 0;
  async function ask() {
    if (await confirm({ title: t.runNow, text: fill(t.confirmRun, { count: due }), confirmLabel: t.runNow, danger: true })) {
      setDone(null);
      run.mutate();
    }
  }
  return (
    <>
      <PageHeader title={t.title} intro={fill(t.intro, { time: '21:00 UTC (02:30 IST)' })} />
      {report.error ? (
        <p className="notice notice--error" role="alert">
          {errorsOf(report.error).error}
        </p>
      ) : null}
      {!data ? <p role="status">{m.loading}</p> : <Schedule data={data} />}
      {data ? (
        <p>
          {fill(t.checkedAt, { time: showDateTime(data.checked_at), next: showDateTime(data.next_run_at) })}{' '}
          <button type="button" className="button button--danger-outline" disabled={run.isPending || due === 0} onClick={() => void ask()}>
            {t.runNow}
          </button>
        </p>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
      {run.error ? (
        <p className="notice notice--error" role="alert">
          {errorsOf(run.error).error}
        </p>
      ) : null}
      {data ? <Runs runs={data.runs} /> : null}
    </>
  );
}

function Schedule({ data }: { data: RetentionReport }) {
  const [editing, setEditing] = useState<RetentionSettingView | null>(null);
  return (
    <>
      <div className="data-table">
        <table className="data-table__table">
          <caption>{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.days}</th>
              <th scope="col">{t.since}</th>
              <th scope="col">{t.reason}</th>
              <th scope="col">{t.due}</th>
              <th scope="col">
                <span className="visually-hidden">{t.change}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.schedule.map((k) => {
              const text = kindText(k.kind);
              return (
                <tr key={k.kind}>
                  <th scope="row">{text.label}</th>
                  <td>
                    {fill(t.daysValue, { count: k.days })}
                    {k.days !== k.default_days ? ` (${fill(t.defaultDays, { count: k.default_days })})` : ''}
                  </td>
                  <td>{text.since}</td>
                  <td>
                    {k.reason}
                    <br />
                    <span lang="hi">{k.reason_hi}</span>
                  </td>
                  <td>{k.nightly ? (data.due.find((d) => d.kind === k.kind)?.rows ?? 0) : t.otherJob}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setEditing(k)}
                      aria-label={`${t.change}: ${text.label}`}
                    >
                      {t.change}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing ? <ChangeKind key={editing.kind} kind={editing} done={() => setEditing(null)} /> : null}
    </>
  );
}

/** A kind's period and reasons; a period out of its bounds is refused here and by the API. */
function ChangeKind({ kind, done }: { kind: RetentionSettingView; done: () => void }) {
  const api = useApi();
  const client = useQueryClient();
  const [days, setDays] = useState(String(kind.days));
  const [reason, setReason] = useState(kind.reason);
  const [reasonHi, setReasonHi] = useState(kind.reason_hi);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const label = kindText(kind.kind).label;
  const save = useMutation({
    mutationFn: (n: number) => privacyApi.setRetention(api, kind.kind, { days: n, reason, reason_hi: reasonHi }),
    onSuccess: async (set) => {
      setSaved(fill(t.saved, { kind: label, count: set.days }));
      await client.invalidateQueries({ queryKey: ['retention'] });
    },
    onError: (e) => setError(errorsOf(e).error),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const n = Number(days);
    const refusal = !Number.isInteger(n)
      ? refusals.days
      : n < kind.min_days
        ? fill(refusals.tooShort, { min: kind.min_days, reason: kind.reason })
        : n > kind.max_days
          ? fill(refusals.tooLong, { max: kind.max_days })
          : null;
    setError(refusal);
    if (!refusal) save.mutate(n);
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="retention-change-title">
      <h2 id="retention-change-title">{fill(t.changeTitle, { kind: label })}</h2>
      {error ? (
        <p className="notice notice--error" role="alert" id="retention-days-error">
          {error}
        </p>
      ) : null}
      <div className="form__grid">
        <div>
          <label htmlFor="retention-days">{fill(t.daysField, { min: kind.min_days, max: kind.max_days })}</label>
          <input
            id="retention-days"
            type="number"
            inputMode="numeric"
            min={kind.min_days}
            max={kind.max_days}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'retention-days-error' : undefined}
          />
        </div>
        <TextBox id="retention-reason" label={t.reasonField} value={reason} onChange={setReason} max={1000} />
        <TextBox id="retention-reason-hi" label={t.reasonHiField} value={reasonHi} onChange={setReasonHi} max={1000} lang="hi" />
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className="button button--secondary" onClick={done}>
          {t.cancel}
        </button>
      </div>
      {saved ? (
        <p className="notice" role="status">
          {saved}
        </p>
      ) : null}
    </form>
  );
}

function Runs({ runs }: { runs: RetentionReport['runs'] }) {
  if (runs.length === 0) return <p>{t.none}</p>;
  return (
    <div className="data-table">
      <table className="data-table__table">
        <caption>{t.runs}</caption>
        <thead>
          <tr>
            <th scope="col">{t.started}</th>
            <th scope="col">{t.trigger}</th>
            <th scope="col">{t.result}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td>{showDateTime(run.started_at)}</td>
              <td>{run.trigger === 'nightly' ? t.nightly : (run.started_by ?? m.none)}</td>
              <td>
                {run.error
                  ? fill(t.failed, { error: run.error })
                  : run.counts
                      .filter((c) => c.rows > 0)
                      .map((c) => `${kindText(c.kind).label}: ${c.rows}`)
                      .join('; ') || '0'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default forAdmins(Retention);
