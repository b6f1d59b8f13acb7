// §4/§5 donation, as people in India give (decision 0037): step 1 the amount (typed or a preset) and
// the donor's declaration (a citizen of India giving their own funds, or not); step 2 what the API
// offers for them: UPI (QR code and app link), bank transfer above UPI's limit, or, for someone
// not an Indian citizen, the FCRA account or a polite explanation. The card provider's form (§7,
// posted in a new tab) stays behind the declaration while the settings keep it. Back returns to
// step 1. Without JavaScript step 1 posts to the website server, which asks the API in-process and
// answers with step 2 (or step 1 and the message), and Back posts there too (0023).
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { DONATION_CURRENCY, DONATION_PRESETS } from '../../../shared/constants';
import { filterAmount, isValidAmount } from '../../../shared/donation-amount';
import { fill } from '../../../shared/messages/fill';
import type { DonationOffer } from '../../../shared/schemas/donations';
import { DECLARATIONS, type Declaration } from '../../../shared/upi';
import { useSitePart } from '../../api/get-site-content';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useTypedBeforeScripts } from '../../forms/use-typed-before-scripts';
import { useApi, useLang, useMessages, usePosted, usePostedDonation } from '../../lib/app-context';
import { Link, useLocation } from '../../lib/router';
import { paths } from '../../paths';
import { DonationOfferView } from './donation-offer';
import { DonationReportForm } from './donation-report-form';
import { useDonationTexts } from './donation-texts';

const asDeclaration = (value: string | undefined): Declaration | '' => (value === 'indian' || value === 'foreign' ? value : '');

export function DonationForm() {
  const msgs = useMessages();
  const m = msgs.web.involved;
  const d = useDonationTexts();
  const api = useApi();
  const lang = useLang();
  const settings = useSitePart('settings');
  const posted = usePosted('donate');
  const postedOffer = usePostedDonation();
  const back = usePosted('donate-back');
  const reported = usePosted('donate-paid');
  const { pathname } = useLocation();
  const [amount, setAmount] = useState((posted ?? back)?.values.amount ?? '');
  const [declaration, setDeclaration] = useState<Declaration | ''>(asDeclaration((posted ?? back)?.values.declaration));
  const [offer, setOffer] = useState<DonationOffer | null>(posted && !posted.error ? (postedOffer ?? null) : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Continue is disabled for a wrong amount only once the page runs: without JavaScript it must post.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useTypedBeforeScripts('form-donate', { amount, declaration }, (name, typed) =>
    name === 'amount' ? setAmount(filterAmount(typed)) : setDeclaration(asDeclaration(typed)),
  );
  const valid = isValidAmount(amount);
  // §5's alert text: the plain post's, or, once the page runs, an amount typed that is not above 0
  // (Continue is disabled then, so its alert could never show).
  const amountError = live && amount !== '' && !valid ? msgs.validation.donationAmount : null;
  const error = failure ?? posted?.error ?? amountError;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      window.alert(msgs.validation.donationAmount);
      return;
    }
    if (!declaration) {
      setFailure(d.declarationRequired);
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      setOffer(await api.post<DonationOffer>('/api/donations/', { amount, declaration, lang }));
    } catch {
      setFailure(d.startFailed);
    } finally {
      setSending(false);
    }
  };

  // "I have paid" posted without JavaScript: its answer (the success line, or what was wrong).
  if (reported && !offer) {
    return (
      <div className="donation">
        <DonationReportForm reference={reported.values.reference ?? ''} amount={reported.values.amount ?? ''} />
      </div>
    );
  }
  if (offer) {
    const card = offer.kind !== 'foreign' && offer.card_step && settings.donate_url !== '';
    const backButton = (
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
          setOffer(null);
        }}
      >
        {msgs.web.back}
      </button>
    );
    return (
      <div className="donation">
        <p className="donation__step">{fill(m.step, { step: 2 })}</p>
        <h2>{m.payTitle}</h2>
        <DonationOfferView offer={offer} payee={settings.name} />
        {card ? (
          <>
            <h3>{d.cardTitle}</h3>
            <p>{fill(m.payText, { amount })}</p>
            {/* biome-ignore lint/security/noBlankTarget: the payment provider opens in a new tab with the referrer it expects; browsers give a form target no opener */}
            <form action={settings.donate_url} method="post" target="_blank" className="donation__pay">
              <input type="hidden" name="business" value={settings.donate_business_id} />
              <input type="hidden" name="amount" value={amount} />
              <input type="hidden" name="currency_code" value={DONATION_CURRENCY} />
              <input type="hidden" name="item_name" value={fill(m.itemName, { name: settings.name })} />
              <input type="hidden" name="no_recurring" value="0" />
              <input type="hidden" name="declaration" value={declaration} />
              {/* The page shows the donation's notice once: with "I have paid" when that form is there. */}
              {offer.kind === 'unavailable' ? <PrivacyNotice form="donation" ageGate send={false} /> : null}
              {backButton}
              <button type="submit" className="button">
                {fill(m.donateNow, { amount })}
              </button>
            </form>
          </>
        ) : (
          <form method="post" className="donation__pay">
            <input type="hidden" name="amount" value={amount} />
            <input type="hidden" name="declaration" value={declaration} />
            {backButton}
          </form>
        )}
        {offer.kind === 'upi' || offer.kind === 'bank' ? <DonationReportForm reference={offer.reference} amount={offer.amount} /> : null}
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
            aria-invalid={amountError || posted?.fields.includes('amount') ? true : undefined}
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
        <fieldset className="donation__declaration">
          <legend>
            <span className="donation__declaration-title">{d.declarationTitle}</span>: {d.declarationLegend}
          </legend>
          {DECLARATIONS.map((value) => (
            <label key={value}>
              <input type="radio" name="declaration" value={value} checked={declaration === value} onChange={() => setDeclaration(value)} />
              <span>{value === 'indian' ? d.declarationIndian : d.declarationForeign}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="donation-error" className="form-message form-message--error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button" disabled={(live && !valid) || sending}>
            {sending ? m.submitting : m.continue}
          </button>
        </div>
      </form>
      <form id="form-donate-presets" method="post" hidden>
        <input type="hidden" name="declaration" value={declaration} />
      </form>
      <p className="donation__statement">
        <Link to={paths.donorStatement}>{d.statementLink}</Link>
      </p>
    </>
  );
}
