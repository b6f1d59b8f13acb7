// The gate of a screen only some accounts may open: the others see "not allowed" (the API refuses
// their calls anyway), and the screen's code and calls are never loaded for them.
import type { ReactNode } from 'react';
import { NotAllowed } from '../components/not-allowed';
import type { Permissions } from '../lib/auth';
import { useCurrentUser } from '../lib/current-user';

type Flag = { [K in keyof Permissions]: Permissions[K] extends boolean ? K : never }[keyof Permissions];

export function RequirePermission({ to, children }: { to: Flag; children: ReactNode }) {
  const { can } = useCurrentUser();
  return can[to] ? children : <NotAllowed />;
}
