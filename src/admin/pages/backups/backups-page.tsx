// /admin/backups (admins, decision 0031): when the last backup ran and whether it worked, a warning when
// none has worked for a day, and the newest archive to download. Restores stay on the server's
// command line (docs/deploy.md), as they replace everything.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupRunView } from '../../../shared/schemas/staff/backups';
import { backupsApi } from '../../api/backups';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { m } from '../../lib/messages';
import { showDateTime } from '../../lib/resource';
import { saveFile } from '../../lib/save-file';
import { errorsOf } from '../../lib/validation';

const t = m.tasks.backups;

/** "12.4 MB", "880 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

function Run({ id, title, run }: { id: string; title: string; run: BackupRunView }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="details">
        <div className="details__row">
          <dt>{t.when}</dt>
          <dd>
            <time dateTime={run.finished_at}>{showDateTime(run.finished_at)}</time>
          </dd>
        </div>
        <div className="details__row">
          <dt>{t.result}</dt>
          <dd>{run.ok ? t.worked : t.failed}</dd>
        </div>
        {run.file_name && (
          <div className="details__row">
            <dt>{t.archive}</dt>
            <dd>
              {run.file_name}
              {run.size !== null ? ` (${fileSize(run.size)})` : ''}
            </dd>
          </div>
        )}
        {run.error && (
          <div className="details__row">
            <dt>{t.error}</dt>
            <dd>
              <code>{run.error}</code>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Backups() {
  const api = useApi();
  const status = useQuery({ queryKey: ['backups', 'status'], queryFn: ({ signal }) => backupsApi.status(api, signal) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = status.data;

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await backupsApi.download(api);
      saveFile(blob, filename ?? data?.last_ok?.file_name ?? 'hill-camps-backup.tar.gz');
    } catch (e) {
      setError(errorsOf(e).error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {status.isPending && <p className="muted">{m.loading}</p>}
      {status.isError && (
        <p className="notice notice--error" role="alert">
          {errorsOf(status.error).error}
        </p>
      )}
      {data && !data.last && <p className="notice notice--error">{t.never}</p>}
      {data?.last && data.stale && <p className="notice notice--error">{t.stale}</p>}
      {data?.last && <Run id="backup-last" title={t.lastRun} run={data.last} />}
      {data?.last_ok && !data.last?.ok && <Run id="backup-last-ok" title={t.lastOk} run={data.last_ok} />}
      {data?.last_ok && (
        <p>
          {data.download ? (
            <button type="button" className="button" onClick={() => void download()} disabled={busy}>
              {busy ? t.downloading : t.download}
            </button>
          ) : (
            <span className="muted">{t.notHere}</span>
          )}
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <section className="panel" aria-labelledby="backup-restore">
        <h2 id="backup-restore">{t.restoreTitle}</h2>
        <p>{t.restore}</p>
      </section>
    </>
  );
}

export default forAdmins(Backups);
