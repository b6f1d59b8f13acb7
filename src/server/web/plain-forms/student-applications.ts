// /apply's plain forms (issue 25): the application (saved as a draft or sent on) and a draft opened
// again by its number and date of birth. The same with JavaScript on or off: the page posts here,
// the fields go to the API as they were typed, and the page shows them again with each field's
// message, or the application number (Post/Redirect/Get).
import { readApplicationNumber } from '../../../shared/application-number';
import { studentApplicationFields } from '../../../shared/schemas/student-applications';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import { type AdmitCardView, admitCardValues } from '../../../shared/schemas/student-application-pipeline';
import type { PostOutcome, PlainPost, PlainPostSite } from './plain-post';

const FIELDS = [
  ...Object.keys(studentApplicationFields.shape),
  'self_consent',
  'notice_version',
  'language',
  'number',
  'saved_date_of_birth',
];
const STATUSES = new Set(['draft', 'pending_consent', 'submitted']);
const NUMBER_PARAM = 'number';

/** Why the page shows the form again, in its own words (studentApplications.errors). */
type Problem = 'summary' | 'closed' | 'retry' | 'resume';

export function studentApplicationForms(site: PlainPostSite) {
  return {
    handles: (kind: string) => kind === 'apply' || kind === 'apply-resume' || kind === 'admit-card' || kind === 'admit-card-pdf',

    async post(post: PlainPost): Promise<PostOutcome> {
      const { first, token } = post;
      if (post.kind === 'admit-card' || post.kind === 'admit-card-pdf') return admitCard(site, post);
      if (post.kind === 'apply-resume') {
        const values = { number: first('number'), date_of_birth: first('date_of_birth') };
        const again = (status: number, problem: Problem) =>
          post.render(status, { form: { kind: 'apply-resume', values: { ...values, _problem: problem } } });
        if (!token) return again(403, 'retry');
        const answer = await site.callApi(post.request, 'POST', '/api/student-applications/resume/', { token, body: values });
        if (answer.status !== 200) return again(answer.status === 404 ? 404 : 400, answer.status === 404 ? 'resume' : 'retry');
        const draft = answer.body as Record<string, unknown>;
        const shown = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v === null ? '' : String(v)]));
        return post.render(200, { form: { kind: 'apply', values: { ...shown, saved_date_of_birth: String(draft.date_of_birth) } } });
      }
      const values = Object.fromEntries(FIELDS.map((f) => [f, first(f)]));
      const again = (status: number, problem: Problem, fields: string[] = []) =>
        post.render(status, { form: { kind: 'apply', values: { ...values, _problem: problem }, fields } });
      if (!token) return again(403, 'retry');
      const { number, saved_date_of_birth, ...rest } = values;
      const body = {
        ...rest,
        action: first('action') === 'draft' ? 'draft' : 'submit',
        ...(number ? { number, saved_date_of_birth } : {}),
      };
      const answer = await site.callApi(post.request, 'POST', '/api/student-applications/', {
        token,
        body,
        headers: post.key ? { 'idempotency-key': post.key } : {},
      });
      if (answer.status === 201) {
        const saved = answer.body as { number: string; status: string };
        return post.redirect(`${SENT_PARAM}=${saved.status}&${NUMBER_PARAM}=${encodeURIComponent(saved.number)}`);
      }
      const errors = (answer.body as { errors?: Record<string, unknown> } | null)?.errors;
      if (answer.status === 400 && errors) return again(400, 'summary', Object.keys(errors));
      return again(
        answer.status >= 400 && answer.status < 600 ? answer.status : 502,
        answer.status === 409 ? 'closed' : answer.status === 404 ? 'resume' : 'retry',
      );
    },

    /** The page after a post: the number and what happens next. */
    pageState(url: URL): PostOutcome | null {
      const status = url.searchParams.get(SENT_PARAM) ?? '';
      const number = readApplicationNumber(url.searchParams.get(NUMBER_PARAM) ?? '');
      if (!STATUSES.has(status) || !number) return null;
      return { kind: 'render', status: 200, posted: { form: { kind: 'apply', values: { status, number }, sent: true } } };
    },
  };
}

/**
 * /apply/admit-card (decision 0041): the card by number and date of birth, shown in the page, or
 * its PDF as the API made it. Every failure the same page: the one sentence, what was typed kept.
 */
async function admitCard(site: PlainPostSite, post: PlainPost): Promise<PostOutcome> {
  const values = { number: post.first('number'), date_of_birth: post.first('date_of_birth') };
  const again = (status: number, problem: 'failed' | 'retry') =>
    post.render(status, { form: { kind: 'admit-card', values: { ...values, _problem: problem } } });
  if (!post.token) return again(403, 'retry');
  const pdf = post.kind === 'admit-card-pdf';
  const answer = await site.callApi(post.request, 'POST', `/api/student-applications/admit-card/${pdf ? 'pdf/' : ''}`, {
    token: post.token,
    body: values,
  });
  if (answer.status === 404) return again(404, 'failed');
  if (answer.status !== 200) return again(answer.status === 429 ? 429 : 400, answer.status === 400 ? 'failed' : 'retry');
  if (pdf) {
    return {
      kind: 'file',
      type: 'application/pdf',
      // The button says download: a file to keep, not a page that replaces the card.
      disposition: String(answer.headers['content-disposition'] ?? 'inline; filename="admit-card.pdf"').replace(/^inline/, 'attachment'),
      body: answer.raw,
    };
  }
  return post.render(200, {
    form: { kind: 'admit-card', values: { ...values, ...admitCardValues(answer.body as AdmitCardView) }, sent: true },
  });
}
