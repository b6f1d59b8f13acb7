// For students (§2, §4): tabs All updates / Previous year questions / Results; papers and results
// in collapsible sections per test type, each a sortable table.
import { Link, useSearchParams } from '../../lib/router';
import { PAPER_TYPES, type PaperType } from '../../../shared/constants';
import type { WebsiteMessages as Messages } from '../../../shared/messages/en-website';
import type { TestPaper, TestResult } from '../../../shared/schemas/content';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '../../../shared/http/transport';
import type { PageQueryOptions } from '../../api/public-page';
import { testPapersQuery } from '../../api/get-test-papers';
import { testResultsQuery } from '../../api/get-test-results';
import {
  readTestTableView,
  type TestColumn,
  type TestTableKind,
  type TestTableView,
  viewParams,
  withSort,
} from '../../api/test-table-view';
import { useUpdates } from '../../api/get-updates';
import { useApi, useLang, useMessages } from '../../lib/app-context';
import { langPath, paths } from '../../paths';
import { localized } from '../../../shared/lang';
import { AnnouncementItem } from '../../components/announcement-item';
import { Collapsible } from '../../components/collapsible';
import { FileLink } from '../../components/file-link';
import { ListStatus } from '../../components/list-status';
import { Pager, usePageParam } from '../../components/pager';
import { SortableTable, type Column } from '../../components/sortable-table';
import type { SortState } from '../../components/sorting';
import { TabbedPage } from '../../components/tabbed-page';
import { UpcomingEvents } from '../../components/upcoming-events';
import { formatDate } from '../../../shared/dates';
import { useSavedFilesKit } from './use-saved-files-kit';

export const STUDENT_TABS = ['updates', 'questions', 'results'] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

const typeTitle = (type: PaperType, m: Messages['web']['students']) => m[type];

function Updates() {
  const msgs = useMessages();
  const page = usePageParam();
  const updates = useUpdates(page);
  const l = msgs.lists;
  const list = updates.isError ? [] : (updates.data?.rows ?? []);
  return (
    <>
      <UpcomingEvents id="students-events" />
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
      {updates.isSuccess ? <Pager list={msgs.web.students.updates} page={page} total={updates.data.total} /> : null}
    </>
  );
}

/**
 * The columns papers and results share: title, camp, a date (its label, field and first order), the
 * file link, and "Save for offline" beside it once its chunk has loaded.
 */
/** The columns papers and results share, in the page's language; `dateOf` gives the date column. */
function useSharedColumns<R extends TestPaper | TestResult>(
  kind: 'paper' | 'result',
  dateLabel: string,
  dateOf: (r: R) => string | null,
  first?: 'descending',
) {
  const msgs = useMessages();
  const lang = useLang();
  const kit = useSavedFilesKit();
  const m = msgs.web.students;
  const dash = '—';
  const title: Column<R, 'title'> = {
    key: 'title',
    label: m.colTitle,
    // The server sorts by the English title, across every page.
    sort: { kind: 'text', value: (r) => r.title },
    cell: (r) => localized(r, 'title', lang),
  };
  const camp: Column<R, 'camp'> = {
    key: 'camp',
    label: m.colCamp,
    sort: { kind: 'text', value: (r) => r.camp_name },
    cell: (r) => (r.camp_name ? localized(r, 'camp_name', lang) : dash),
  };
  const file: Column<R, 'file'> = {
    key: 'file',
    label: m.colFile,
    cell: (r) => (
      <>
        <FileLink kind={kind} id={r.id} url={r.file_url} title={localized(r, 'title', lang)} />
        {kit ? <kit.SaveButton kind={kind} id={r.id} title={localized(r, 'title', lang)} /> : null}
      </>
    ),
  };
  const date: Column<R, 'date'> = {
    key: 'date',
    label: dateLabel,
    sort: { kind: 'date', first, value: dateOf },
    cell: (r) => formatDate(dateOf(r), msgs.web.announcement.dateUnavailable, msgs.web.dates),
  };
  return { title, camp, date, file };
}

type TestRow = TestPaper | TestResult;

