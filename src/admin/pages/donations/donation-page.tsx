// /admin/donations/{id} (admins): one donation's whole record, the full PAN included (coordinators
// never reach it: the API refuses them and logs every view), its receipts, and the review's
// actions while it is reported.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { DonationRecord } from '../../../shared/schemas/donations-console';
import { donationsApi } from '../../api/donations';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { useState } from 'react';
import { useApi } from '../../lib/console-context';
import { fill } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { showDate, showDateTime } from '../../lib/resource';
import { problemOf, Problems, ReceiptActions, receiptState, ReviewActions, StaticTable, t } from './donation-bits';
import { statusLabel } from './donations-page';

const r = t.record;

function Donation() {
  const api = useApi();
  const id = Number(useParams().id);
  const record = useQuery({ queryKey: ['donation', id], queryFn: ({ signal }) => donationsApi.record(api, id, signal) });
  const d = record.data;
  const [notice, setNotice] = useState('');
  return (
    <>
      <PageHeader
        title={d ? fill(r.title, { reference: d.reference }) : t.list.title}
        actions={<Link to={paths.donations}>{r.back}</Link>}
      />
      {record.isError && <Problems problems={problemOf(record.error)} />}
      {record.isPending && <p role="status">{t.loading}</p>}
      <StatusNotice message={notice} />
      {d && (
        <Details
          d={d}
          onChange={(message) => {
            setNotice(message);
            void record.refetch();
          }}
        />
      )}
    </>
  );
}

function Details({ d, onChange }: { d: DonationRecord; onChange(message: string): void }) {
  const facts: [string, string][] = [
    [t.list.status, statusLabel(d)],
    [t.list.mode, t.modes[d.mode]],
    [r.declaration, r.declarations[d.declaration]],
    [r.offered, d.amount],
    [r.reported, d.reported_amount],
    [t.list.date, showDate(d.paid_on)],
    [r.utr, d.utr],
    [t.list.donor, d.donor_name],
    [r.address, d.donor_address],
    [t.list.pan, d.donor_pan],
    [r.email, d.donor_email],
    [t.list.phone, d.donor_phone],
    [r.language, t.gift.langs[d.lang === 'hi' ? 'hi' : 'en']],
    [r.reportedAt, showDateTime(d.reported_at)],
    [r.verifiedAt, showDateTime(d.verified_at)],
    [r.reviewNote, d.review_note],
  ];
  return (
    <>
      <section className="panel" aria-labelledby="donation-details">
        <h2 id="donation-details">{r.details}</h2>
        <dl className="donation-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {d.status === 'reported' && <ReviewActions id={d.id} reference={d.reference} onDone={onChange} />}
      </section>
      <section className="panel" aria-labelledby="donation-receipts">
        <h2 id="donation-receipts">{r.receipts}</h2>
        <StaticTable
          caption={r.receipts}
          rows={d.receipts}
          rowKey={(x) => x.id}
          empty={r.noReceipts}
          columns={[
            { header: t.receipts.number, primary: true, cell: (x) => x.number },
            { header: t.receipts.issued, cell: (x) => showDateTime(x.issued_at) },
            { header: t.receipts.amount, cell: (x) => x.amount },
            { header: t.receipts.state, cell: receiptState },
          ]}
          actions={(x) => <ReceiptActions receipt={x} onDone={onChange} />}
        />
      </section>
    </>
  );
}

export default forAdmins(Donation);
