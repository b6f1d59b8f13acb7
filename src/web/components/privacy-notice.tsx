// The privacy notice above a public form's button (decision 0032): what the form asks for and why, in
// the page's language, the privacy contact, the links to withdraw, to the rights desk and to the
// privacy page; the optional purposes as separate unticked boxes; and, where asked, "I am 18 or
// older". A plain form posts the notice's version with it (a hidden field), so without
// JavaScript too the submission records the text its sender saw.
import { useId } from 'react';
import { fill } from '../../shared/messages/fill';
import { ADULT_FIELD, CONSENT_FIELD_PREFIX, type NoticeForm, NOTICE_VERSION_FIELD, privacyValues } from '../../shared/privacy-fields';
import type { NoticeView } from '../../shared/schemas/privacy';
import { usePrivacyNotice } from '../api/get-privacy-notices';
import { useSitePart } from '../api/get-site-content';
import { useLang } from '../lib/app-context';
import { Link } from '../lib/router';
import { paths } from '../paths';
import './privacy-notice.css';
import { usePrivacyTexts } from './privacy-texts';

export interface NoticeFormState {
  values: Record<string, string>;
  set(field: string): (value: string) => void;
}

/** The boxes' values in a form's state (every inbox form has one optional purpose, `updates`). */
export const NOTICE_BLANK = { [ADULT_FIELD]: '', [`${CONSENT_FIELD_PREFIX}updates`]: '' } as Record<string, string>;

/** A form's state as the notice's boxes use it. */
export const noticeState = <V extends Record<string, string>>(form: { values: V; set(field: keyof V): (value: string) => void }) =>
  form as unknown as NoticeFormState;

/** The privacy part of a form's input: the version of the notice shown, the boxes ticked. */
export function useNoticeInput(form: NoticeForm) {
  const notice = usePrivacyNotice(form);
  return (values: Record<string, string>) => privacyValues({ ...values, [NOTICE_VERSION_FIELD]: notice ? String(notice.version) : '' });
}

/** The notice's texts in a language: the Hindi where staff gave it, else the English. */
export function noticeIn(notice: NoticeView, lang: string) {
  const hi = lang === 'hi';
  return {
    intro: (hi && notice.intro_hi) || notice.intro,
    items: hi && notice.items_hi.length > 0 ? notice.items_hi : notice.items,
    purposes: notice.purposes.map((p) => ({ ...p, label: (hi && p.label_hi) || p.label })),
  };
}

/** The notice's items: each field in bold with its purpose. */
export function NoticeItems({ notice }: { notice: NoticeView }) {
  const lang = useLang();
  return (
    <ul className="privacy-notice__items">
      {noticeIn(notice, lang).items.map((item) => (
        <li key={item.field}>
          <strong>{item.field}</strong>
          {item.purpose ? `: ${item.purpose}` : null}
        </li>
      ))}
    </ul>
  );
}

/** The privacy contact's name or designation and e-mail, as one line. */
export function PrivacyContactLine() {
  const t = usePrivacyTexts();
  const settings = useSitePart('settings');
  const name = settings.privacy_contact_name || settings.privacy_contact_email;
  if (!name) return null;
  return (
    <p className="privacy-notice__contact">
      {fill(t.contactLine, { name })}
      {settings.privacy_contact_name && settings.privacy_contact_email ? (
        <>
          {' · '}
          <a href={`mailto:${settings.privacy_contact_email}`}>{settings.privacy_contact_email}</a>
        </>
      ) : null}
      {settings.privacy_contact_phone ? (
        <>
          {' · '}
          <a href={`tel:${settings.privacy_contact_phone.replace(/\s+/g, '')}`}>{settings.privacy_contact_phone}</a>
        </>
      ) : null}
    </p>
  );
}

/**
 * `state`: the form's values, for its boxes (none: the boxes are the browser's own). `send`: false
 * for a form posted elsewhere (the payment provider's), which gets neither the version nor the boxes'
 * names; the age box still stops its submission (`required`).
 */
export function PrivacyNotice({
  form,
  state,
  ageGate = false,
  send = true,
  optionalBoxes = true,
}: {
  form: NoticeForm;
  state?: NoticeFormState;
  ageGate?: boolean;
  send?: boolean;
  /** false: the optional purposes are ticked elsewhere (a student's application: on the parent's page). */
  optionalBoxes?: boolean;
}) {
  const t = usePrivacyTexts();
  const lang = useLang();
  const notice = usePrivacyNotice(form);
  const id = useId();
  const shown = notice ? noticeIn(notice, lang) : null;
  const optional = (optionalBoxes && shown?.purposes.filter((p) => p.optional)) || [];
  const box = (name: string) =>
    state
      ? {
          checked: state.values[name] === 'on',
          onChange: (e: { target: { checked: boolean } }) => state.set(name)(e.target.checked ? 'on' : ''),
        }
      : {};
  return (
    <section className="privacy-notice" aria-labelledby={`${id}-title`} data-notice-form={form} data-notice-version={notice?.version}>
      <h3 id={`${id}-title`} className="privacy-notice__title">
        {t.noticeTitle}
      </h3>
      {notice && shown ? (
        <>
          {send ? <input type="hidden" name={NOTICE_VERSION_FIELD} value={notice.version} /> : null}
          {shown.intro ? <p>{shown.intro}</p> : null}
          {shown.items.length > 0 ? <p className="privacy-notice__subtitle">{t.itemsTitle}</p> : null}
          <NoticeItems notice={notice} />
        </>
      ) : null}
      <PrivacyContactLine />
      <p className="privacy-notice__links">
        <Link to={paths.privacyWithdraw}>{t.withdrawLink}</Link>
        {' · '}
        <Link to={paths.privacyRequest}>{t.rightsLink}</Link>
        {' · '}
        <Link to={paths.privacy}>{t.privacyLink}</Link>
      </p>
      {notice ? <p className="privacy-notice__version">{fill(t.noticeVersion, { version: notice.version })}</p> : null}
      {optional.length > 0 ? (
        <fieldset className="privacy-notice__optional">
          <legend>{t.optionalTitle}</legend>
          {optional.map((p) => {
            const name = `${CONSENT_FIELD_PREFIX}${p.key}`;
            return (
              <label key={p.key} className="checkbox">
                <input type="checkbox" name={send ? name : undefined} value="on" {...box(name)} /> {p.label}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {ageGate ? (
        <div className="privacy-notice__age">
          <label className="checkbox">
            <input type="checkbox" name={send ? ADULT_FIELD : undefined} value="on" required {...box(ADULT_FIELD)} /> {t.adult}
          </label>
          <p className="privacy-notice__under-age">{t.underAge}</p>
        </div>
      ) : null}
    </section>
  );
}
