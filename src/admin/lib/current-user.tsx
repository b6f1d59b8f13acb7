// The logged-in account inside the console frame: its profile and what it may do.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Profile } from '../../shared/schemas/staff/accounts';
import { permissionsOf, type Permissions } from './auth';
import { required } from './console-context';

interface CurrentUser {
  profile: Profile;
  can: Permissions;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ profile, children }: { profile: Profile; children: ReactNode }) {
  const value = useMemo(() => ({ profile, can: permissionsOf(profile) }), [profile]);
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export const useCurrentUser = (): CurrentUser => required(useContext(CurrentUserContext), 'useCurrentUser');
