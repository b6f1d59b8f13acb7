// §5 partner form, shown in an overlay: required organization name, contact person, e-mail,
// organization type and interest (prefilled); phone optional. After success it resets and the
// overlay closes after 3 s. Without JavaScript the page shows it in place (0023).
import { useEffect, useRef } from 'react';
import { GENERAL_PARTNERSHIP_INQUIRY, ORGANIZATION_TYPES, PARTNER_FORM_CLOSE_MS } from '../../../shared/constants';
import { useSitePart } from '../../api/get-site-content';
import { usePostPartnerApplication } from '../../api/post-partner-application';
import { useMessages } from '../../lib/app-context';
import { FormFooter } from '../../components/form-footer';
import { NOTICE_BLANK, noticeState, PrivacyNotice } from '../../components/privacy-notice';
import { SelectField } from '../../forms/select-field';
import { TextField } from '../../forms/text-field';
import { loadFormSchemas } from '../../forms/form-schemas';
import { useApplicationSubmit } from './use-application-submit';
import { bindField } from './bind-field';

const blank = (interest: string) => ({
  organization_name: '',
  contact_person: '',
  email: '',
  phone: '',
  organization_type: '',
  partnership_interest: interest,
  website: '',
  ...NOTICE_BLANK,
});
type Field = keyof ReturnType<typeof blank>;

/** The form itself: in the overlay, or in the page where the page was asked for it without JavaScript (0023). */
export function PartnerForm({ interest, onDone }: { interest: string; onDone?(): void }) {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const post = usePostPartnerApplication();
  const form = useApplicationSubmit('partner', {
    initial: blank(interest),
    cleared: blank(''),
    schema: (s) => s.withAgeGate(s.partnerApplicationInput),
    mutation: post,
    afterSuccess: { ms: PARTNER_FORM_CLOSE_MS, run: onDone },
  });

  const field = (name: Field, label: string, type = 'text', autoComplete?: string, required = true) => (
    <TextField
      id={`partner-${name}`}
      {...bindField(form, name)}
      label={label}
      type={type}
      required={required}
      autoComplete={autoComplete}
    />
  );

  return (
    <form id="form-partner" className="form" method="post" action="#partner-status" noValidate onSubmit={form.onSubmit}>
      {field('organization_name', m.organizationName, 'text', 'organization')}
      {field('contact_person', m.contactPerson, 'text', 'name')}
      <div className="form__row">
        {field('email', m.email, 'email', 'email')}
        {field('phone', m.phone, 'tel', 'tel', false)}
      </div>
      <SelectField
        id="partner-organization_type"
        {...bindField(form, 'organization_type')}
        label={m.organizationType}
        choose={m.chooseOrganizationType}
        options={ORGANIZATION_TYPES}
        labels={msgs.web.choices.organizationTypes}
      />
      {field('partnership_interest', m.partnershipInterest)}
      <PrivacyNotice form="partner" state={noticeState(form)} ageGate />
      <FormFooter form={form} label={m.submitPartner} busyLabel={m.submitting} />
    </form>
  );
}

export function PartnerDialog({ interest, onClose }: { interest: string; onClose(): void }) {
  const msgs = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    void loadFormSchemas().catch(() => undefined);
  }, []);

  return (
    <dialog ref={dialog} className="partner-dialog" aria-labelledby="partner-form-title" onClose={onClose} onCancel={onClose}>
      <div className="partner-dialog__head">
        <h2 id="partner-form-title">{msgs.web.involved.partnerFormTitle}</h2>
        <button type="button" className="partner-dialog__close" aria-label={msgs.web.close} onClick={onClose}>
          ×
        </button>
      </div>
      <PartnerForm interest={interest} onDone={onClose} />
    </dialog>
  );
}

/**
 * The form in the page, for a visitor without JavaScript (server rendering only, 0023): the option
 * a link asked for (`?interest=3`, `general`), or what its post sent.
 */
export function PartnerInPage({ asked }: { asked?: string }) {
  const m = useMessages().web.involved;
  const options = useSitePart('partnership_options');
  const interest = asked === 'general' ? GENERAL_PARTNERSHIP_INQUIRY : (options.find((o) => String(o.id) === asked)?.title ?? '');
  return (
    <section id="partner-form" className="card partner-general" aria-labelledby="partner-form-title">
      <h3 id="partner-form-title">{m.partnerFormTitle}</h3>
      <PartnerForm interest={interest} />
    </section>
  );
}
