// /admin/profile: the account's own details and photo (multipart PUT /api/profile/), and its password.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { passwordChange, profileUpdate, type Profile } from '../../../shared/schemas/staff';
import { accountApi } from '../../api/account';
import { useApi, useSession } from '../../app/console-context';
import { useCurrentUser } from '../../app/current-user';
import { fill, m } from '../../app/messages';
import { FieldControl } from '../../components/form-controls';
import { FormError } from '../../components/form-field';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { formData, schemaCheck, type FieldSpec } from '../../lib/resource';
import { useForm } from '../../lib/use-form';

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
        <section className="panel" aria-labelledby="profile-details">
          <h2 id="profile-details">{m.profile.details}</h2>
          <StatusNotice message={notice} />
          <form className="form" noValidate onSubmit={(e) => void details.submit(e)}>
            <FormError message={details.error} />
            {detailFields.map((spec) => (
              <FieldControl key={spec.name} spec={spec} form={details} />
            ))}
            {photo && <FieldControl spec={{ name: 'remove_photo', label: m.profile.removePhoto, kind: 'checkbox' }} form={details} />}
            {details.submitting && details.progress !== null && (
              <progress
                className="form__progress"
                max={100}
                value={Math.round(details.progress * 100)}
                aria-label={m.form.uploadProgress}
              />
            )}
            <div className="form__actions">
              <button type="submit" className="button" disabled={details.submitting}>
                {details.submitting ? m.saving : m.save}
              </button>
            </div>
          </form>
        </section>
        <section className="panel" aria-labelledby="profile-password">
          <h2 id="profile-password">{m.profile.password}</h2>
          <StatusNotice message={passwordNotice} />
          <form className="form" noValidate onSubmit={(e) => void password.submit(e)}>
            <FormError message={password.error} />
            {passwordFields.map((spec) => (
              <FieldControl key={spec.name} spec={spec} form={password} />
            ))}
            <div className="form__actions">
              <button type="submit" className="button" disabled={password.submitting}>
                {password.submitting ? m.saving : m.profile.changePassword}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
