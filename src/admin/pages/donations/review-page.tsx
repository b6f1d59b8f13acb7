// /admin/donations/review (admins): reports of payment no bank statement has shown 30 days after
// they were made, oldest first; each can be matched by hand (its receipt is sent) or rejected with
// a reason.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DonationRow } from '../../../shared/schemas/donations-console';
import { donationsApi } from '../../api/donations';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { useState } from 'react';
import { useApi } from '../../lib/console-context';
import { paths } from '../../lib/paths';
import { showDate } from '../../lib/resource';
import { problemOf, Problems, ReviewActions, StaticTable, t } from './donation-bits';

function Review() {
  const api = useApi();
  const list = useQuery({
    queryKey: ['donations', 'review'],
    queryFn: ({ signal }) => donationsApi.list(api, { status: 'review', page_size: 100 }, signal),
  });
  const [notice, setNotice] = useState('');
  const refresh = (message: string) => {
    setNotice(message);
    void list.refetch();
  };
  return (
    <>
      <PageHeader title={t.review.title} intro={t.review.intro} />
      <StatusNotice message={notice} />
      {list.isError && <Problems problems={problemOf(list.error)} />}
      {list.isPending ? (
        <p role="status">{t.loading}</p>
      ) : (
        <StaticTable<DonationRow>
          caption={t.review.title}
          rows={list.data?.rows ?? []}
          rowKey={(r) => r.id}
          empty={t.review.none}
          columns={[
            { header: t.list.reference, primary: true, cell: (r) => <Link to={paths.donation(r.id)}>{r.reference}</Link> },
            { header: t.list.date, cell: (r) => showDate(r.paid_on) },
            { header: t.list.donor, cell: (r) => r.donor_name },
            { header: t.list.amount, cell: (r) => r.amount },
            { header: t.list.pan, cell: (r) => r.donor_pan },
          ]}
          actions={(r) => <ReviewActions id={r.id} reference={r.reference} onDone={refresh} />}
        />
      )}
    </>
  );
}

export default forAdmins(Review);
