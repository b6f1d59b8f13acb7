// Contact us (§2): breadcrumb, the contact block and the message form. All fields are required
// by the form controls (§5); the success message clears after 2 s.
import { useEffect, useState, type FormEvent } from 'react';
import { CONTACT_SUCCESS_CLEAR_MS } from '../../../shared/constants';
import type { ContactMessageInput } from '../../../shared/schemas/applications';
import { warmCsrf } from '../../api/api-client';
import { usePostContactMessage } from '../../api/post-contact-message';
import { submitErrorMessage } from '../../api/submit-error';
import { useApi, useMessages } from '../../app/app-context';
import { ContactBlock } from '../../components/contact-block';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { PageBanner } from '../../components/page-banner';
import { checkForm, loadFormSchemas } from '../../forms/form-schemas';
import './contact-us-page.css';

const empty = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };

export default function ContactUsPage() {
  const msgs = useMessages();
  const m = msgs.web.contact;
  const api = useApi();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const post = usePostContactMessage();
  useEffect(() => void warmCsrf(api), [api]);
  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(null), CONTACT_SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const name = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');
    const input = { name, email: values.email, subject: values.subject, message: values.message, website: values.website };
    let parsed;
    try {
      parsed = await checkForm<ContactMessageInput>((s) => s.contactMessageInput, input);
    } catch {
      setError(msgs.submit.networkError);
      return;
    }
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      await post.mutateAsync(parsed.data);
      setValues(empty);
      setSuccess(msgs.submit.contactSuccess);
    } catch (e) {
      setError(submitErrorMessage(e, msgs.submit, msgs.submit.contactFailed, msgs.submit.contactFailedLater, true));
    }
  };
  const input = (field: keyof typeof empty, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`contact-${field}`}>{label} *</label>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
      />
    </div>
  );

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container contact-page">
        <section className="section" aria-label={m.blockTitle}>
          <ContactBlock />
        </section>
        <section className="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{m.formTitle}</h2>
          <form className="form" onSubmit={onSubmit} onFocus={() => void loadFormSchemas().catch(() => undefined)}>
            <div className="form__row">
              {input('firstName', m.firstName, 'text', 'given-name')}
              {input('lastName', m.lastName, 'text', 'family-name')}
            </div>
            {input('email', m.emailField, 'email', 'email')}
            {input('subject', m.subject)}
            <div className="field">
              <label htmlFor="contact-message">{m.message} *</label>
              <textarea
                id="contact-message"
                name="message"
                required
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
              />
            </div>
            <HoneypotField value={values.website} onChange={set('website')} />
            <FormMessage success={success} error={error} />
            <div>
              <button type="submit" className="button" disabled={post.isPending}>
                {post.isPending ? m.sending : m.send}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
