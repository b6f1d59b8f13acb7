// /admin/donations (admins): every donation, newest first, filtered by status (or unmatched after
// 30 days), financial year and mode; PAN and phone masked. The list's view is logged by the API.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DONATION_FILTERS, DONATION_MODES, type DonationRow } from '../../../shared/schemas/donations-console';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { donationsApi } from '../../api/donations';
import { FilterSelect } from '../../components/filter-select';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useApi } from '../../lib/console-context';
import { fill, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { showDate } from '../../lib/resource';
import { type Column, problemOf, Problems, recentYears, SimpleTable, t } from './donation-bits';

const l = t.list;

export const statusLabel = (r: Pick<DonationRow, 'status' | 'needs_review'>) =>
  r.needs_review ? `${t.statuses.reported} (${l.needsReview})` : t.statuses[r.status];

const columns: Column<DonationRow>[] = [
  { label: l.reference, primary: true, cell: (r) => <Link to={paths.donation(r.id)}>{r.reference}</Link> },
  { label: l.date, cell: (r) => showDate(r.paid_on || r.created_at) },
  { label: l.donor, cell: (r) => r.donor_name },
  { label: l.amount, cell: (r) => r.amount },
  { label: l.mode, cell: (r) => t.modes[r.mode] },
  { label: l.status, cell: statusLabel },
  { label: l.pan, cell: (r) => r.donor_pan },
  { label: l.phone, cell: (r) => r.donor_phone },
];

function Donations() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filter = { status: params.get('status') ?? '', fy: params.get('fy') ?? '', mode: params.get('mode') ?? '' };
  const page = Number(params.get('page') ?? '1') || 1;
  const query = Object.fromEntries(Object.entries({ ...filter, page: String(page) }).filter(([, v]) => v));
  const list = useQuery({
    queryKey: ['donations', query],
    queryFn: ({ signal }) => donationsApi.list(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const any = { value: '', label: t.any };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / DEFAULT_PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader title={l.title} intro={l.intro} />
      <div className="filters" role="group" aria-label={l.filters}>
        <FilterSelect
          label={l.status}
          value={filter.status}
          options={[any, ...DONATION_FILTERS.map((s) => ({ value: s, label: t.statuses[s] }))]}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label={l.year}
          value={filter.fy}
          options={[any, ...recentYears().map((y) => ({ value: y, label: y }))]}
          onChange={(v) => set('fy', v)}
        />
        <FilterSelect
          label={l.mode}
          value={filter.mode}
          options={[any, ...DONATION_MODES.map((x) => ({ value: x, label: t.modes[x] }))]}
          onChange={(v) => set('mode', v)}
        />
      </div>
      {list.isError && <Problems problems={problemOf(list.error)} />}
      {list.isPending ? (
        <p role="status">{t.loading}</p>
      ) : (
        <SimpleTable caption={l.title} columns={columns} rows={list.data?.rows ?? []} rowKey={(r) => r.id} empty={l.none} />
      )}
      {list.data && list.data.total > 0 && (
        <Pager page={page} pages={pages} onPageChange={(p) => set('page', String(p))}>
          {fill(m.table.pageOf, { page, pages })}
        </Pager>
      )}
    </>
  );
}

export default forAdmins(Donations);
