// §5 volunteer form: full name, e-mail and role required, message optional, values trimmed;
// validated with the same schema the API uses.
import { useEffect, useState, type FormEvent } from 'react';
import { VOLUNTEER_ROLES } from '../../../shared/constants';
import type { VolunteerApplicationInput } from '../../../shared/schemas/applications';
import { warmCsrf } from '../../api/api-client';
import { usePostVolunteerApplication } from '../../api/post-volunteer-application';
import { submitErrorMessage } from '../../api/submit-error';
import { useApi, useMessages } from '../../app/app-context';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { checkForm, loadFormSchemas } from '../../forms/form-schemas';

const empty = { full_name: '', email: '', role: '', message: '', website: '' };

export function VolunteerForm() {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const api = useApi();
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const post = usePostVolunteerApplication();
  useEffect(() => void warmCsrf(api), [api]);

  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    let parsed;
    try {
      parsed = await checkForm<VolunteerApplicationInput>((s) => s.volunteerApplicationInput, values);
    } catch {
      setError(msgs.submit.networkError);
      return;
    }
    if (!parsed.ok) {
      setInvalid(parsed.fields);
      setError(parsed.error);
      return;
    }
    setInvalid([]);
    setError(null);
    try {
      await post.mutateAsync(parsed.data);
      setValues(empty);
      setSuccess(msgs.submit.volunteerSuccess);
    } catch (e) {
      setError(submitErrorMessage(e, msgs.submit, msgs.submit.volunteerFailed, msgs.submit.applicationFailedLater));
    }
  };
  const bad = (field: string) => invalid.includes(field) || undefined;

  return (
    <form
      className="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadFormSchemas().catch(() => undefined)}
      aria-labelledby="volunteer-title"
    >
      <h2 id="volunteer-title">{m.volunteerTitle}</h2>
      <p>{m.volunteerText}</p>
      <div className="form__row">
        <div className="field">
          <label htmlFor="volunteer-name">{m.fullName} *</label>
          <input
            id="volunteer-name"
            name="full_name"
            autoComplete="name"
            aria-required="true"
            aria-invalid={bad('full_name')}
            value={values.full_name}
            onChange={(e) => set('full_name')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="volunteer-email">{m.email} *</label>
          <input
            id="volunteer-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={bad('email')}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="volunteer-role">{m.role} *</label>
        <select
          id="volunteer-role"
          name="role"
          aria-required="true"
          aria-invalid={bad('role')}
          value={values.role}
          onChange={(e) => set('role')(e.target.value)}
        >
          <option value="">{m.chooseRole}</option>
          {VOLUNTEER_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="volunteer-message">{m.volunteerMessage}</label>
        <textarea id="volunteer-message" name="message" value={values.message} onChange={(e) => set('message')(e.target.value)} />
      </div>
      <HoneypotField value={values.website} onChange={set('website')} />
      <FormMessage success={success} error={error} />
      <div>
        <button type="submit" className="button" disabled={post.isPending}>
          {post.isPending ? m.submitting : m.submitApplication}
        </button>
      </div>
    </form>
  );
}
