// The donation's second step (decision 0037) as the API offered it: UPI (the QR code drawn by the API,
// and on phones the app link), bank transfer above UPI's limit, the foreign citizen's path (the
// FCRA account, or a polite explanation and no payment option), or "not set up".
import type { DonationOffer } from '../../../shared/schemas/donations';
import { fill } from '../../../shared/messages/fill';
import { useConfig } from '../../lib/app-context';
import { useDonationTexts } from './donation-texts';

export function DonationOfferView({ offer, payee }: { offer: DonationOffer; payee: string }) {
  const d = useDonationTexts();
  const { apiUrl } = useConfig();
  if (offer.kind === 'foreign') {
    return (
      <section className="donation__offer" aria-labelledby="donation-offer-title">
        <h3 id="donation-offer-title">{d.foreignTitle}</h3>
        {offer.fcra_details ? (
          <>
            <p>{d.foreignFcraText}</p>
            <p className="donation__account">{offer.fcra_details}</p>
          </>
        ) : (
          <p>{d.foreignText}</p>
        )}
      </section>
    );
  }
  if (offer.kind === 'unavailable') return <p className="donation__offer">{d.notSetUp}</p>;
  const reference = <p className="donation__reference">{fill(d.referenceLine, { reference: offer.reference })}</p>;
  if (offer.kind === 'bank') {
    return (
      <section className="donation__offer" aria-labelledby="donation-offer-title">
        <h3 id="donation-offer-title">{d.bankTitle}</h3>
        <p>{fill(d.bankText, { amount: offer.amount, reference: offer.reference })}</p>
        <p className="donation__account">{offer.bank_details}</p>
        {reference}
      </section>
    );
  }
  return (
    <section className="donation__offer" aria-labelledby="donation-offer-title">
      <h3 id="donation-offer-title">{d.payUpiTitle}</h3>
      <p>{d.payUpiText}</p>
      <img
        className="donation__qr"
        src={`${apiUrl}/api/donations/${encodeURIComponent(offer.reference)}/qr.svg`}
        alt={fill(d.qrAlt, { amount: offer.amount, name: offer.payee_name || payee, reference: offer.reference })}
        width={240}
        height={240}
      />
      <p className="donation__upi-app">
        <a className="button" href={offer.upi_link}>
          {d.payWithApp}
        </a>
      </p>
      <p>{fill(d.upiId, { upiId: offer.upi_id })}</p>
      {reference}
    </section>
  );
}
