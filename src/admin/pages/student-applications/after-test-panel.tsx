// The pipeline page's parts after consent and after the test (decision 0041): a parent's consent
// signed on paper for the one application ticked that waits for it (and its scan opened again),
// the cycle's selected turned into students, the erasure's dry run per cycle, and the cycle's
// reports with small counts shown as "<5" (the API decides what is hidden; this shows it as sent).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { studentAfterTest as t } from '../../../shared/messages/en-student-after-test';
import { studentApplications } from '../../../shared/messages/en-student-applications';
import type { CycleReport } from '../../../shared/schemas/student-application-after-test';
import { RELATIONSHIPS } from '../../../shared/student-application-choices';
import { afterTestApi } from '../../api/student-after-test';
import { useConfirm } from '../../components/confirm-dialog';
import { useApi } from '../../lib/console-context';
import { fill, shared } from '../../lib/messages';
import { saveFile } from '../../lib/save-file';

const statusNames = shared.studentPipelineConsole.statuses;
const relationships = studentApplications.options.parent_relationship;
const OPTIONAL_PURPOSES = ['sms_alerts', 'student_phone', 'public_list'] as const;

/** Saves a file the API sends as an attachment, or shows why it could not. */
async function saveDownload(work: () => Promise<{ blob: Blob; filename: string | null }>, fallback: string, fail: (e: unknown) => void) {
  try {
    const { blob, filename } = await work();
    saveFile(blob, filename ?? fallback);
  } catch (error) {
    fail(error);
  }
}

/** A part of the page: its heading, what it does, its one button if it has one, and what it shows. */
function Part(props: { id: string; texts: { title: string; intro: string }; button?: string; onClick?: () => void; children?: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.texts.title}</h2>
      <p>{props.texts.intro}</p>
      {props.button && (
        <button type="button" className="button" onClick={props.onClick}>
          {props.button}
        </button>
      )}
      {props.children}
    </section>
  );
}

interface Row {
  id: number;
  number: string;
  status: string;
  consent_by: string | null;
}
interface Props {
  /** The applications ticked in the list. */
  selected: readonly Row[];
  /** The cycle the list is filtered by, if any. */
  cycleId: number | null;
  cycleName: string;
  /** What happened (shown by the page), or a refusal's words. */
  report: (lines: string[]) => Promise<void>;
  fail: (error: unknown) => void;
}

export function AfterTestPanel({ selected, cycleId, cycleName, report, fail }: Props) {
  const one = selected.length === 1 ? selected[0] : undefined;
  return (
    <>
      {one?.status === 'pending_consent' && <PaperConsentForm key={one.id} application={one} report={report} fail={fail} />}
      {one?.consent_by === 'paper' && <ScanButton application={one} fail={fail} />}
      {cycleId !== null && <Promote cycleId={cycleId} cycleName={cycleName} report={report} fail={fail} />}
      {cycleId !== null && <Reports cycleId={cycleId} fail={fail} />}
      <ErasurePreview />
    </>
  );
}

