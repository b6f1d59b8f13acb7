// /admin/accounts (admins): every staff account with its role, camps, status and last login.
// Change the role and camps, deactivate (the account is logged out at once) or reactivate, and
// reset a password to a temporary one shown once. Requests awaiting approval go to /admin/approvals.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { accountUpdate, ROLES, type Account, type PasswordResetReply, type Role } from '../../../shared/schemas/staff/accounts';
import { staffAccountsApi } from '../../api/staff-accounts';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { StatusBadge } from '../../components/status-badge';
import { FilterSelect } from '../../components/filter-select';
import { useConfirm } from '../../components/confirm-dialog';
import { addressParams, DataTable, queryState } from '../../components/data-table';
import type { Column } from '../../lib/column';
import { CampChecklist } from '../../components/camp-checklist';
import { Dialog } from '../../components/dialog';
import { FormError, FormField } from '../../components/form-field';
import { NotAllowed } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';
import { sortRows } from '../../lib/sorting';
import { useForm } from '../../lib/use-form';
import { check, errorsOf } from '../../lib/validation';
import './accounts-page.css';

const a = m.accounts;
const roleLabel: Record<Role, string> = { admin: m.nav.roleAdmin, coordinator: m.nav.roleCoordinator };

type Status = 'active' | 'inactive' | 'pending' | 'rejected';
const statusLabel: Record<Status, string> = { active: a.active, inactive: a.inactive, pending: a.pending, rejected: a.rejected };

/** An inactive account that was never approved is a request, not a deactivated account. */
function statusOf(account: Account): Status {
  if (account.is_active) return 'active';
  if (account.approval_status === 'pending') return 'pending';
  if (account.approval_status === 'rejected') return 'rejected';
  return 'inactive';
}

const nameOf = (account: Pick<Account, 'full_name' | 'username'>) => account.full_name || account.username;

const columns = (me: number): Column<Account>[] => [
  {
    key: 'name',
    header: a.name,
    primary: true,
    sortable: true,
    cell: (r) => (
      <>
        <span className="account__name">{r.id === me ? fill(a.you, { name: nameOf(r) }) : nameOf(r)}</span>
        <span className="account__username">{r.username}</span>
      </>
    ),
  },
  { key: 'role', header: a.role, sortable: true, nowrap: true, cell: (r) => roleLabel[r.role] },
  {
    key: 'camps',
    header: a.camps,
    cell: (r) => (r.all_camps ? m.allCamps : r.allocated_camps.map((c) => c.name).join(', ') || m.none),
  },
  {
    key: 'status',
    header: a.status,
    sortable: true,
    cell: (r) => {
      const status = statusOf(r);
      return (
        <>
          <StatusBadge tone={status === 'active' ? 'good' : status === 'pending' ? 'waiting' : 'bad'}>{statusLabel[status]}</StatusBadge>
          {r.must_change_password && <span className="account__note">{a.passwordDue}</span>}
        </>
      );
    },
  },
  {
    key: 'last_login_at',
    header: a.lastLogin,
    sortable: true,
    nowrap: true,
    cell: (r) => (r.last_login_at ? <time dateTime={r.last_login_at}>{showDateTime(r.last_login_at)}</time> : a.never),
  },
];

export default function AccountsPage() {
  const { can } = useCurrentUser();
  return can.manageAccounts ? <Accounts /> : <NotAllowed />;
}

