// §5 volunteer form: full name, e-mail and role required, message optional, values trimmed;
// validated with the same schema the API uses.
import { VOLUNTEER_ROLES } from '../../../shared/constants';
import { usePostVolunteerApplication } from '../../api/post-volunteer-application';
import { useMessages } from '../../lib/app-context';
import { FormFooter } from '../../components/form-footer';
import { NOTICE_BLANK, noticeState, PrivacyNotice } from '../../components/privacy-notice';
import { SelectField } from '../../forms/select-field';
import { TextField } from '../../forms/text-field';
import { loadFormSchemas } from '../../forms/form-schemas';
import { useApplicationSubmit } from './use-application-submit';
import { bindField } from './bind-field';

const empty = { full_name: '', email: '', role: '', message: '', website: '', ...NOTICE_BLANK };

export function VolunteerForm() {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const post = usePostVolunteerApplication();
  const form = useApplicationSubmit('volunteer', {
    initial: empty,
    schema: (s) => s.withAgeGate(s.volunteerApplicationInput),
    mutation: post,
  });
  const { values, set } = form;
  const bind = (name: keyof typeof empty) => bindField(form, name);

  return (
    <form
      id="form-volunteer"
      className="form"
      method="post"
      action="#volunteer-status"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={() => void loadFormSchemas().catch(() => undefined)}
      aria-labelledby="volunteer-title"
    >
      <h2 id="volunteer-title">{m.volunteerTitle}</h2>
      <p>{m.volunteerText}</p>
      <div className="form__row">
        <TextField id="volunteer-name" {...bind('full_name')} label={m.fullName} required autoComplete="name" />
        <TextField id="volunteer-email" {...bind('email')} label={m.email} type="email" required autoComplete="email" />
      </div>
      <SelectField
        id="volunteer-role"
        {...bind('role')}
        label={m.role}
        choose={m.chooseRole}
        options={VOLUNTEER_ROLES}
        labels={msgs.web.choices.volunteerRoles}
      />
      <TextField
        id="volunteer-message"
        name="message"
        label={m.volunteerMessage}
        multiline
        value={values.message}
        onChange={set('message')}
      />
      <PrivacyNotice form="volunteer" state={noticeState(form)} ageGate />
      <FormFooter form={form} label={m.submitApplication} busyLabel={m.submitting} />
    </form>
  );
}
