// /admin/profile: the account's own details and photo (multipart PUT /api/profile/), and its password.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { passwordChange, profileUpdate, type Profile } from '../../../shared/schemas/staff/accounts';
import { accountApi } from '../../api/account';
import { useApi, useSession } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { FieldControl, SubmitButton, UploadProgress } from '../../components/form-controls';
import { FormError } from '../../components/form-field';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { formData, schemaCheck, type FieldSpec } from '../../lib/resource';
import { type FormModel, useForm } from '../../lib/use-form';
import './profile-page.css';

const detailFields: FieldSpec[] = [
  { name: 'full_name', label: m.profile.fullName, kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: m.profile.email, kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: m.profile.phone, kind: 'tel', autoComplete: 'tel' },
  { name: 'photo', label: m.profile.newPhoto, kind: 'file', accept: 'image/jpeg,image/png,image/webp' },
];
const passwordFields: FieldSpec[] = [
  { name: 'current_password', label: m.profile.currentPassword, kind: 'password', required: true, autoComplete: 'current-password' },
  { name: 'new_password', label: m.profile.newPassword, kind: 'password', required: true, autoComplete: 'new-password' },
];

export default function ProfilePage() {
  const api = useApi();
  const client = useQueryClient();
  const { token } = useSession();
  const { profile } = useCurrentUser();
  const [notice, setNotice] = useState<string | null>(null);
  const [passwordNotice, setPasswordNotice] = useState<string | null>(null);
  const photo = profile.photo_variants[0]?.url ?? profile.photo;

  const details = useForm<Profile>({
    initial: { full_name: profile.full_name, email: profile.email, phone: profile.phone, remove_photo: 'false' },
    fields: [...detailFields.map((f) => f.name), 'remove_photo'],
    validate: schemaCheck(profileUpdate),
    send: (values, files, onUploadProgress) =>
      accountApi.updateProfile(api, formData(values, ['full_name', 'email', 'phone', 'remove_photo'], files), onUploadProgress),
    onSuccess: (saved) => {
      client.setQueryData(['profile', token], saved);
      details.reset({ full_name: saved.full_name, email: saved.email, phone: saved.phone, remove_photo: 'false' });
      setNotice(m.saved);
    },
  });
  const password = useForm<{ detail?: string }>({
    initial: { current_password: '', new_password: '' },
    fields: passwordFields.map((f) => f.name),
    validate: schemaCheck(passwordChange),
    send: (values) => accountApi.changePassword(api, values),
    onSuccess: (reply) => {
      password.reset();
      setPasswordNotice(reply?.detail ?? m.saved);
    },
  });

  return (
    <>
      <PageHeader title={m.profile.title} />
      <div className="profile">
        <section className="panel profile__summary" aria-labelledby="profile-summary">
          <h2 id="profile-summary" className="visually-hidden">
            {m.nav.account}
          </h2>
          {photo ? (
            <img
              className="avatar avatar--large"
              src={photo}
              alt={fill(m.profile.photoAlt, { name: profile.full_name || profile.username })}
              width={120}
              height={120}
            />
          ) : (
            <p className="avatar avatar--large avatar--empty">{m.profile.noPhoto}</p>
          )}
          <dl className="details">
            <div className="details__row">
              <dt>{m.profile.username}</dt>
              <dd>{profile.username}</dd>
            </div>
            <div className="details__row">
              <dt>{m.profile.role}</dt>
              <dd>{profile.role === 'admin' ? m.nav.roleAdmin : m.nav.roleCoordinator}</dd>
            </div>
            <div className="details__row">
              <dt>{m.profile.camps}</dt>
              <dd>{profile.all_camps ? m.allCamps : profile.allocated_camps.map((c) => c.name).join(', ') || m.none}</dd>
            </div>
          </dl>
        </section>
        <PanelForm id="profile-details" title={m.profile.details} notice={notice} form={details} fields={detailFields}>
          {photo && <FieldControl spec={{ name: 'remove_photo', label: m.profile.removePhoto, kind: 'checkbox' }} form={details} />}
          <UploadProgress form={details} />
          <div className="form__actions">
            <SubmitButton busy={details.submitting} label={m.save} busyLabel={m.saving} />
          </div>
        </PanelForm>
        <PanelForm id="profile-password" title={m.profile.password} notice={passwordNotice} form={password} fields={passwordFields}>
          <div className="form__actions">
            <SubmitButton busy={password.submitting} label={m.profile.changePassword} busyLabel={m.saving} />
          </div>
        </PanelForm>
      </div>
    </>
  );
}

/** A panel with its title, its outcome and a form of `fields`; `children` end the form. */
function PanelForm(props: { id: string; title: string; notice: string | null; form: FormModel; fields: FieldSpec[]; children: ReactNode }) {
  const { form } = props;
  return (
    <section className="panel" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <StatusNotice message={props.notice} />
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)}>
        <FormError message={form.error} />
        {props.fields.map((spec) => (
          <FieldControl key={spec.name} spec={spec} form={form} />
        ))}
        {props.children}
      </form>
    </section>
  );
}