function PaperConsentForm({ application, report, fail }: { application: Row } & Pick<Props, 'report' | 'fail'>) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<File | null>(null);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    if (scan) data.set('scan', scan);
    setBusy(true);
    try {
      const saved = await afterTestApi.paperConsent(api, application.id, data);
      form.reset();
      await report([fill(t.paper.saved, { number: saved.number })]);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="paper-consent-title" encType="multipart/form-data">
      <h2 id="paper-consent-title">{t.paper.title}</h2>
      <p>{t.paper.intro}</p>
      <p>
        <strong>{application.number}</strong>
      </p>
      <label>
        {t.paper.parentName}
        <input name="parent_name" required maxLength={200} />
      </label>
      <label>
        {t.paper.relationship}
        <select name="parent_relationship" required defaultValue="">
          <option value="" disabled />
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {relationships[r]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="adult" required /> {t.paper.adult}
      </label>
      <fieldset>
        <legend>{t.paper.purposes}</legend>
        {OPTIONAL_PURPOSES.map((p) => (
          <label key={p}>
            <input type="checkbox" name="consents" value={p} /> {t.paper.purposeNames[p]}
          </label>
        ))}
      </fieldset>
      <label>
        {t.paper.scan}
        <input
          type="file"
          name="scan"
          required
          accept="application/pdf,image/jpeg,image/png"
          onChange={(e) => setScan(e.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {t.paper.save}
      </button>
    </form>
  );
}

function ScanButton({ application, fail }: { application: Row } & Pick<Props, 'fail'>) {
  const api = useApi();
  const open = () => saveDownload(() => afterTestApi.scan(api, application.id), `consent-${application.number}`, fail);
  return (
    <p>
      <button type="button" className="button" onClick={() => void open()}>
        {t.paper.view}
      </button>
    </p>
  );
}

function Promote({ cycleId, cycleName, report, fail }: { cycleId: number; cycleName: string } & Pick<Props, 'report' | 'fail'>) {
  const api = useApi();
  const confirm = useConfirm();
  async function run() {
    if (!(await confirm({ title: t.promote.title, text: fill(t.promote.confirm, { cycle: cycleName }), confirmLabel: t.promote.run })))
      return;
    try {
      await report([fill(t.promote.done, await afterTestApi.promote(api, cycleId))]);
    } catch (error) {
      fail(error);
    }
  }
  return <Part id="promote-title" texts={t.promote} button={t.promote.run} onClick={() => void run()} />;
}

const dimensionName = (d: CycleReport['tables'][number]['dimension']) => t.reports.dimensions[d];

function Reports({ cycleId, fail }: { cycleId: number } & Pick<Props, 'fail'>) {
  const api = useApi();
  const report = useQuery({
    queryKey: ['application-report', cycleId],
    queryFn: ({ signal }) => afterTestApi.report(api, cycleId, signal),
  });
  const exportCsv = () => saveDownload(() => afterTestApi.reportCsv(api, cycleId), 'student-applications-report.csv', fail);
  const data = report.data;
  return (
    <Part id="reports-title" texts={t.reports} button={t.reports.exportCsv} onClick={() => void exportCsv()}>
      {data?.tables.map((table) => (
        <div className="data-table" key={table.dimension}>
          <table>
            <caption>{dimensionName(table.dimension)}</caption>
            <thead>
              <tr>
                <th scope="col">{dimensionName(table.dimension)}</th>
                {data.statuses.map((s) => (
                  <th scope="col" key={s}>
                    {statusNames[s as keyof typeof statusNames]}
                  </th>
                ))}
                <th scope="col">{t.reports.total}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.value}>
                  <th scope="row">{row.value}</th>
                  {row.counts.map((c, i) => (
                    <td key={data.statuses[i]}>{c}</td>
                  ))}
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.reports.total}</th>
                {table.totals.map((c, i) => (
                  <td key={data.statuses[i]}>{c}</td>
                ))}
                <td>{table.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ))}
    </Part>
  );
}

function ErasurePreview() {
  const api = useApi();
  const erasures = useQuery({ queryKey: ['application-erasures'], queryFn: ({ signal }) => afterTestApi.erasures(api, signal) });
  const rows = erasures.data ?? [];
  return (
    <Part id="erasure-title" texts={t.erasure}>
      {rows.length === 0 ? (
        <p>{t.erasure.none}</p>
      ) : (
        <div className="data-table">
          <table>
            <caption>{t.erasure.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.erasure.cycle}</th>
                <th scope="col">{t.erasure.closes}</th>
                <th scope="col">{t.erasure.erasedOn}</th>
                <th scope="col">{t.erasure.count}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.cycle_id}>
                  <th scope="row">
                    {c.name} ({c.code})
                  </th>
                  <td>{formatDate(c.closes_at, '')}</td>
                  <td>
                    {formatDate(c.erase_from, '')}
                    {c.due && <strong> ({t.erasure.due})</strong>}
                  </td>
                  <td>{c.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Part>
  );
}
