// The donation's first step without JavaScript: the amount checked here (the provider's form comes
// next), and Back from the second step.
import { filterAmount, isValidAmount } from '../../../shared/donation-amount';
import { FORBIDDEN, type PlainPost, type PostOutcome } from './plain-post';

/** The form of the amount's preset buttons is the donation's. */
export const donationKind = (named: string) => (named === 'donate-presets' ? 'donate' : named);

/** Back from the donation's second step changes nothing: no token needed (the provider's form carries none). */
export const donationBack = ({ body, render }: PlainPost): PostOutcome =>
  render(200, { form: { kind: 'donate-back', values: { amount: filterAmount(body.amount?.at(-1) ?? '') } } });

export function postDonation({ body, token, render }: PlainPost): PostOutcome {
  const kind = 'donate';
  // The last amount: a preset's button comes after the typed one.
  const amount = filterAmount(body.amount?.at(-1) ?? '');
  if (!token) return render(403, { form: { kind, values: { amount }, error: FORBIDDEN } });
  return isValidAmount(amount)
    ? render(200, { form: { kind, values: { amount } } })
    : render(400, { form: { kind, values: { amount }, error: { validation: 'donationAmount' } } });
}
