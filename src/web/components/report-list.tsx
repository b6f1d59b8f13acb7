// The reports as cards (§2): loading, error, empty, or one card per report.
import { inLang } from '../../shared/lang-content';
import { useReports } from '../api/get-reports';
import { useLang, useMessages } from '../lib/app-context';
import { fill } from '../../shared/messages/fill';
import type { Report } from '../../shared/schemas/content';
import { DownloadCard } from './download-card';
import { ListStatus } from './list-status';
import { Pager, usePageParam } from './pager';
import { REPORTS_PAGE } from '../api/public-page';

export function reportSubtitle(
  report: Pick<Report, 'location' | 'year'>,
  m: { unknownLocation: string; placeYear: string; year: string },
): string {
  if (report.location === undefined) return fill(m.year, { year: report.year });
  const place = report.location?.trim() ? report.location.trim() : m.unknownLocation;
  return fill(m.placeYear, { place, year: report.year });
}

/** The reports, a page at a time (`?reports_page=`); `anchor` is the id of the section they are in. */
export function ReportList({ emptyText, anchor }: { emptyText?: string; anchor?: string }) {
  const msgs = useMessages();
  const m = msgs.web.downloads;
  const l = msgs.lists;
  const page = usePageParam(REPORTS_PAGE);
  const reports = useReports(page);
  const list = inLang(reports.data?.rows ?? [], useLang());
  return (
    <>
      <ListStatus query={reports} count={list.length} loading={l.loadingReports} error={l.reportsFailed} empty={emptyText ?? l.noReports} />
      {reports.isSuccess && list.length > 0 ? (
        <ul className="grid">
          {list.map((report) => (
            <li key={report.id}>
              <DownloadCard
                kind="report"
                id={report.id}
                title={report.title}
                subtitle={reportSubtitle(report, m)}
                updatedAt={report.updated_at ?? report.created_at}
                url={report.fileUrl || report.file_url}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {reports.isSuccess ? <Pager list={m.reports} param={REPORTS_PAGE} page={page} total={reports.data.total} anchor={anchor} /> : null}
    </>
  );
}