/** One test type's collapsible section: its table, sorted on the server, and its pages. */
function TestSection<R extends TestRow>(props: {
  type: PaperType;
  view: TestTableView;
  query: UseQueryResult<ListPage<R>>;
  columns: Column<R, TestColumn>[];
}) {
  const m = useMessages().web.students;
  const [search, setSearch] = useSearchParams();
  const { type, view, query } = props;
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  // A section whose page or sort is in the address opens, so that a link or a reload shows it.
  const named = Object.values(viewParams(type)).some((name) => search.has(name));
  const sort = (next: SortState<TestColumn>) =>
    setSearch(Object.fromEntries(withSort(search, type, next.column, next.direction)), { replace: true, preventScrollReset: true });
  return (
    <Collapsible title={typeTitle(type, m)} headingLevel={2} initiallyOpen={named}>
      {rows.length ? (
        <>
          <SortableTable
            caption={typeTitle(type, m)}
            columns={props.columns}
            rows={rows}
            rowKey={(r) => r.id}
            sort={{ column: view.column, direction: view.direction }}
            onSort={sort}
          />
          <Pager list={typeTitle(type, m)} param={viewParams(type).page} page={view.page} total={total} />
        </>
      ) : (
        <p className="status">{m.noneInSection}</p>
      )}
    </Collapsible>
  );
}

/** The tab's state across its three sections, then a collapsible sortable table per test type. */
function ByTestType<R extends TestRow>(props: {
  kind: TestTableKind;
  query(view: TestTableView): PageQueryOptions<R>;
  columns: Column<R, TestColumn>[];
  empty: string;
}) {
  const msgs = useMessages();
  const [search] = useSearchParams();
  const views = PAPER_TYPES.map((type) => readTestTableView(search, props.kind, type));
  const queries = useQueries({ queries: views.map((view) => props.query(view)) });
  const state = {
    isPending: queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError),
  };
  const count = queries.reduce((sum, q) => sum + (q.data?.total ?? 0), 0);
  return (
    <>
      <ListStatus query={state} count={count} loading={msgs.web.loading} error={msgs.lists.someContentFailed} empty={props.empty} />
      {!state.isPending && !state.isError && count
        ? views.map((view, i) => <TestSection key={view.type} type={view.type} view={view} query={queries[i]!} columns={props.columns} />)
        : null}
    </>
  );
}

function Papers() {
  const msgs = useMessages();
  const api = useApi();
  const { title, camp, date, file } = useSharedColumns<TestPaper>('paper', msgs.web.students.colExamDate, (r) => r.exam_date, 'descending');
  return (
    <ByTestType
      kind="papers"
      query={(view) => testPapersQuery(api, view)}
      columns={[title, camp, date, file] as Column<TestPaper, TestColumn>[]}
      empty={msgs.lists.noPapers}
    />
  );
}

function Results() {
  const msgs = useMessages();
  const api = useApi();
  const { title, camp, date, file } = useSharedColumns<TestResult>('result', msgs.web.students.colResultDate, (r) => r.result_date);
  const standard: Column<TestResult, 'standard'> = {
    key: 'standard',
    label: msgs.web.students.colStandard,
    sort: { kind: 'standard', value: (r) => r.standard || 'All' },
    cell: (r) => r.standard || 'All',
  };
  return (
    <>
      {/* A page of its own served without scripts (decision 0036): a full page load, not the router. */}
      <p className="own-result">
        <a href={langPath('/results', useLang())}>{msgs.web.students.ownResult}</a>
      </p>
      <ByTestType
        kind="results"
        query={(view) => testResultsQuery(api, view)}
        columns={[title, camp, standard, date, file] as Column<TestResult, TestColumn>[]}
        empty={msgs.lists.noResults}
      />
    </>
  );
}

export default function ForStudentsPage() {
  const m = useMessages().web.students;
  const kit = useSavedFilesKit();
  return (
    <TabbedPage
      id="students"
      page="for_students"
      title={m.title}
      intro={m.intro}
      label={m.tabsLabel}
      keys={STUDENT_TABS}
      tabs={{ updates: [m.updates, Updates], questions: [m.questions, Papers], results: [m.results, Results] }}
      lead={
        <p className="lead-link">
          <Link to={paths.apply}>{m.applyLink}</Link>
        </p>
      }
    >
      {kit ? <kit.SavedList /> : null}
    </TabbedPage>
  );
}
