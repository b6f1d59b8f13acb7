// /apply/consent (and /hi/apply/consent), decision 0035: a parent confirms their child's application on
// their own phone: the notice in the language they choose (the page's language switch), a code
// sent to the application's mobile, their declaration and the optional purposes as unticked
// boxes. Plain forms, the same with JavaScript on or off (the server keeps the code's challenge in
// an httpOnly cookie).
import { useId } from 'react';
import { fill } from '../../../shared/messages/fill';
import { RELATIONSHIPS } from '../../../shared/student-application-choices';
import { PageBanner } from '../../components/page-banner';
import { PrivacyNotice } from '../../components/privacy-notice';
import { usePosted } from '../../lib/app-context';
import { useLocation } from '../../lib/router';
import './apply-page.css';
import { Problem, useTexts } from './apply-texts';

/** The code's input: digits typed on a phone's number pad, offered from the SMS where the phone can. */
const CODE_FIELD = { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } as const;

export default function ConsentPage() {
  const t = useTexts();
  const c = t.consent;
  const id = useId();
  const { search } = useLocation();
  const asked = usePosted('apply-consent-code');
  const step = usePosted('apply-consent');
  const number = step?.values.number ?? asked?.values.number ?? new URLSearchParams(search).get('number') ?? '';
  const values = step?.values ?? {};
  const errors = new Set(step?.fields ?? []);
  return (
    <>
      <PageBanner title={c.title} text={c.intro} />
      <div className="container apply-page">
        {step?.sent ? (
          <p className="form-message form-message--success" role="status">
            {fill(c.done, { number })}
          </p>
        ) : step ? (
          <form id="form-apply-consent" className="form" method="post" noValidate>
            <input type="hidden" name="number" value={number} />
            <p role="status">{c.codeSent}</p>
            <Problem t={t} problem={values._problem} />
            <PrivacyNotice form="student_application" />
            <div className="field">
              <label htmlFor={`${id}-parent_name`}>{t.labels.parent_name} *</label>
              <input
                id={`${id}-parent_name`}
                name="parent_name"
                maxLength={200}
                defaultValue={values.parent_name ?? ''}
                aria-invalid={errors.has('parent_name') || undefined}
              />
              {errors.has('parent_name') ? <p className="field__error">{t.errors.parent_name}</p> : null}
            </div>
            <div className="field">
              <label htmlFor={`${id}-parent_relationship`}>{t.labels.parent_relationship} *</label>
              <select
                id={`${id}-parent_relationship`}
                name="parent_relationship"
                defaultValue={values.parent_relationship ?? ''}
                aria-invalid={errors.has('parent_relationship') || undefined}
              >
                <option value="">{t.choose}</option>
                {RELATIONSHIPS.map((r) => (
                  <option key={r} value={r}>
                    {t.options.parent_relationship[r]}
                  </option>
                ))}
              </select>
              {errors.has('parent_relationship') ? <p className="field__error">{t.errors.parent_relationship}</p> : null}
            </div>
            <div className="apply-check">
              <label className="checkbox">
                <input type="checkbox" name="adult" value="on" /> {c.declare}
              </label>
              {errors.has('adult') ? <p className="field__error">{c.adult}</p> : null}
            </div>
            <div className="field">
              <label htmlFor={`${id}-code`}>{c.code} *</label>
              <input id={`${id}-code`} {...CODE_FIELD} aria-invalid={errors.has('code') || undefined} />
            </div>
            <button type="submit" className="button">
              {c.confirm}
            </button>
          </form>
        ) : (
          <form id="form-apply-consent-code" className="form" method="post">
            <Problem t={t} problem={asked?.values._problem} />
            <div className="field">
              <label htmlFor={`${id}-number`}>{c.number} *</label>
              <input id={`${id}-number`} name="number" maxLength={20} autoComplete="off" defaultValue={number} />
            </div>
            <button type="submit" className="button">
              {c.sendCode}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
