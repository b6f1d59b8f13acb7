// For students (§2, §4): tabs All updates / Previous year questions / Results; papers and results
// in collapsible sections per test type, each a sortable table.
import { useSearchParams } from '../../app/router';
import { PAPER_TYPES, type PaperType } from '../../../shared/constants';
import type { WebsiteMessages as Messages } from '../../../shared/messages/en-website';
import type { TestPaper, TestResult } from '../../../shared/schemas/content';
import { useTestPapers } from '../../api/get-test-papers';
import { useTestResults } from '../../api/get-test-results';
import { useUpdates } from '../../api/get-updates';
import { useMessages } from '../../app/app-context';
import { AnnouncementItem } from '../../components/announcement-item';
import { Collapsible } from '../../components/collapsible';
import { FileLink } from '../../components/file-link';
import { ListStatus } from '../../components/list-status';
import { PageBanner } from '../../components/page-banner';
import { SortableTable, type Column } from '../../components/sortable-table';
import { Tabs } from '../../components/tabs';
import { formatDate } from '../../../shared/dates';

export const STUDENT_TABS = ['updates', 'questions', 'results'] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

const typeTitle = (type: PaperType, m: Messages['web']['students']) => m[type];

function Updates() {
  const msgs = useMessages();
  const updates = useUpdates();
  const l = msgs.lists;
  const list = updates.isError ? [] : (updates.data ?? []);
  return (
    <>
      <ListStatus
        query={updates}
        count={list.length}
        loading={l.loadingAnnouncements}
        error={l.announcementsFailed}
        empty={l.noAnnouncements}
      />
      {list.length ? (
        <ul className="announcement-list">
          {list.map((a) => (
            <li key={a.id}>
              <AnnouncementItem announcement={a} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The title and camp columns papers and results share, and their file link. */
function sharedColumns<R extends TestPaper | TestResult>(m: Messages['web']['students'], kind: 'paper' | 'result') {
  const dash = '—';
  const title: Column<R, 'title'> = {
    key: 'title',
    label: m.colTitle,
    sort: { kind: 'text', value: (r) => r.title },
    cell: (r) => r.title,
  };
  const camp: Column<R, 'camp'> = {
    key: 'camp',
    label: m.colCamp,
    sort: { kind: 'text', value: (r) => r.camp_name },
    cell: (r) => r.camp_name ?? dash,
  };
  const file: Column<R, 'file'> = {
    key: 'file',
    label: m.colFile,
    cell: (r) => <FileLink kind={kind} id={r.id} url={r.file_url} title={r.title} />,
  };
  return { title, camp, file };
}

/** The list's state, then a collapsible sortable table per test type. */
function ByTestType<R extends TestPaper | TestResult, K extends string>(props: {
  query: { isPending: boolean; isError: boolean; data?: R[] };
  columns: Column<R, K>[];
  empty: string;
}) {
  const msgs = useMessages();
  const m = msgs.web.students;
  const { query } = props;
  const list = query.isError ? [] : (query.data ?? []);
  return (
    <>
      <ListStatus query={query} count={list.length} loading={msgs.web.loading} error={msgs.lists.someContentFailed} empty={props.empty} />
      {list.length
        ? PAPER_TYPES.map((type) => {
            const rows = list.filter((p) => p.type === type);
            return (
              <Collapsible key={type} title={typeTitle(type, m)} headingLevel={2}>
                {rows.length ? (
                  <SortableTable caption={typeTitle(type, m)} columns={props.columns} rows={rows} rowKey={(r) => r.id} />
                ) : (
                  <p className="status">{m.noneInSection}</p>
                )}
              </Collapsible>
            );
          })
        : null}
    </>
  );
}

function Papers() {
  const msgs = useMessages();
  const m = msgs.web.students;
  const papers = useTestPapers();
  const { title, camp, file } = sharedColumns<TestPaper>(m, 'paper');
  const date: Column<TestPaper, 'date'> = {
    key: 'date',
    label: m.colExamDate,
    sort: { kind: 'date', first: 'descending', value: (r) => r.exam_date },
    cell: (r) => formatDate(r.exam_date, msgs.web.announcement.dateUnavailable),
  };
  return <ByTestType query={papers} columns={[title, camp, date, file]} empty={msgs.lists.noPapers} />;
}

function Results() {
  const msgs = useMessages();
  const m = msgs.web.students;
  const results = useTestResults();
  const { title, camp, file } = sharedColumns<TestResult>(m, 'result');
  const standard: Column<TestResult, 'standard'> = {
    key: 'standard',
    label: m.colStandard,
    sort: { kind: 'standard', value: (r) => r.standard || 'All' },
    cell: (r) => r.standard || 'All',
  };
  const date: Column<TestResult, 'date'> = {
    key: 'date',
    label: m.colResultDate,
    sort: { kind: 'date', value: (r) => r.result_date },
    cell: (r) => formatDate(r.result_date, msgs.web.announcement.dateUnavailable),
  };
  return <ByTestType query={results} columns={[title, camp, standard, date, file]} empty={msgs.lists.noResults} />;
}

export default function ForStudentsPage() {
  const m = useMessages().web.students;
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: StudentTab = (STUDENT_TABS as readonly string[]).includes(requested ?? '') ? (requested as StudentTab) : 'updates';
  const select = (key: StudentTab) => setSearch(key === 'updates' ? {} : { tab: key }, { replace: true, preventScrollReset: true });
  return (
    <>
      <PageBanner title={m.title} text={m.intro} />
      <div className="container section">
        <Tabs
          id="students"
          label={m.tabsLabel}
          tabs={[
            { key: 'updates', label: m.updates },
            { key: 'questions', label: m.questions },
            { key: 'results', label: m.results },
          ]}
          selected={tab}
          onSelect={select}
        >
          {tab === 'updates' ? <Updates /> : tab === 'questions' ? <Papers /> : <Results />}
        </Tabs>
      </div>
    </>
  );
}
