import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/current-user';
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import { PageHeader } from './page-header';

/** What a coordinator sees on an admin-only address (the API refuses it anyway). */
export function NotAllowed() {
  return (
    <>
      <PageHeader title={m.notAllowedTitle} />
      <p className="notice notice--error">{m.notAllowed}</p>
      <Link to={paths.home}>{m.nav.dashboard}</Link>
    </>
  );
}

/** A screen only account managers may open: the others see "not allowed". */
export function forAccountManagers(Screen: ComponentType) {
  return function AccountManagersOnly() {
    return useCurrentUser().can.manageAccounts ? <Screen /> : <NotAllowed />;
  };
}

/** A screen only admins may open: the others see "not allowed". */
export function forAdmins(Screen: ComponentType) {
  return function AdminsOnly() {
    return useCurrentUser().can.isAdmin ? <Screen /> : <NotAllowed />;
  };
}
