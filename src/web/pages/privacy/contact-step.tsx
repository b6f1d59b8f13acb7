// The first step of a privacy page's plain forms (decision 0032): a phone number or an e-mail address
// for a one-time code, with what the page adds above the button (the request page's notice).
import { type ReactNode, useId } from 'react';
import { usePrivacyTexts } from '../../components/privacy-texts';
import { usePosted } from '../../lib/app-context';

export function ContactStep({ kind, title, children }: { kind: string; title?: string; children?: ReactNode }) {
  const t = usePrivacyTexts().withdraw;
  const refused = usePosted(kind)?.error;
  const id = useId();
  return (
    <form id={`form-${kind}`} className="form" method="post">
      {title ? <h2>{title}</h2> : null}
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
      {children}
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
  );
}
