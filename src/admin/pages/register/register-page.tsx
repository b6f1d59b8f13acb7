// /register: asks for a coordinator account; it can log in once an admin approves it.
import { useState } from 'react';
import { Link } from 'react-router';
import { registerInput } from '../../../shared/schemas/staff/accounts';
import { accountApi } from '../../api/account';
import { useApi } from '../../lib/console-context';
import { m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { AuthFrame } from '../../components/auth-frame';
import { FieldControl, SubmitButton } from '../../components/form-controls';
import { FormError } from '../../components/form-field';
import { usePageTitle } from '../../components/page-header';
import type { FieldSpec } from '../../lib/resource';
import { schemaCheck } from '../../lib/resource';
import { useForm } from '../../lib/use-form';

const fields: FieldSpec[] = [
  { name: 'full_name', label: m.register.fullName, kind: 'text', required: true, autoComplete: 'name' },
  { name: 'username', label: m.register.username, kind: 'text', required: true, hint: m.register.usernameHint, autoComplete: 'username' },
  { name: 'email', label: m.register.email, kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: m.register.phone, kind: 'tel', autoComplete: 'tel' },
  {
    name: 'password',
    label: m.register.password,
    kind: 'password',
    required: true,
    hint: m.register.passwordHint,
    autoComplete: 'new-password',
  },
  { name: 'note', label: m.register.note, kind: 'textarea', hint: m.register.noteHint },
];

export default function RegisterPage() {
  usePageTitle(m.register.title);
  const api = useApi();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ detail?: string }>({
    initial: { full_name: '', username: '', email: '', phone: '', password: '', note: '' },
    fields: fields.map((f) => f.name),
    validate: schemaCheck(registerInput),
    send: (values) => accountApi.register(api, values),
    onSuccess: (reply) => setDone(reply?.detail || shared.staff.registered),
  });

  if (done) {
    return (
      <AuthFrame>
        <h1>{m.register.doneTitle}</h1>
        <p className="notice notice--success" role="status">
          {done}
        </p>
        <Link className="button" to={paths.login}>
          {m.register.toLogin}
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <h1>{m.register.title}</h1>
      <p className="muted">{m.register.intro}</p>
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        {fields.map((spec) => (
          <FieldControl key={spec.name} spec={spec} form={form} />
        ))}
        <SubmitButton busy={form.submitting} label={m.register.submit} busyLabel={m.register.submitting} block />
      </form>
      <p className="auth-frame__links">
        {m.register.haveAccount} <Link to={paths.login}>{m.register.toLogin}</Link>
      </p>
    </AuthFrame>
  );
}
