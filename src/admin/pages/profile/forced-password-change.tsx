// After an admin reset the password: the console shows only this until a new password is chosen
// (the API refuses every other staff call meanwhile). The temporary password proves it is them.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { passwordChange } from '../../../shared/schemas/staff/accounts';
import { accountApi } from '../../api/account';
import { useLogout } from '../../lib/auth';
import { useApi } from '../../lib/console-context';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../components/auth-frame';
import { FieldControl, SubmitButton } from '../../components/form-controls';
import { FormError } from '../../components/form-field';
import { usePageTitle } from '../../components/page-header';
import { type FieldSpec, schemaCheck } from '../../lib/resource';
import { useForm } from '../../lib/use-form';

const f = m.forcedPassword;
const fields: FieldSpec[] = [
  { name: 'current_password', label: f.currentPassword, kind: 'password', required: true, autoComplete: 'current-password' },
  { name: 'new_password', label: f.newPassword, kind: 'password', required: true, autoComplete: 'new-password', hint: f.newPasswordHint },
];

export default function ForcedPasswordChange() {
  usePageTitle(f.title);
  const api = useApi();
  const client = useQueryClient();
  const logout = useLogout();
  const navigate = useNavigate();
  const form = useForm({
    initial: { current_password: '', new_password: '' },
    fields: fields.map((field) => field.name),
    validate: schemaCheck(passwordChange),
    send: (values) => accountApi.changePassword(api, values),
    // The fresh profile no longer asks for a change, and the console opens.
    onSuccess: () => void client.invalidateQueries({ queryKey: ['profile'] }),
  });
  return (
    <AuthFrame>
      <h1>{f.title}</h1>
      <p>{f.intro}</p>
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        {fields.map((spec) => (
          <FieldControl key={spec.name} spec={spec} form={form} />
        ))}
        <SubmitButton busy={form.submitting} label={f.submit} busyLabel={m.saving} block />
      </form>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })}
        >
          {m.nav.logout}
        </button>
      </p>
    </AuthFrame>
  );
}
