// Contact us (§2): breadcrumb, the contact block and the message form. All fields are required
// by the form controls (§5); the success message clears after 2 s.
import { CONTACT_SUCCESS_CLEAR_MS } from '../../../shared/constants';
import { usePostContactMessage } from '../../api/post-contact-message';
import { useMessages } from '../../lib/app-context';
import { ContactBlock } from '../../components/contact-block';
import { FormFooter } from '../../components/form-footer';
import { NOTICE_BLANK, noticeState, PrivacyNotice, useNoticeInput } from '../../components/privacy-notice';
import { PageBanner } from '../../components/page-banner';
import { TextField } from '../../forms/text-field';
import { loadFormSchemas } from '../../forms/form-schemas';
import { useSubmit } from '../../forms/use-submit';
import './contact-us-page.css';

const empty = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '', ...NOTICE_BLANK };
type Field = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';

/** The API takes one name: the first and last names, trimmed and joined. */
const toInput = (values: typeof empty) => ({
  name: [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' '),
  email: values.email,
  subject: values.subject,
  message: values.message,
  website: values.website,
});

export default function ContactUsPage() {
  const msgs = useMessages();
  const m = msgs.web.contact;
  const post = usePostContactMessage();
  const noticeInput = useNoticeInput('contact');
  const form = useSubmit({
    kind: 'contact',
    initial: empty,
    schema: (s) => s.withAgeGate(s.contactMessageInput),
    toInput: (v) => ({ ...toInput(v), ...noticeInput(v) }),
    mutation: post,
    success: msgs.submit.contactSuccess,
    failed: msgs.submit.contactFailed,
    failedLater: msgs.submit.contactFailedLater,
    withDetail: true,
    afterSuccess: { ms: CONTACT_SUCCESS_CLEAR_MS },
  });
  const { values, set } = form;
  const input = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      id={`contact-${field}`}
      name={field}
      label={label}
      type={type}
      required="native"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
    />
  );

  return (
    <>
      <PageBanner page="contact" title={m.title} />
      <div className="container contact-page">
        <section className="section" aria-label={m.blockTitle}>
          <ContactBlock />
        </section>
        <section className="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{m.formTitle}</h2>
          <form
            id="form-contact"
            className="form"
            method="post"
            action="#contact-status"
            onSubmit={form.onSubmit}
            onFocus={() => void loadFormSchemas().catch(() => undefined)}
          >
            <div className="form__row">
              {input('firstName', m.firstName, 'text', 'given-name')}
              {input('lastName', m.lastName, 'text', 'family-name')}
            </div>
            {input('email', m.emailField, 'email', 'email')}
            {input('subject', m.subject)}
            <TextField
              id="contact-message"
              name="message"
              label={m.message}
              multiline
              required="native"
              value={values.message}
              onChange={set('message')}
            />
            <PrivacyNotice form="contact" state={noticeState(form)} ageGate />
            <FormFooter form={form} label={m.send} busyLabel={m.sending} />
          </form>
        </section>
      </div>
    </>
  );
}
