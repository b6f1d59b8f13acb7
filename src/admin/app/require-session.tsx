// The gate of /admin: without a token, to /login (remembering where the person was going); with
// one, the profile is fetched before anything is shown. A 401 anywhere clears the token, and this
// gate sends the console back to /login. An account whose password an admin reset sees only the
// password change until it is done.
import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../lib/auth';
import { useSession } from '../lib/console-context';
import { CurrentUserProvider } from '../lib/current-user';
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import { errorsOf } from '../lib/validation';

const ForcedPasswordChange = lazy(() => import('../pages/profile/forced-password-change'));

export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const profile = useProfile();
  if (!token) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (profile.data?.must_change_password) return <ForcedPasswordChange />;
  if (profile.data) return <CurrentUserProvider profile={profile.data}>{children}</CurrentUserProvider>;
  if (profile.error) {
    return (
      <main id="main" className="auth-frame__card">
        <p className="notice notice--error" role="alert">
          {errorsOf(profile.error).error}
        </p>
        <button type="button" className="button" onClick={() => void profile.refetch()}>
          {m.retry}
        </button>
      </main>
    );
  }
  return (
    <p className="page-loading" role="status">
      {m.loading}
    </p>
  );
}
