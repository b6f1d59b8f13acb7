// The console frame: a top bar (trust name, who is signed in, log out), the navigation (a side
// column on a wide screen, a menu that opens on a phone), and the screen.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../lib/auth';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { BrandLink } from '../../components/brand-link';
import { donationConsole } from '../../../shared/messages/en-donations-console';
import './console-layout.css';

const donationNav = donationConsole.nav;
const DONATION_NAV = [
  ['donations', 'list'],
  ['donationGift', 'gift'],
  ['donationImport', 'import'],
  ['donationReview', 'review'],
  ['donationReceipts', 'receipts'],
  ['form10bd', 'form10bd'],
  ['donationSettings', 'settings'],
] as const;

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export function useNavGroups(): { label: string; items: NavItem[] }[] {
  const { can } = useCurrentUser();
  return [
    {
      label: m.nav.overview,
      items: [
        { to: paths.home, label: m.nav.dashboard, end: true },
        ...(can.readInbox ? [{ to: paths.inbox, label: m.nav.inbox }] : []),
        ...(can.manageAccounts
          ? [
              { to: paths.approvals, label: m.nav.approvals },
              { to: paths.accounts, label: m.nav.accounts },
            ]
          : []),
      ],
    },
    {
      label: m.nav.content,
      items: [
        { to: paths.announcements, label: m.nav.announcements },
        { to: paths.testPapers, label: m.nav.testPapers },
        { to: paths.testResults, label: m.nav.testResults },
        { to: paths.gallery, label: m.nav.gallery },
        ...(can.manageSiteWide
          ? [
              { to: paths.brochures, label: m.nav.brochures },
              { to: paths.reports, label: m.nav.reports },
              { to: paths.events, label: m.nav.events },
            ]
          : []),
      ],
    },
    {
      label: m.siteContent.nav.group,
      items: [
        { to: paths.siteSettings, label: m.siteContent.nav.settings },
        { to: paths.siteAbout, label: m.siteContent.nav.about },
        { to: paths.pageTexts, label: m.tasks.pageTexts.nav },
        ...(can.manageSiteWide ? [{ to: paths.sitePictures, label: m.tasks.pictures.nav }] : []),
        { to: paths.sitePrograms, label: m.siteContent.nav.programs },
        { to: paths.siteTestimonials, label: m.siteContent.nav.testimonials },
        { to: paths.siteVolunteerExperiences, label: m.siteContent.nav.volunteerExperiences },
        { to: paths.siteTrustees, label: m.siteContent.nav.trustees },
        { to: paths.sitePartnershipOptions, label: m.siteContent.nav.partnershipOptions },
      ],
    },
    {
      label: m.nav.campsGroup,
      items: [
        { to: paths.camps, label: m.nav.camps },
        { to: paths.students, label: m.nav.students },
        ...(can.isAdmin ? [{ to: paths.marks, label: shared.resultsStaff.console.nav }] : []),
      ],
    },
    {
      label: shared.studentApplicationsConsole.nav.group,
      items: [
        { to: paths.applicationCycles, label: shared.studentApplicationsConsole.nav.cycles },
        { to: paths.applicationCentres, label: shared.studentApplicationsConsole.nav.centres },
        { to: paths.applicationPipeline, label: shared.studentPipelineConsole.nav },
      ],
    },
    ...(can.isAdmin
      ? [
          {
            label: m.nav.slotsGroup,
            items: [
              { to: paths.slotCoordinators, label: m.nav.slotCoordinators },
              { to: paths.slots, label: m.nav.slots },
              { to: paths.departments, label: m.nav.departments },
              { to: paths.slotBoard, label: m.nav.slotBoard },
            ],
          },
          {
            label: donationNav.group,
            items: DONATION_NAV.map(([path, label]) => ({ to: paths[path], label: donationNav[label], end: path === 'donations' })),
          },
        ]
      : []),
    {
      label: m.nav.account,
      items: [
        { to: paths.profile, label: m.nav.profile },
        ...(can.manageAccounts
          ? [
              { to: paths.auditLog, label: m.nav.auditLog },
              { to: paths.accessLog, label: shared.privacyConsole.nav.accessLog },
              { to: paths.privacyNotices, label: shared.privacyConsole.nav.notices },
              { to: paths.rightsRequests, label: shared.privacyConsole.nav.rights },
              { to: paths.breaches, label: shared.privacyConsole.nav.breaches },
              { to: paths.retention, label: shared.privacyConsole.nav.retention },
              { to: paths.mail, label: m.nav.mail },
              { to: paths.backups, label: m.tasks.backups.nav },
            ]
          : []),
      ],
    },
  ];
}

export function ConsoleLayout() {
  const { profile } = useCurrentUser();
  const groups = useNavGroups();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const client = useQueryClient();
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new screen (pathname) by design
  useEffect(() => {
    setMenuOpen(false);
    // Each new screen checks the session again (many screens only read public lists, which
    // never answer 401): an expired or revoked token is noticed on the next click.
    if (firstScreen.current) firstScreen.current = false;
    else void client.invalidateQueries({ queryKey: ['profile'] });
  }, [pathname, client]);
  const photo = profile.photo_variants[0]?.url ?? profile.photo;
  const name = profile.full_name || profile.username;

  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <header className="topbar">
        <BrandLink className="topbar__brand" name={shared.web.siteShortName} size={36} title={m.nav.website} />
        <button
          type="button"
          className="topbar__menu button button--secondary button--small"
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {m.nav.menu}
        </button>
        <div className="topbar__user">
          {photo ? (
            <img className="avatar" src={photo} alt="" width={32} height={32} />
          ) : (
            <span className="avatar avatar--initial" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="topbar__name">
            {fill(m.nav.signedInAs, { name: profile.username })}
            <small>{profile.role === 'admin' ? m.nav.roleAdmin : m.nav.roleCoordinator}</small>
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })}
          >
            {m.nav.logout}
          </button>
        </div>
      </header>
      <div className="console__body">
        <nav id="console-nav" className={menuOpen ? 'sidenav sidenav--open' : 'sidenav'} aria-label={m.nav.label}>
          {groups.map((g) => (
            <div key={g.label} className="sidenav__group">
              <p className="sidenav__heading">{g.label}</p>
              <ul>
                {g.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="sidenav__website">
            <a href={paths.website}>{m.nav.website}</a>
          </p>
        </nav>
        <main id="main" className="console__main" tabIndex={-1}>
          <Suspense
            fallback={
              <p role="status" className="page-loading">
                {m.loading}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
