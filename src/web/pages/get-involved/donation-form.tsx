// §4/§5 donation: step 1 the amount (typed or a preset), step 2 a form posted in a new tab to the
// payment provider's donate page; Back returns to step 1. Without JavaScript step 1 posts to the
// website server, which checks the amount and answers with step 2 (or step 1 and the message), and
// Back posts there too (0023).
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { DONATION_CURRENCY, DONATION_PRESETS } from '../../../shared/constants';
import { useMessages, usePosted } from '../../lib/app-context';
import { useSitePart } from '../../api/get-site-content';
import { useLocation } from '../../lib/router';
import { fill } from '../../../shared/messages/fill';
import { filterAmount, isValidAmount } from '../../../shared/donation-amount';
import { useTypedBeforeScripts } from '../../forms/use-typed-before-scripts';
import { PrivacyNotice } from '../../components/privacy-notice';

export function DonationForm() {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const settings = useSitePart('settings');
  const posted = usePosted('donate');
  const back = usePosted('donate-back');
  const { pathname } = useLocation();
  const [amount, setAmount] = useState((posted ?? back)?.values.amount ?? '');
  const [step, setStep] = useState<1 | 2>(posted && !posted.error ? 2 : 1);
  // Continue is disabled for a wrong amount only once the page runs: without JavaScript it must post.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useTypedBeforeScripts('form-donate', { amount }, (_, typed) => setAmount(filterAmount(typed)));
  const valid = isValidAmount(amount);
  // §5's alert text: the plain post's, or, once the page runs, an amount typed that is not above 0
  // (Continue is disabled then, so its alert could never show).
  const error = posted?.error ?? (live && amount !== '' && !valid ? msgs.validation.donationAmount : null);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      window.alert(msgs.validation.donationAmount);
      return;
    }
    setStep(2);
  };

  if (step === 2) {
    return (
      <div className="donation">
        <p className="donation__step">{fill(m.step, { step: 2 })}</p>
        <h2>{m.payTitle}</h2>
        <p>{fill(m.payText, { amount })}</p>
        {/* biome-ignore lint/security/noBlankTarget: the payment provider opens in a new tab with the referrer it expects; browsers give a form target no opener */}
        <form action={settings.donate_url} method="post" target="_blank" className="donation__pay">
          <input type="hidden" name="business" value={settings.donate_business_id} />
          <input type="hidden" name="amount" value={amount} />
          <input type="hidden" name="currency_code" value={DONATION_CURRENCY} />
          <input type="hidden" name="item_name" value={fill(m.itemName, { name: settings.name })} />
          <input type="hidden" name="no_recurring" value="0" />
          <PrivacyNotice form="donation" ageGate send={false} />
          <button
            type="submit"
            className="button button--outline"
            formAction={`${pathname}?tab=donate`}
            formTarget="_self"
            formNoValidate
            name="_action"
            value="donate-back"
            onClick={(e) => {
              e.preventDefault();
              setStep(1);
            }}
          >
            {msgs.web.back}
          </button>
          <button type="submit" className="button">
            {fill(m.donateNow, { amount })}
          </button>
        </form>
      </div>
    );
  }
  return (
    <>
      <form id="form-donate" className="donation form" method="post" action="#involved-panel" onSubmit={next} noValidate>
        <p className="donation__step">{fill(m.step, { step: 1 })}</p>
        <h2>{m.donateTitle}</h2>
        <p>{m.donateText}</p>
        <div className="field">
          <label htmlFor="donation-amount">{m.amount}</label>
          <input
            id="donation-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={error ? 'donation-hint donation-error' : 'donation-hint'}
            aria-invalid={error ? true : undefined}
            value={amount}
            onChange={(e) => setAmount(filterAmount(e.target.value))}
          />
          <p id="donation-hint" className="field__hint">
            {m.amountHint}
          </p>
          {error ? (
            <p id="donation-error" className="form-message form-message--error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <fieldset className="donation__presets">
          <legend>{m.presets}</legend>
          {DONATION_PRESETS.map((preset) => (
            // Without JavaScript a preset posts the form below (not this one: Enter in the amount must continue).
            <button
              key={preset}
              type="submit"
              form="form-donate-presets"
              name="amount"
              value={preset}
              className="button button--outline button--small"
              aria-pressed={amount === String(preset)}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                setAmount(String(preset));
              }}
            >
              {fill(m.preset, { amount: preset })}
            </button>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="button" disabled={live && !valid}>
            {m.continue}
          </button>
        </div>
      </form>
      <form id="form-donate-presets" method="post" hidden />
    </>
  );
}
