// /admin: what needs attention — new applications, pending approvals — the current or next
// camp, and what happened lately.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Announcement, Camp } from '../../../shared/schemas/content';
import { announcementsApi } from '../../api/announcements';
import type { ConsoleApi } from '../../api/api-client';
import { approvalsApi } from '../../api/approvals';
import { type AuditEntry, auditLogApi } from '../../api/audit-log';
import { useCamps } from '../../api/camps';
import { inboxApi } from '../../api/inbox';
import { mailApi } from '../../api/mail';
import { mediaSweepApi } from '../../api/media-sweep';
import { HindiGapsPanel } from './hindi-gaps-panel';
import { Form10bdReminder } from '../donations/form-10bd-reminder';
import { signInCodesApi } from '../../api/slot-coordinators';
import { backupsApi } from '../../api/backups';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, fillCount, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';
import { showDate, showDateTime } from '../../lib/resource';
import { describeAudit } from '../audit-log/describe-audit';
import { INBOX_BOXES } from '../inbox/inbox-boxes';
import './dashboard-page.css';

/** The camp of this year, else the next one, else the latest (camps are listed by year). */
export function featuredCamp(camps: readonly Camp[], year: number): { camp: Camp; kind: 'current' | 'next' | 'latest' } | null {
  const current = camps.find((c) => c.year === year);
  if (current) return { camp: current, kind: 'current' };
  const next = camps.filter((c) => c.year > year).sort((a, b) => a.year - b.year)[0];
  if (next) return { camp: next, kind: 'next' };
  const latest = [...camps].sort((a, b) => b.year - a.year)[0];
  return latest ? { camp: latest, kind: 'latest' } : null;
}

/** A service's state for a panel, asked for only where the account may see the panel. */
function useStatus<T>(queryKey: string[], read: (api: ConsoleApi, signal: AbortSignal) => Promise<T>, enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey, queryFn: ({ signal }) => read(api, signal), enabled });
}

