// The donation's steps without JavaScript (decision 0037): step 1's amount and declaration checked
// here and passed to the API in-process, whose offer is step 2; a preset's button fills in the
// amount; Back from step 2 returns to step 1 with what was chosen.
import { filterAmount, isValidAmount } from '../../../shared/donation-amount';
import { donationOffer } from '../../../shared/schemas/donations';
import { splitLangPath } from '../../../web/paths';
import { apiError, FORBIDDEN, type PlainPost, type PlainPostSite, type PostOutcome } from './plain-post';

/** The form of the amount's preset buttons is the donation's. */
export const donationKind = (named: string) => (named === 'donate-presets' ? 'donate' : named);

const chosen = (post: PlainPost) => {
  const declaration = post.body.declaration?.at(-1) ?? '';
  return {
    // The last amount: a preset's button comes after the typed one.
    amount: filterAmount(post.body.amount?.at(-1) ?? ''),
    declaration: declaration === 'indian' || declaration === 'foreign' ? declaration : '',
  };
};

/** Back from the donation's second step changes nothing: no token needed (the provider's form carries none). */
export const donationBack = (post: PlainPost): PostOutcome => post.render(200, { form: { kind: 'donate-back', values: chosen(post) } });

export async function postDonation(site: PlainPostSite, post: PlainPost): Promise<PostOutcome> {
  const { token, render } = post;
  const kind = 'donate';
  const values = chosen(post);
  if (!token) return render(403, { form: { kind, values, error: FORBIDDEN } });
  // A preset's button only fills in the amount: the declaration is asked next to it.
  if (post.first('_form') === 'donate-presets' && !values.declaration) return render(200, { form: { kind: 'donate-back', values } });
  if (!isValidAmount(values.amount))
    return render(400, { form: { kind, values, error: { validation: 'donationAmount' }, fields: ['amount'] } });
  if (!values.declaration)
    return render(400, { form: { kind, values, error: { donation: 'declarationRequired' }, fields: ['declaration'] } });
  const { lang } = splitLangPath(new URL(post.request.url, 'http://site').pathname);
  const answer = await site.callApi(post.request, 'POST', '/api/donations/', { body: { ...values, lang }, token });
  const offer = donationOffer.safeParse(answer.body);
  if (answer.status >= 300 || !offer.success) {
    const error = answer.status === 400 ? { donation: 'startFailed' as const } : apiError(answer);
    return render(answer.status >= 400 ? answer.status : 502, { form: { kind, values, error } });
  }
  return render(200, { form: { kind, values }, donation: offer.data });
}
