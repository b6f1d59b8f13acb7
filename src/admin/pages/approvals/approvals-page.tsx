// /admin/approvals (admins): people who asked for a staff account. Approve with comments and the
// camps they may work on (none: every camp), or reject with comments.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { APPROVAL_STATUSES, approveInput, rejectInput, type ApprovalRequest } from '../../../shared/schemas/staff/approvals';
import { approvalsApi } from '../../api/approvals';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { StatusBadge } from '../../components/status-badge';
import { FilterSelect } from '../../components/filter-select';
import { CampChecklist } from '../../components/camp-checklist';
import { Dialog } from '../../components/dialog';
import { FormError, FormField } from '../../components/form-field';
import { NotAllowed } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';
import { useForm } from '../../lib/use-form';
import { check } from '../../lib/validation';
import './approvals-page.css';

type Status = (typeof APPROVAL_STATUSES)[number];
const statusLabel: Record<Status, string> = {
  pending: m.approvals.pending,
  approved: m.approvals.approved,
  rejected: m.approvals.rejected,
};

export default function ApprovalsPage() {
  const { can } = useCurrentUser();
  if (!can.manageAccounts) return <NotAllowed />;
  return <Approvals />;
}

function Approvals() {
  const api = useApi();
  const { page, params, set, setPage } = useListParams();
  const raw = params.get('status');
  const status: Status | 'all' = raw === 'all' ? 'all' : APPROVAL_STATUSES.includes(raw as Status) ? (raw as Status) : 'pending';
  const [deciding, setDeciding] = useState<{ request: ApprovalRequest; verdict: 'approve' | 'reject' } | null>(null);
  const decideButton = (r: ApprovalRequest, verdict: 'approve' | 'reject', className: string, title: string, label: string) => (
    <button
      type="button"
      className={className}
      onClick={() => setDeciding({ request: r, verdict })}
      aria-label={fill(title, { name: r.full_name || r.username })}
    >
      {label}
    </button>
  );
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['approvals', 'list', status, page],
    queryFn: ({ signal }) => approvalsApi.list(api, { status: status === 'all' ? undefined : status, page, page_size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader title={m.approvals.title} intro={m.approvals.intro} />
      <div className="filters">
        <FilterSelect
          label={m.approvals.filter}
          value={status}
          options={[...APPROVAL_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })), { value: 'all', label: m.approvals.all }]}
          onChange={(value) => set({ status: value === 'pending' ? null : value, page: null })}
        />
      </div>
      <StatusNotice message={notice} />
      {list.error && (
        <p className="notice notice--error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && list.data.rows.length === 0 && <p className="muted">{m.approvals.none}</p>}
      <ul className="request-list">
        {list.data?.rows.map((r) => (
          <li key={r.id} className="request">
            <div className="request__head">
              <h2 className="request__name">{r.full_name || r.username}</h2>
              <StatusBadge tone={r.status === 'approved' ? 'good' : r.status === 'rejected' ? 'bad' : 'waiting'}>
                {statusLabel[r.status]}
              </StatusBadge>
            </div>
            <p className="request__meta">
              {r.username} · <a href={`mailto:${r.email}`}>{r.email}</a>
              {r.phone && <> · {r.phone}</>}
            </p>
            {r.note && (
              <p className="request__note">
                <strong>{m.approvals.note}:</strong> {r.note}
              </p>
            )}
            <p className="muted">
              {r.status === 'pending'
                ? fill(m.approvals.requested, { date: showDateTime(r.created_at) })
                : fill(m.approvals.decided, {
                    status: statusLabel[r.status],
                    by: r.decided_by ?? m.none,
                    date: showDateTime(r.decided_at),
                  })}
            </p>
            {r.comments && <p className="request__note">{r.comments}</p>}
            {r.status === 'pending' && (
              <div className="request__actions">
                {decideButton(r, 'approve', 'button', m.approvals.approveTitle, m.approvals.approve)}
                {decideButton(r, 'reject', 'button button--danger-outline', m.approvals.rejectTitle, m.approvals.reject)}
              </div>
            )}
          </li>
        ))}
      </ul>
      {list.data && list.data.total > PAGE_SIZE && (
        <Pager page={page} pages={pages} onPageChange={setPage}>
          {fill(m.table.pageOf, { page, pages })}
        </Pager>
      )}
      {deciding && (
        <DecisionDialog
          {...deciding}
          onClose={() => setDeciding(null)}
          onDone={(text) => {
            setDeciding(null);
            setNotice(text);
          }}
        />
      )}
    </>
  );
}

function DecisionDialog({
  request,
  verdict,
  onClose,
  onDone,
}: {
  request: ApprovalRequest;
  verdict: 'approve' | 'reject';
  onClose(): void;
  onDone(text: string): void;
}) {
  const api = useApi();
  const client = useQueryClient();
  const name = request.full_name || request.username;
  const [chosen, setChosen] = useState<number[]>([]);
  const decide = useMutation({
    mutationFn: (body: unknown) => approvalsApi.decide(api, request.id, verdict, body),
  });
  const form = useForm({
    initial: { comments: '' },
    fields: ['comments', 'allocated_camps'],
    validate: (values) => {
      const result = check(verdict === 'approve' ? approveInput : rejectInput, { ...values, allocated_camps: chosen });
      return result.ok ? null : result;
    },
    // §7: allocated_camps only when some are chosen.
    send: (values) =>
      decide.mutateAsync(
        verdict === 'approve' && chosen.length ? { comments: values.comments, allocated_camps: chosen } : { comments: values.comments },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['approvals'] });
      onDone(fill(verdict === 'approve' ? m.approvals.approvedDone : m.approvals.rejectedDone, { name }));
    },
  });
  const campErrors = form.errors.allocated_camps;
  return (
    <Dialog title={fill(verdict === 'approve' ? m.approvals.approveTitle : m.approvals.rejectTitle, { name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        <FormField name="comments" label={m.approvals.comments} errors={form.errors.comments}>
          {(c) => (
            <textarea
              {...c}
              rows={3}
              value={form.values.comments}
              onChange={(e) => form.setValue('comments', e.target.value)}
              data-autofocus
            />
          )}
        </FormField>
        {verdict === 'approve' && (
          <CampChecklist legend={m.approvals.camps} hint={m.approvals.campsHint} chosen={chosen} onChange={setChosen} errors={campErrors} />
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className={verdict === 'approve' ? 'button' : 'button button--danger'} disabled={form.submitting}>
            {form.submitting ? m.saving : verdict === 'approve' ? m.approvals.approve : m.approvals.reject}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
