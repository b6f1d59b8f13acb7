// Login, logout, the profile of the logged-in account, and what its role may do (read from the
// API's guards: camps, brochures, reports, events, approvals, accounts and the audit log are
// admin-only; students, updates, papers, results and gallery are open to coordinators within
// their camps; the inbox to every staff member).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { en } from '../../shared/messages/en';
import type { LoginInput, Profile } from '../../shared/schemas/staff/accounts';
import { ApiError } from '../../shared/http/api-error';
import { accountApi } from '../api/account';
import type { ConsoleApi } from '../api/api-client';
import { useApi, useSession, useSessionStore } from './console-context';

export const profileQuery = (api: ConsoleApi, token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => accountApi.profile(api, signal),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  const { token } = useSession();
  return useQuery(profileQuery(useApi(), token));
}

export function useLogin() {
  const api = useApi();
  const session = useSessionStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const reply = await accountApi.login(api, input);
      if (!reply?.token) throw new ApiError(200, en.auth.noTokenReceived);
      session.start(reply.token, reply.username ?? input.username.trim().toLowerCase());
      // Once a token arrives the profile is fetched (§4).
      return client.fetchQuery(profileQuery(api, reply.token));
    },
  });
}

export function useLogout() {
  const api = useApi();
  const session = useSessionStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        if (session.get().token) await accountApi.logout(api);
      } catch {
        // An expired token is as good as a revoked one: log out locally all the same.
      }
    },
    onSettled: () => {
      session.logout();
      client.clear();
    },
  });
}

export interface Permissions {
  isAdmin: boolean;
  /** Camps, brochures, reports and events: admins only. */
  manageSiteWide: boolean;
  /** Approvals, accounts, audit log: admins only. */
  manageAccounts: boolean;
  /** The inbox (every applicant's personal data): admins only. */
  readInbox: boolean;
  /** Every camp, or only these. */
  allCamps: boolean;
  campIds: ReadonlySet<number>;
}

export function permissionsOf(profile: Pick<Profile, 'role' | 'all_camps' | 'allocated_camps'>): Permissions {
  const isAdmin = profile.role === 'admin';
  return {
    isAdmin,
    manageSiteWide: isAdmin,
    manageAccounts: isAdmin,
    readInbox: isAdmin,
    allCamps: isAdmin || profile.all_camps,
    campIds: new Set(profile.allocated_camps.map((c) => c.id)),
  };
}

/** Whether the account may touch content of this camp (null: content for every camp). */
export function mayTouchCamp(p: Permissions, campId: number | null | undefined): boolean {
  if (p.allCamps) return true;
  return campId !== null && campId !== undefined && p.campIds.has(campId);
}
