// The volunteer, partner and contact forms without JavaScript: checked with the shared schemas,
// passed to the API as the page's script would post them, then the page's success state.
import type { z } from 'zod';
import { validation } from '../../../shared/messages/en-website';
import { contactMessageInput, partnerApplicationInput, volunteerApplicationInput } from '../../../shared/schemas/applications';
import { donationReportInput } from '../../../shared/schemas/donations';
import { summarizeIssues } from '../../../shared/schemas/fields';
import { ADULT_FIELD, CONSENT_FIELD_PREFIX, NOTICE_VERSION_FIELD, privacyValues, withAgeGate } from '../../../shared/schemas/privacy';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import type { PostedError } from '../../../web/ssr-contract';
import { apiError, FORBIDDEN, type PlainPost, type PlainPostSite, type PostOutcome, refusalStatus } from './plain-post';

interface ApplicationForm {
  url: string;
  schema: z.ZodObject;
  /** The form's fields as the page names them. */
  fields: readonly string[];
  /** What the API takes, when it is not the fields themselves. */
  toInput?(values: Record<string, string>): Record<string, string>;
  /** The page's state after it was stored: query and the success line's anchor. */
  success: string;
}

const APPLICATIONS: Record<string, ApplicationForm> = {
  volunteer: {
    url: '/api/volunteer-applications/',
    schema: volunteerApplicationInput,
    fields: ['full_name', 'email', 'role', 'message', 'website'],
    success: `${SENT_PARAM}=volunteer#volunteer-status`,
  },
  partner: {
    url: '/api/partner-applications/',
    schema: partnerApplicationInput,
    fields: ['organization_name', 'contact_person', 'email', 'phone', 'organization_type', 'partnership_interest', 'website'],
    success: `tab=partner&${SENT_PARAM}=partner#partner-status`,
  },
  contact: {
    url: '/contact/',
    schema: contactMessageInput,
    fields: ['firstName', 'lastName', 'email', 'subject', 'message', 'website'],
    // As the page does: one name, the first and last trimmed and joined.
    toInput: (v) => ({
      name: [v.firstName!.trim(), v.lastName!.trim()].filter(Boolean).join(' '),
      email: v.email!,
      subject: v.subject!,
      message: v.message!,
      website: v.website!,
    }),
    success: `${SENT_PARAM}=contact#contact-status`,
  },
  // "I have paid" (decision 0037), on the donation's step 2.
  'donate-paid': {
    url: '/api/donations/paid/',
    schema: donationReportInput,
    fields: ['reference', 'utr', 'amount', 'paid_on', 'name', 'address', 'pan', 'email', 'phone'],
    success: `tab=donate&${SENT_PARAM}=donate-paid#donate-paid-status`,
  },
};

/** Whether `kind` names one of these forms (a form's own name, or a success state's `?sent=`). */
export const isApplicationForm = (kind: string) => Object.hasOwn(APPLICATIONS, kind);

/** The §5 message's key in the catalogue, so that the page shows it in its own language. */
function validationKey(message: string): keyof typeof validation | undefined {
  return (Object.keys(validation) as (keyof typeof validation)[]).find((k) => validation[k] === message);
}

export async function postApplication(site: PlainPostSite, post: PlainPost): Promise<PostOutcome> {
  const { kind, first, key, token, render } = post;
  const application = APPLICATIONS[kind]!;
  // The form's fields, and its notice's: the version shown, the age box, the optional purposes' boxes (decision 0032).
  const noticeFields = Object.keys(post.body).filter(
    (name) => name === NOTICE_VERSION_FIELD || name === ADULT_FIELD || name.startsWith(CONSENT_FIELD_PREFIX),
  );
  const values = Object.fromEntries([...application.fields, ...noticeFields].map((f) => [f, first(f)]));
  // What the page shows again: never the field only bots fill in.
  const shown = { ...values, website: '' };
  const again = (status: number, error: PostedError, fields: string[] = []) =>
    render(status, { form: { kind, values: shown, error, fields, ...(key ? { key } : {}) } });
  if (!token) return again(403, FORBIDDEN);
  const input = { ...(application.toInput ? application.toInput(values) : values), ...privacyValues(values) };
  const parsed = withAgeGate(application.schema).safeParse(input);
  if (!parsed.success) {
    const summary = summarizeIssues(parsed.error.issues);
    const message = validationKey(summary.error);
    return again(400, message ? { validation: message } : { status: 400, body: { error: summary.error } }, Object.keys(summary.errors));
  }
  const answer = await site.callApi(post.request, 'POST', application.url, {
    token,
    body: parsed.data,
    headers: key ? { 'idempotency-key': key } : {},
  });
  if (answer.status === 201) return post.redirect(application.success);
  const errors = (answer.body as { errors?: Record<string, unknown> } | null)?.errors;
  return again(refusalStatus(answer.status), apiError(answer), errors ? Object.keys(errors) : []);
}
