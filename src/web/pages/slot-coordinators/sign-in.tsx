// The two steps of a slot coordinator's sign-in: the phone number, then the 6-digit code sent to
// it. The API answers the same for every number and every wrong code (docs/decisions/0015), so
// what went wrong with a code is told here from what this page knows: the code's age against its
// 10 minutes, and the wrong tries against the 5 a code allows. Both forms also post as plain HTML
// to the website server, which keeps the code's state in a cookie instead (0023).
import { SubmitButton } from '../../components/form-footer';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useSlotTexts } from './slot-texts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { fill, fillCount } from '../../../shared/messages/fill';
import { submitErrorMessage } from '../../api/submit-error';
import { useLang, useMessages, usePosted } from '../../lib/app-context';
import type { Lang } from '../../../shared/lang';
import { OTP_MAX_TRIES, OTP_TTL_MS } from '../../../shared/slot-sign-in';
import type { Details, SlotApi } from './slot-api';
import { useTypedBeforeScripts } from '../../forms/use-typed-before-scripts';

/** A wait in words, in the page's language: "45 seconds", "3 minutes" ("45 सेकंड", "3 मिनट"). */
export function waitText(seconds: number, lang: Lang = 'en'): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(Math.max(1, Math.ceil(seconds)))
    : new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** "0:45", "12:05". */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Only the digits of what was typed or pasted ("123 456", "Your code is 123456"), at most 6. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The same number however written: "+91 98765 43210", "098765-43210". */
const sameNumber = (a: string, b: string) => a.replace(/\D/g, '').slice(-10) === b.replace(/\D/g, '').slice(-10);

