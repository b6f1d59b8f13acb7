// §5 partner form, shown in an overlay: required organization name, contact person, e-mail,
// organization type and interest (prefilled); phone optional. After success it resets and the
// overlay closes after 3 s.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ORGANIZATION_TYPES, PARTNER_FORM_CLOSE_MS } from '../../../shared/constants';
import type { PartnerApplicationInput } from '../../../shared/schemas/applications';
import { warmCsrf } from '../../api/api-client';
import { usePostPartnerApplication } from '../../api/post-partner-application';
import { submitErrorMessage } from '../../api/submit-error';
import { useApi, useMessages } from '../../app/app-context';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { checkForm, loadFormSchemas } from '../../forms/form-schemas';

const blank = (interest: string) => ({
  organization_name: '',
  contact_person: '',
  email: '',
  phone: '',
  organization_type: '',
  partnership_interest: interest,
  website: '',
});

export function PartnerDialog({ interest, onClose }: { interest: string; onClose(): void }) {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const api = useApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState(() => blank(interest));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const post = usePostPartnerApplication();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    void warmCsrf(api);
    void loadFormSchemas().catch(() => undefined);
  }, [api]);
  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(onClose, PARTNER_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const set = (field: keyof ReturnType<typeof blank>) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    let parsed;
    try {
      parsed = await checkForm<PartnerApplicationInput>((s) => s.partnerApplicationInput, values);
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
      setValues(blank(''));
      setSuccess(msgs.submit.partnerSuccess);
    } catch (e) {
      setError(submitErrorMessage(e, msgs.submit, msgs.submit.partnerFailed, msgs.submit.applicationFailedLater));
    }
  };
  const bad = (field: string) => invalid.includes(field) || undefined;
  const field = (name: keyof ReturnType<typeof blank>, label: string, type = 'text', autoComplete?: string, required = true) => (
    <div className="field">
      <label htmlFor={`partner-${name}`}>
        {label}
        {required ? ' *' : ''}
      </label>
      <input
        id={`partner-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={bad(name)}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
      />
    </div>
  );

  return (
    <dialog ref={dialog} className="partner-dialog" aria-labelledby="partner-form-title" onClose={onClose} onCancel={onClose}>
      <div className="partner-dialog__head">
        <h2 id="partner-form-title">{m.partnerFormTitle}</h2>
        <button type="button" className="partner-dialog__close" aria-label={msgs.web.close} onClick={onClose}>
          ×
        </button>
      </div>
      <form className="form" noValidate onSubmit={onSubmit}>
        {field('organization_name', m.organizationName, 'text', 'organization')}
        {field('contact_person', m.contactPerson, 'text', 'name')}
        <div className="form__row">
          {field('email', m.email, 'email', 'email')}
          {field('phone', m.phone, 'tel', 'tel', false)}
        </div>
        <div className="field">
          <label htmlFor="partner-organization_type">{m.organizationType} *</label>
          <select
            id="partner-organization_type"
            name="organization_type"
            aria-required="true"
            aria-invalid={bad('organization_type')}
            value={values.organization_type}
            onChange={(e) => set('organization_type')(e.target.value)}
          >
            <option value="">{m.chooseOrganizationType}</option>
            {ORGANIZATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {field('partnership_interest', m.partnershipInterest)}
        <HoneypotField value={values.website} onChange={set('website')} />
        <FormMessage success={success} error={error} />
        <div>
          <button type="submit" className="button" disabled={post.isPending}>
            {post.isPending ? m.submitting : m.submitPartner}
          </button>
        </div>
      </form>
    </dialog>
  );
}
