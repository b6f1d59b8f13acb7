// Server rendering only (entry-server.tsx): a plain form's post, as the server found it, made into
// what the page shows, in the page's language: the same texts the page's script would have shown
// for the same refusal (docs/decisions/0023). Never in the browser's bundle.
import { type DonationMessages, donations } from '../../shared/messages/en-donations';
import { slotCoordinators as slotTexts } from '../../shared/messages/en-slot-coordinators';
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import { fill, fillCount } from '../../shared/messages/fill';
import { ApiError } from '../../shared/http/api-error';
import { submitErrorMessage } from '../api/submit-error';
import { PartnerInPage } from '../pages/get-involved/partner-form';
import { Choices, PlainLoadFailed } from '../pages/slot-coordinators/choices';
import { WithdrawSteps } from '../pages/privacy/withdraw-steps';
import { RightsSteps } from '../pages/privacy/request-steps';
import { StatementSteps } from '../pages/donor-statement/statement-steps';
import { waitText } from '../pages/slot-coordinators/sign-in';
import type { PostedError, PostedState } from '../ssr-contract';
import type { PostedView } from '../lib/posted';

/** The refusal text of each application form, as its useSubmit options give them. */
function failedTexts(kind: string, msgs: Messages): [string, string, boolean] {
  const s = msgs.submit;
  if (kind === 'partner') return [s.partnerFailed, s.applicationFailedLater, false];
  if (kind === 'contact') return [s.contactFailed, s.contactFailedLater, true];
  return [s.volunteerFailed, s.applicationFailedLater, false];
}

export function postedErrorText(error: PostedError, kind: string, msgs: Messages): string {
  const m = slotTexts;
  if ('validation' in error) return msgs.validation[error.validation];
  if ('donation' in error) return ((msgs as { donations?: DonationMessages }).donations ?? donations)[error.donation];
  if ('code' in error) return error.code === 'wrongCode' ? fillCount(m.wrongCode, error.left ?? 1) : m[error.code];
  const failure = new ApiError(error.status, `plain post: ${error.status}`, error.body ?? null, error.retryAfter ?? null);
  if (kind.startsWith('slot')) {
    // As sign-in.tsx and the choices tell them.
    if (error.status === 429) return fill(m.tooManyRequests, { time: waitText(error.retryAfter ?? 60) });
    const fallback = kind === 'slot-preferences' ? m.saveFailed : msgs.submit.networkError;
    return submitErrorMessage(failure, msgs.submit, fallback, fallback);
  }
  const [failed, later, withDetail] = failedTexts(kind, msgs);
  return submitErrorMessage(failure, msgs.submit, failed, later, withDetail);
}

export function postedView(posted: PostedState, msgs: Messages): PostedView {
  const { form, slots } = posted;
  const views: NonNullable<PostedView['views']> = {};
  if (slots) {
    const error = slots.error ? postedErrorText(slots.error, 'slot-preferences', msgs) : null;
    views.slots = slots.camp ? (
      <Choices mode="plain" camp={slots.camp} saved={slots.saved} error={error} />
    ) : (
      <PlainLoadFailed error={error} />
    );
  }
  if (posted.withdraw) views.withdraw = <WithdrawSteps state={posted.withdraw} />;
  if (posted.request) views.request = <RightsSteps state={posted.request} />;
  if (posted.statement) views.statement = <StatementSteps state={posted.statement} />;
  if (form?.kind === 'partner' || posted.partnerInterest !== undefined) {
    views.partner = <PartnerInPage {...(posted.partnerInterest ? { asked: posted.partnerInterest } : {})} />;
  }
  return {
    views,
    ...(posted.donation ? { donation: posted.donation } : {}),
    ...(form
      ? {
          form: {
            kind: form.kind,
            values: form.values,
            error: form.error ? postedErrorText(form.error, form.kind, msgs) : null,
            info: form.info ? slotTexts[form.info] : null,
            fields: form.fields ?? [],
            ...(form.sent ? { sent: true } : {}),
          },
        }
      : {}),
  };
}