/** Whole seconds left until `at` (a Date.now() reading), counted down once a second. */
function useSecondsUntil(at: number): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (at <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (at <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === 0 ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The number and code of a sign-in link an admin gave (`#phone=+91…&code=123456`), or null. */
export function codeGivenByHand(hash: string): { phone: string; code: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const phone = params.get('phone') ?? '';
  const code = codeDigits(params.get('code') ?? '');
  return /^\+\d{8,15}$/.test(phone) && code.length === 6 ? { phone, code } : null;
}

export function SignIn(props: { api: SlotApi; notice: string | null; onSignedIn(details: Details, token: string): void }) {
  const msgs = useMessages();
  const lang = useLang();
  const m = useSlotTexts();
  const ids = useId();
  // A page answering a plain post: the number typed (and what was wrong), or the code step.
  const postedPhone = usePosted('slot-phone');
  const postedCode = usePosted('slot-code');
  const [phone, setPhone] = useState(postedPhone?.values.phone_number ?? '');
  const [sentTo, setSentTo] = useState<string | null>(postedCode ? '' : null);
  /** The number the last code went to, kept when the visitor goes back to the first step. */
  const [lastSentTo, setLastSentTo] = useState<string | null>(null);
  const [sentDetail, setSentDetail] = useState(postedCode?.values.detail ?? '');
  const [sentAt, setSentAt] = useState(0);
  const [resendAt, setResendAt] = useState(0);
  const [tries, setTries] = useState(0);
  const [code, setCode] = useState('');
  const posted = postedPhone ?? postedCode;
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const [info, setInfo] = useState<string | null>(posted?.info ?? null);
  const [pending, setPending] = useState(false);
  const wait = useSecondsUntil(resendAt);
  useTypedBeforeScripts('form-slot-phone', { phone_number: phone }, (_, typed) => setPhone(typed));
  useTypedBeforeScripts('form-slot-code', { otp: code }, (_, typed) => setCode(codeDigits(typed)));
  // A link an admin gave by hand (#phone=…&code=…): straight to the code step, filled in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts in the browser
  useEffect(() => {
    const given = codeGivenByHand(window.location.hash);
    if (!given) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setPhone(given.phone);
    setSentTo(given.phone);
    setSentDetail(m.codeGiven);
    setSentAt(Date.now());
    setCode(given.code);
  }, []);
  // Each code sent: the focus goes to the code field (rendered by then).
  useEffect(() => {
    if (sentAt) document.getElementById(`${ids}-code`)?.focus();
  }, [sentAt, ids]);

  const failed = (e: unknown, fallback: string) => {
    if (e instanceof ApiError && e.status === 429) {
      if (e.retryAfter) setResendAt(Date.now() + e.retryAfter * 1000);
      return fill(m.tooManyRequests, { time: waitText(e.retryAfter ?? 60, lang) });
    }
    return submitErrorMessage(e, msgs.submit, fallback, fallback);
  };

  async function sendCode(to: string, again: boolean) {
    setPending(true);
    setError(null);
    setInfo(null);
    try {
      const reply = await props.api.requestCode(to);
      setSentTo(to);
      setLastSentTo(to);
      setSentDetail(reply.detail);
      setSentAt(Date.now());
      setResendAt(Date.now() + reply.retry_after * 1000);
      setTries(0);
      setCode('');
      if (again) setInfo(m.sentAgain);
    } catch (e) {
      setError(failed(e, msgs.submit.networkError));
      // No new code for the number of the last one: back to that code, which may still work.
      if (e instanceof ApiError && e.status === 429 && lastSentTo && sameNumber(to, lastSentTo)) setSentTo(lastSentTo);
    } finally {
      setPending(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setInfo(null);
    if (code.length !== 6) {
      setError(m.codeFormat);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const reply = await props.api.verify(sentTo, code);
      props.onSignedIn(reply.coordinator, reply.token);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && (e.body as { errors?: { otp?: unknown } } | null)?.errors?.otp) {
        const used = tries + 1;
        setTries(used);
        setError(
          Date.now() - sentAt >= OTP_TTL_MS
            ? m.codeExpired
            : used >= OTP_MAX_TRIES
              ? m.tooManyTries
              : fillCount(m.wrongCode, OTP_MAX_TRIES - used),
        );
        setCode('');
        document.getElementById(`${ids}-code`)?.focus();
      } else {
        setError(failed(e, msgs.submit.networkError));
      }
    } finally {
      setPending(false);
    }
  }

  const messages = (
    <div aria-live="polite">
      {info ? <p className="form-message form-message--success">{info}</p> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert" id={`${ids}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );

  if (sentTo === null) {
    return (
      <section className="slots-card" aria-labelledby={`${ids}-phone-title`}>
        <h2 id={`${ids}-phone-title`}>{m.phoneTitle}</h2>
        {props.notice ? (
          <p className="form-message form-message--success" role="status">
            {props.notice}
          </p>
        ) : null}
        <form
          id="form-slot-phone"
          className="form"
          method="post"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void sendCode(phone, false);
          }}
        >
          <div className="field">
            <label htmlFor={`${ids}-phone`}>{m.phone} *</label>
            <input
              id={`${ids}-phone`}
              name="phone_number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              aria-describedby={`${ids}-phone-hint`}
              aria-invalid={error ? true : undefined}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <p className="field__hint" id={`${ids}-phone-hint`}>
              {m.phoneHint}
            </p>
          </div>
          {messages}
          <PrivacyNotice form="slot_coordinators" />
          <div>
            <SubmitButton pending={pending} label={m.sendCode} busyLabel={m.sending} />
          </div>
        </form>
      </section>
    );
  }

  const errorOnCode = error !== null && error !== msgs.submit.networkError;
  return (
    <section className="slots-card" aria-labelledby={`${ids}-code-title`}>
      <h2 id={`${ids}-code-title`}>{m.codeTitle}</h2>
      <p>{sentDetail}</p>
      <form id="form-slot-code" className="form" method="post" noValidate onSubmit={(e) => void verify(e)}>
        <div className="field">
          <label htmlFor={`${ids}-code`}>{m.code} *</label>
          <input
            id={`${ids}-code`}
            className="slots-code"
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            aria-describedby={`${ids}-code-hint${errorOnCode ? ` ${ids}-error` : ''}`}
            aria-invalid={errorOnCode || undefined}
            value={code}
            onChange={(e) => setCode(codeDigits(e.target.value))}
          />
          <p className="field__hint" id={`${ids}-code-hint`}>
            {m.codeHint}
          </p>
        </div>
        {messages}
        <div className="slots-actions">
          <SubmitButton pending={pending} label={m.verify} busyLabel={m.verifying} />
          <button
            type="submit"
            name="_action"
            value="slot-resend"
            className="button button--outline"
            disabled={pending || wait > 0}
            onClick={(e) => {
              e.preventDefault();
              void sendCode(sentTo, true);
            }}
          >
            {wait > 0 ? fill(m.sendAgainIn, { time: clockText(wait) }) : m.sendAgain}
          </button>
        </div>
        <p>
          <button
            type="submit"
            name="_action"
            value="slot-restart"
            className="link-button"
            onClick={(e) => {
              e.preventDefault();
              setSentTo(null);
              setError(null);
              setInfo(null);
              setCode('');
            }}
          >
            {m.otherNumber}
          </button>
        </p>
      </form>
    </section>
  );
}
