// The logged-in account inside the console frame: its profile and what it may do.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Profile } from '../../shared/schemas/staff/accounts';
import { permissionsOf, type Permissions } from './auth';

interface CurrentUser {
  profile: Profile;
  can: Permissions;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ profile, children }: { profile: Profile; children: ReactNode }) {
  const value = useMemo(() => ({ profile, can: permissionsOf(profile) }), [profile]);
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the console frame');
  return user;
}
