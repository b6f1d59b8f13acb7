// §4/§5 donation: step 1 the amount (typed or a preset), step 2 a form posted in a new tab to the
// payment provider's donate page; Back returns to step 1.
import { useState, type FormEvent } from 'react';
import { DONATION_CURRENCY, DONATION_PRESETS } from '../../../shared/constants';
import { useMessages } from '../../app/app-context';
import { useSiteContent } from '../../api/get-site-content';
import { fill } from '../../../shared/messages/fill';
import { filterAmount, isValidAmount } from './donation-amount';

export function DonationForm() {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const { settings } = useSiteContent();
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<1 | 2>(1);
  const valid = isValidAmount(amount);

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
          <button type="button" className="button button--outline" onClick={() => setStep(1)}>
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
    <form className="donation form" onSubmit={next} noValidate>
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
          aria-describedby="donation-hint"
          value={amount}
          onChange={(e) => setAmount(filterAmount(e.target.value))}
        />
        <p id="donation-hint" className="field__hint">
          {m.amountHint}
        </p>
      </div>
      <fieldset className="donation__presets">
        <legend>{m.presets}</legend>
        {DONATION_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button button--outline button--small"
            aria-pressed={amount === String(preset)}
            onClick={() => setAmount(String(preset))}
          >
            {fill(m.preset, { amount: preset })}
          </button>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={!valid}>
          {m.continue}
        </button>
      </div>
    </form>
  );
}
