// /admin/donations/receipts (admins): a financial year's 80G receipts; each opens as its PDF, and a
// correction cancels it with a reason and issues a new one that names it (numbers never reused).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { donationsApi } from '../../api/donations';
import { FilterSelect } from '../../components/filter-select';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { showDateTime } from '../../lib/resource';
import { problemOf, Problems, ReceiptActions, receiptState, recentYears, StaticTable, t } from './donation-bits';

const c = t.receipts;

function Receipts() {
  const api = useApi();
  const years = recentYears();
  const [fy, setFy] = useState(years[0]!);
  const [notice, setNotice] = useState('');
  const list = useQuery({ queryKey: ['receipts', fy], queryFn: ({ signal }) => donationsApi.receipts(api, fy, signal) });
  return (
    <>
      <PageHeader title={c.title} intro={c.intro} />
      <StatusNotice message={notice} />
      <fieldset className="filters">
        <legend className="visually-hidden">{t.list.filters}</legend>
        <FilterSelect label={c.year} value={fy} options={years.map((y) => ({ value: y, label: y }))} onChange={setFy} />
      </fieldset>
      {list.isError && <Problems problems={problemOf(list.error)} />}
      {list.isPending ? (
        <p role="status">{t.loading}</p>
      ) : (
        <StaticTable
          caption={`${c.title} ${fy}`}
          rows={list.data ?? []}
          rowKey={(r) => r.id}
          empty={c.none}
          columns={[
            { header: c.number, primary: true, cell: (r) => r.number },
            { header: c.issued, cell: (r) => showDateTime(r.issued_at) },
            { header: c.donor, cell: (r) => r.donor_name },
            { header: c.amount, cell: (r) => r.amount },
            { header: t.list.mode, cell: (r) => t.modes[r.mode] },
            { header: c.state, cell: receiptState },
          ]}
          actions={(r) => (
            <ReceiptActions
              receipt={r}
              onDone={(message) => {
                setNotice(message);
                void list.refetch();
              }}
            />
          )}
        />
      )}
    </>
  );
}

export default forAdmins(Receipts);