function Accounts() {
  const api = useApi();
  const client = useQueryClient();
  const confirm = useConfirm();
  const { profile } = useCurrentUser();
  const listParams = useListParams();
  const { page, sort, params, set } = listParams;
  const role = ROLES.includes(params.get('role') as Role) ? (params.get('role') as Role) : '';
  const active = params.get('active') === 'true' || params.get('active') === 'false' ? (params.get('active') as 'true' | 'false') : '';
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<Account | null>(null);
  const [reset, setReset] = useState<{ account: Account; reply: PasswordResetReply } | null>(null);

  const list = useQuery({
    queryKey: ['accounts', 'list', role, active, page],
    queryFn: ({ signal }) =>
      staffAccountsApi.list(api, { ...(role ? { role } : {}), ...(active ? { active } : {}), page, page_size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const rows =
    list.data &&
    sortRows(list.data.rows, sort, (r, key) =>
      key === 'role' ? r.role : key === 'status' ? statusOf(r) : key === 'last_login_at' ? (r.last_login_at ?? '') : nameOf(r),
    );

  const done = async (text: string) => {
    setFailure(null);
    setNotice(text);
    await client.invalidateQueries({ queryKey: ['accounts'] });
  };
  const failed = (error: unknown) => {
    setNotice(null);
    setFailure(errorsOf(error).error);
  };

  const setActive = useMutation({
    mutationFn: ({ account, to }: { account: Account; to: boolean }) => staffAccountsApi.update(api, account.id, { is_active: to }),
    onSuccess: (saved, { to }) => done(fill(to ? a.reactivated : a.deactivated, { name: nameOf(saved) })),
    onError: failed,
  });
  const resetPassword = useMutation({
    mutationFn: (account: Account) => staffAccountsApi.resetPassword(api, account.id),
    onSuccess: async (reply, account) => {
      setReset({ account, reply });
      await done(reply.detail);
    },
    onError: failed,
  });

  async function toggle(account: Account) {
    const to = !account.is_active;
    const name = nameOf(account);
    const yes = await confirm({
      title: fill(to ? a.reactivateTitle : a.deactivateTitle, { name }),
      text: fill(to ? a.reactivateText : a.deactivateText, { name }),
      confirmLabel: to ? a.reactivate : a.deactivate,
      danger: !to,
    });
    if (yes) setActive.mutate({ account, to });
  }

  async function askReset(account: Account) {
    const name = nameOf(account);
    const yes = await confirm({
      title: fill(a.resetTitle, { name }),
      text: fill(a.resetText, { name }),
      confirmLabel: a.resetPassword,
      danger: true,
    });
    if (yes) resetPassword.mutate(account);
  }

  const busy = setActive.isPending || resetPassword.isPending;
  const actions = (r: Account) => {
    const name = nameOf(r);
    if (statusOf(r) === 'pending') {
      return (
        <Link className="button button--secondary button--small" to={paths.approvals}>
          {a.review}
        </Link>
      );
    }
    const own = r.id === profile.id;
    return (
      <div className="account__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={fill(a.editLabel, { name })}
          onClick={() => setEditing(r)}
        >
          {a.edit}
        </button>
        {!own && (
          <>
            <button
              type="button"
              className={r.is_active ? 'button button--danger-outline button--small' : 'button button--secondary button--small'}
              aria-label={fill(r.is_active ? a.deactivateLabel : a.reactivateLabel, { name })}
              disabled={busy}
              onClick={() => void toggle(r)}
            >
              {r.is_active ? a.deactivate : a.reactivate}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={fill(a.resetLabel, { name })}
              disabled={busy}
              onClick={() => void askReset(r)}
            >
              {a.resetPassword}
            </button>
          </>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={a.title} intro={a.intro} />
      <div className="filters">
        <FilterSelect
          label={a.filterRole}
          value={role}
          options={[{ value: '', label: a.allRoles }, ...ROLES.map((r) => ({ value: r, label: roleLabel[r] }))]}
          onChange={(value) => set({ role: value || null, page: null })}
        />
        <FilterSelect
          label={a.filterStatus}
          value={active}
          options={[
            { value: '', label: a.allStatuses },
            { value: 'true', label: a.active },
            { value: 'false', label: a.inactive },
          ]}
          onChange={(value) => set({ active: value || null, page: null })}
        />
      </div>
      <StatusNotice message={notice} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <DataTable<Account>
        caption={a.title}
        columns={columns(profile.id)}
        rows={rows}
        rowKey={(r) => r.id}
        total={list.data?.total ?? 0}
        actions={actions}
        {...addressParams(listParams)}
        {...queryState(list)}
      />
      {editing && (
        <EditDialog
          account={editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            void done(fill(a.saved, { name: nameOf(saved) }));
          }}
        />
      )}
      {reset && (
        <TemporaryPasswordDialog name={nameOf(reset.account)} password={reset.reply.temporary_password} onClose={() => setReset(null)} />
      )}
    </>
  );
}

/** The role and, for a coordinator, the camps (none chosen: every camp). */
function EditDialog({ account, onClose, onDone }: { account: Account; onClose(): void; onDone(saved: Account): void }) {
  const api = useApi();
  const name = nameOf(account);
  const [chosen, setChosen] = useState<number[]>(account.all_camps ? [] : account.allocated_camps.map((c) => c.id));
  const form = useForm<Account>({
    initial: { role: account.role },
    fields: ['role', 'allocated_camps'],
    validate: (values) => {
      const result = check(accountUpdate, { role: values.role, allocated_camps: chosen });
      return result.ok ? null : result;
    },
    // An admin works on every camp: the camps are sent for a coordinator only.
    send: (values) =>
      staffAccountsApi.update(
        api,
        account.id,
        values.role === 'admin' ? { role: values.role } : { role: values.role, allocated_camps: chosen },
      ),
    onSuccess: onDone,
  });
  const isAdmin = form.values.role === 'admin';
  const campErrors = form.errors.allocated_camps;
  return (
    <Dialog title={fill(a.editTitle, { name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        <FormField name="role" label={a.role} errors={form.errors.role} required>
          {(c) => (
            <select {...c} value={form.values.role} onChange={(e) => form.setValue('role', e.target.value)} data-autofocus>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isAdmin ? (
          <p className="field__hint">{a.adminCamps}</p>
        ) : (
          <CampChecklist legend={a.campsLegend} hint={a.campsHint} chosen={chosen} onChange={setChosen} errors={campErrors} />
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? m.saving : m.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The temporary password, shown this once: selectable, with a copy button. */
function TemporaryPasswordDialog({ name, password, onClose }: { name: string; password: string; onClose(): void }) {
  const id = useId();
  const hintId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(a.copied);
    } catch {
      setCopied(a.copyFailed);
    }
  }
  return (
    <Dialog title={fill(a.temporaryTitle, { name })} onClose={onClose}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {a.temporaryLabel}
        </label>
        <p id={hintId} className="field__hint">
          {fill(a.temporaryHint, { name })}
        </p>
        <div className="temporary-password">
          <input
            id={id}
            className="temporary-password__value"
            readOnly
            value={password}
            aria-describedby={hintId}
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
            data-autofocus
          />
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {a.copy}
          </button>
        </div>
        <p role="status" className="muted">
          {copied}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {a.done}
        </button>
      </div>
    </Dialog>
  );
}
