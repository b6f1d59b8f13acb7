// /privacy/withdraw (and /hi/privacy/withdraw), issue 24: a phone number or an e-mail address, a
// one-time code to it, then each consent given with it and a one-tap withdrawal. Plain forms: the
// same steps with JavaScript on or off (the server keeps the step in an httpOnly cookie).
import { useId } from 'react';
import { usePosted, usePostedView } from '../../lib/app-context';
import { PageBanner } from '../../components/page-banner';
import './withdraw-page.css';
import { usePrivacyTexts } from '../../components/privacy-texts';

export default function WithdrawPage() {
  const t = usePrivacyTexts().withdraw;
  const later = usePostedView()?.withdraw;
  const refused = usePosted('withdraw-contact')?.error;
  const id = useId();
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container withdraw-page">
        {later ?? (
          <form id="form-withdraw-contact" className="form" method="post">
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