export default function DashboardPage() {
  const api = useApi();
  const { profile, can } = useCurrentUser();
  const camps = useCamps();
  const newCounts = useQuery({
    queryKey: ['inbox', 'new-counts'],
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(INBOX_BOXES.map((b) => inboxApi.list(api, b.path, { status: 'new', page_size: 1 }, signal)));
      return totals.map((t) => t.total);
    },
    enabled: can.readInbox,
  });
  const pending = useQuery({
    queryKey: ['approvals', 'pending-count'],
    queryFn: ({ signal }) => approvalsApi.list(api, { status: 'pending', page_size: 1 }, signal),
    enabled: can.manageAccounts,
  });
  const mail = useStatus(['mail', 'status'], mailApi.status, can.manageAccounts);
  const sweep = useStatus(['media', 'sweep'], mediaSweepApi.status, can.manageAccounts);
  const sms = useStatus(['sms', 'status'], signInCodesApi.smsStatus, can.isAdmin);
  const backups = useStatus(['backups', 'status'], backupsApi.status, can.isAdmin);
  const activity = useQuery({
    queryKey: ['audit', 'recent'],
    queryFn: ({ signal }) => auditLogApi.list(api, { page_size: 8 }, signal),
    enabled: can.manageAccounts,
  });
  const announcements = useQuery({
    queryKey: ['announcements', 'recent'],
    queryFn: ({ signal }) => announcementsApi.list(api, { page_size: 5 }, signal),
    enabled: !can.manageAccounts,
  });

  const featured = camps.data ? featuredCamp(camps.data, new Date().getFullYear()) : null;
  const [volunteers = 0, partners = 0, messages = 0] = newCounts.data ?? [];
  return (
    <>
      <PageHeader title={m.dashboard.title} intro={fill(m.dashboard.welcome, { name: profile.full_name || profile.username })} />
      {mail.data && (!mail.data.enabled || mail.data.failed > 0) && (
        <p className={`notice ${mail.data.enabled ? 'notice--info' : 'notice--error'}`}>
          {mail.data.enabled ? fillCount(m.mail.dashboardFailed, mail.data.failed) : m.mail.dashboardOff}{' '}
          <Link to={paths.mail}>{m.mail.open}</Link>
        </p>
      )}
      {sweep.data?.waiting_for_sweep ? (
        <p className="notice notice--info">
          {fillCount(m.dashboard.mediaWaiting, sweep.data.waiting_for_sweep, { time: showDateTime(sweep.data.next_sweep_at) })}
        </p>
      ) : null}
      {sms.data && !sms.data.sending && (
        <p className="notice notice--error">
          {m.tasks.sms.dashboardOff} <Link to={paths.slotCoordinators}>{m.tasks.sms.open}</Link>
        </p>
      )}
      <Form10bdReminder enabled={can.isAdmin} />
      {backups.data?.stale && (
        <p className="notice notice--error">
          {m.tasks.backups.dashboardStale} <Link to={paths.backups}>{m.tasks.backups.open}</Link>
        </p>
      )}
      <div className="cards">
        {can.readInbox && (
          <section className="card" aria-labelledby="dash-new">
            <h2 id="dash-new">{m.dashboard.newApplications}</h2>
            <p className="card__number">{newCounts.data ? volunteers + partners + messages : '…'}</p>
            <p className="muted">{fill(m.dashboard.newApplicationsText, { volunteers, partners, messages })}</p>
            <Link to={paths.inbox}>{m.dashboard.openInbox}</Link>
          </section>
        )}
        {can.manageAccounts && (
          <section className="card" aria-labelledby="dash-approvals">
            <h2 id="dash-approvals">{m.dashboard.pendingApprovals}</h2>
            <p className="card__number">{pending.data ? pending.data.total : '…'}</p>
            <p className="muted">{fill(m.dashboard.pendingApprovalsText, { count: pending.data?.total ?? 0 })}</p>
            <Link to={paths.approvals}>{m.dashboard.openApprovals}</Link>
          </section>
        )}
        <section className="card" aria-labelledby="dash-camp">
          <h2 id="dash-camp">{featured ? m.dashboard[`${featured.kind}Camp`] : m.dashboard.currentCamp}</h2>
          {featured ? (
            <>
              <p className="card__title">{featured.camp.name}</p>
              <p className="muted">
                {featured.camp.location}, {featured.camp.year}
              </p>
              <p className="card__links">
                <Link to={paths.campStudents(featured.camp.id)}>{m.dashboard.campStudents}</Link>
                <Link to={`${paths.gallery}?camp=${featured.camp.id}`}>{m.dashboard.campGallery}</Link>
              </p>
            </>
          ) : (
            <p className="muted">{camps.isPending ? m.loading : m.dashboard.noCamp}</p>
          )}
        </section>
      </div>
      <HindiGapsPanel />
      {can.manageAccounts ? (
        <LatestPanel<AuditEntry>
          id="dash-activity"
          title={m.dashboard.recentActivity}
          empty={m.dashboard.noActivity}
          rows={activity.data?.rows}
          text={describeAudit}
          time={(e) => showDateTime(e.created_at)}
          link={<Link to={paths.auditLog}>{m.nav.auditLog}</Link>}
        />
      ) : (
        <LatestPanel<Announcement>
          id="dash-updates"
          title={m.dashboard.latestAnnouncements}
          empty={m.dashboard.noAnnouncements}
          rows={announcements.data?.rows}
          text={(a) => a.title}
          time={(a) => showDate(a.created_at)}
          link={<Link to={paths.announcements}>{m.nav.announcements}</Link>}
        />
      )}
    </>
  );
}

/** The latest few rows of a list, each with its time, then a link to the whole list. */
function LatestPanel<R extends { id: number; created_at: string }>(props: {
  id: string;
  title: string;
  empty: string;
  rows: readonly R[] | undefined;
  text(row: R): ReactNode;
  time(row: R): string;
  link: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.rows && props.rows.length === 0 && <p className="muted">{props.empty}</p>}
      <ul className="activity">
        {props.rows?.map((row) => (
          <li key={row.id}>
            <span>{props.text(row)}</span>
            <time dateTime={row.created_at}>{props.time(row)}</time>
          </li>
        ))}
      </ul>
      {props.link}
    </section>
  );
}
