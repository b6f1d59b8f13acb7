// Withdrawal's steps after the first (decision 0032), rendered by the server for the plain forms of
// /privacy/withdraw: the code's form, then each consent in force with its own one-tap button.
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import type { NoticeForm } from '../../../shared/schemas/privacy';
import { usePrivacyNotices } from '../../api/get-privacy-notices';
import { useLang, useMessages } from '../../lib/app-context';
import type { WithdrawState } from '../../ssr-contract';
import { usePrivacyTexts } from '../../components/privacy-texts';

/** What a consent was for, as its notice names it in the page's language. */
export function usePurposeLabel() {
  const notices = usePrivacyNotices();
  const hi = useLang() === 'hi';
  return (form: string, key: string) => {
    const purpose = notices.find((n) => n.form === form)?.purposes.find((p) => p.key === key);
    return purpose ? (hi && purpose.label_hi) || purpose.label : key;
  };
}

/** The code's step of a privacy page's plain forms: the code sent, its field, and a way back to the start. */
export function CodeStep({ kind, restart, error }: { kind: string; restart: string; error?: string | undefined }) {
  const t = usePrivacyTexts().withdraw;
  return (
    <form id={`form-${kind}`} className="form" method="post">
      <h2>{t.codeTitle}</h2>
      <p role="status">{t.codeSent}</p>
      <div className="field">
        <label htmlFor="privacy-code">{t.code}</label>
        <input id="privacy-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
      </div>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button">
          {t.checkCode}
        </button>
        <button type="submit" className="button button--outline" name="_action" value={restart} formNoValidate>
          {t.restart}
        </button>
      </div>
    </form>
  );
}

export function WithdrawSteps({ state }: { state: WithdrawState }) {
  const msgs = useMessages();
  const privacy = usePrivacyTexts();
  const t = privacy.withdraw;
  const label = usePurposeLabel();
  const error = state.error ? (
    <p className="form-message form-message--error" role="alert">
      {state.error}
    </p>
  ) : null;
  if (state.step === 'code') return <CodeStep kind="withdraw-code" restart="withdraw-restart" error={state.error} />;
  return (
    <form id="form-withdraw-one" className="form" method="post">
      <h2>{t.listTitle}</h2>
      {state.withdrawn ? (
        <p className="form-message form-message--success" role="status">
          {t.withdrawn}
        </p>
      ) : null}
      {error}
      {state.consents.length === 0 ? <p>{t.none}</p> : null}
      <ul className="withdraw-list">
        {state.consents.map((c) => {
          const purpose = label(c.form, c.purpose);
          return (
            <li key={`${c.subject_type}:${c.subject_id}:${c.purpose}`}>
              <p>
                <strong>{purpose}</strong>
                <br />
                {fill(t.given, {
                  date: formatDate(c.given_at, '', msgs.web.dates),
                  form: privacy.forms[c.form as NoticeForm] ?? c.form,
                })}
              </p>
              <button
                type="submit"
                className="button button--outline"
                name="consent"
                value={`${c.subject_type}:${c.subject_id}:${c.purpose}`}
              >
                {fill(t.withdrawOne, { purpose })}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="submit" className="link-button" name="_action" value="withdraw-restart">
        {t.restart}
      </button>
    </form>
  );
}
