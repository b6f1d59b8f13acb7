// The shared user context (§2, §4): the stored staff token and its profile. When the profile
// cannot be fetched for any reason but a rejected token, the frame shows the connection banner.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../../shared/http/api-error';
import { TOKEN_KEY } from '../../shared/http/staff-token';
import { useProfile, type Profile } from '../api/get-profile';

interface UserState {
  profile: Profile | null;
  error: unknown;
}

const UserContext = createContext<UserState>({ profile: null, error: null });

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function UserProvider({ children }: { children: ReactNode }) {
  // Read after mount: the server has no storage, and the first render must match its HTML.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(readToken()), []);
  const profile = useProfile(token);
  const rejected = profile.error instanceof ApiError && profile.error.status === 401;
  const value: UserState = { profile: profile.data ?? null, error: rejected ? null : profile.error };
  return <UserContext value={value}>{children}</UserContext>;
}

export const useUser = () => useContext(UserContext);
