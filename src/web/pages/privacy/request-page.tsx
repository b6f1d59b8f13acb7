// /privacy/request (and /hi/privacy/request), issue 24: the rights desk. A phone number or an
// e-mail address under the request's privacy notice, a one-time code to it, then the request filed
// as a ticket with its due date, or the access summary at once. Plain forms: the same steps with
// JavaScript on or off (the server keeps the step in an httpOnly cookie; request-steps.tsx).
import { useId } from 'react';
import { PageBanner } from '../../components/page-banner';
import { PrivacyNotice } from '../../components/privacy-notice';
import { usePrivacyTexts } from '../../components/privacy-texts';
import { usePosted, usePostedView } from '../../lib/app-context';
import './withdraw-page.css';

export default function RequestPage() {
  const texts = usePrivacyTexts();
  const t = texts.withdraw;
  const later = usePostedView()?.request;
  const refused = usePosted('request-contact')?.error;
  const id = useId();
  return (
    <>
      <PageBanner title={texts.request.title} text={texts.request.intro} />
      <div className="container withdraw-page">
        {later ?? (
          <form id="form-request-contact" className="form" method="post">
            <fieldset className="withdraw-channel">
              <legend>{t.channel}</legend>
              <label className="checkbox">
                <input type="radio" name="channel" value="phone" defaultChecked /> {t.phone}
              </label>
              <label className="checkbox">
                <input type="radio" name="channel" value="email" /> {t.email}
              </label>
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-destination`}>{t.destination}</label>
              <input id={`${id}-destination`} name="destination" autoComplete="email" required maxLength={254} />
            </div>
            <PrivacyNotice form="rights_request" />
            {refused ? (
              <p className="form-message form-message--error" role="alert">
                {refused}
              </p>
            ) : null}
            <div>
              <button type="submit" className="button">
                {t.sendCode}
              </button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}
