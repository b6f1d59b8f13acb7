// /login: the token and username are stored, the profile fetched, then on to the console.
import type { InputHTMLAttributes } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginInput } from '../../../shared/schemas/staff/accounts';
import { useLogin } from '../../lib/auth';
import { useSession } from '../../lib/console-context';
import { m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../components/auth-frame';
import { SubmitButton } from '../../components/form-controls';
import { FormError, FormField } from '../../components/form-field';
import { usePageTitle } from '../../components/page-header';
import { useForm } from '../../lib/use-form';
import { check } from '../../lib/validation';
import type { EndReason } from '../../api/session-store';

const notices: Record<Exclude<EndReason, null>, string> = {
  expired: m.login.sessionEnded,
  missing: shared.auth.noTokenFound,
  logout: shared.staff.loggedOut,
};

/** Only a console address the app itself sent us from. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(paths.home) ? from : paths.home;
}

export default function LoginPage() {
  usePageTitle(m.login.title);
  const session = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    initial: { username: session.username ?? '', password: '' },
    fields: ['username', 'password'],
    validate: (values) => {
      const result = check(loginInput, values);
      return result.ok ? null : result;
    },
    send: (values) => login.mutateAsync({ username: values.username ?? '', password: values.password ?? '' }),
    onSuccess: () => navigate(returnPath(location.state), { replace: true }),
  });

  if (session.token && !login.isPending && !form.submitting) return <Navigate to={returnPath(location.state)} replace />;
  const notice = session.endReason ? notices[session.endReason] : null;
  const input = (name: 'username' | 'password', label: string, attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField name={name} label={label} errors={form.errors[name]} required>
      {(c) => <input {...c} {...attributes} value={form.values[name]} onChange={(e) => form.setValue(name, e.target.value)} />}
    </FormField>
  );

  return (
    <AuthFrame>
      <h1>{m.login.title}</h1>
      <p className="muted">{m.login.intro}</p>
      {notice && !form.error && (
        <p className="notice notice--info" role="status">
          {notice}
        </p>
      )}
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        {input('username', m.login.username, { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
        {input('password', m.login.password, { type: 'password', autoComplete: 'current-password' })}
        <SubmitButton busy={form.submitting} label={m.login.submit} busyLabel={m.login.submitting} block />
      </form>
      <p className="auth-frame__links">
        {m.login.noAccount} <Link to={paths.register}>{m.login.register}</Link>
      </p>
      <p className="auth-frame__links">
        {m.login.slotCoordinator} <a href={paths.publicSlotCoordinators}>{m.login.slotSignIn}</a>
      </p>
      <p className="auth-frame__links">
        <a href={paths.website}>{m.login.backToSite}</a>
      </p>
    </AuthFrame>
  );
}
