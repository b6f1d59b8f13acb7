// /admin/retention (admins, issue 24 item 6): the retention schedule with each kind's reason, the
// dry run (what a run would erase now), the last runs with their counts, and a run now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RetentionReport } from '../../../shared/schemas/privacy';
import { privacyApi } from '../../api/privacy';
import { useConfirm } from '../../components/confirm-dialog';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill, m, shared } from '../../lib/messages';
import { showDateTime } from '../../lib/resource';
import { errorsOf } from '../../lib/validation';

const t = shared.privacyConsole.retention;
const kindText = (kind: string) => t.kinds[kind as keyof typeof t.kinds] ?? { label: kind, since: '', reason: '' };
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
  return (
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
          </tr>
        </thead>
        <tbody>
          {data.schedule.map((k) => {
            const text = kindText(k.kind);
            return (
              <tr key={k.kind}>
                <th scope="row">{text.label}</th>
                <td>{fill(t.daysValue, { count: k.days })}</td>
                <td>{text.since}</td>
                <td>{text.reason}</td>
                <td>{data.due.find((d) => d.kind === k.kind)?.rows ?? 0}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
