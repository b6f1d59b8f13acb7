// /apply's plain forms (decision 0035): the application (saved as a draft or sent on) and a draft opened
// again by its number and date of birth. The same with JavaScript on or off: the page posts here,
// the fields go to the API as they were typed, and the page shows them again with each field's
// message, or the application number (Post/Redirect/Get).
import { readApplicationNumber } from '../../../shared/application-number';
import { studentApplicationFields } from '../../../shared/schemas/student-applications';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import { admitCardValues } from '../../../shared/admit-card-values';
import type { AdmitCardView } from '../../../shared/schemas/student-application-pipeline';
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
/** The parent's step: the code's challenge and the application's number (httpOnly, 30 minutes). */
export const CONSENT_COOKIE = 'apply_consent';
const COOKIE_SECONDS = 30 * 60;
const CONSENT_KINDS = new Set(['apply-consent-code', 'apply-consent']);
/** The status page: the look-up, the withdrawal's first step (ask) and its confirmation. */
const STATUS_KINDS = new Set(['apply-status', 'apply-withdraw-ask', 'apply-withdraw']);
/**
 * The number and date of birth a status look-up matched (httpOnly, 30 minutes), so that the
 * withdrawal's steps need not carry them in the page. The API checks both again at each step.
 */
export const STATUS_COOKIE = 'apply_status';

/** A step's cookie (base64url JSON of strings), or null when it is missing or not what `keys` name. */
function readCookie<K extends string>(raw: string | undefined, keys: readonly K[]): Record<K, string> | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    return keys.every((k) => typeof p[k] === 'string') ? (p as Record<K, string>) : null;
  } catch {
    return null;
  }
}
const readStep = (raw: string | undefined) => readCookie(raw, ['c', 'n']);
const readLookup = (raw: string | undefined) => readCookie(raw, ['n', 'd']);

/** Why the page shows the form again, in its own words (studentApplications.errors). */
type Problem = 'summary' | 'closed' | 'retry' | 'resume' | 'code' | 'status';

export function studentApplicationForms(site: PlainPostSite) {
  async function consentPost(post: PlainPost): Promise<PostOutcome> {
    const { request, reply, first, token } = post;
    if (post.kind === 'apply-consent-code') {
      const number = first('number').trim();
      const again = (status: number, problem: Problem) =>
        post.render(status, { form: { kind: post.kind, values: { number, _problem: problem } } });
      if (!token) return again(403, 'retry');
      const answer = await site.callApi(request, 'POST', '/api/student-applications/consent/code/', { token, body: { number } });
      if (answer.status !== 200) return again(answer.status === 429 ? 429 : 400, 'retry');
      const challenge = (answer.body as { challenge: string }).challenge;
      reply.setCookie(
        CONSENT_COOKIE,
        Buffer.from(JSON.stringify({ c: challenge, n: number })).toString('base64url'),
        site.privateCookie(request, COOKIE_SECONDS),
      );
      return post.redirect();
    }
    const step = readStep(request.cookies[CONSENT_COOKIE]);
    if (!step) return post.redirect();
    const values = { number: step.n, parent_name: first('parent_name'), parent_relationship: first('parent_relationship') };
    const again = (status: number, problem: Problem, fields: string[] = []) =>
      post.render(status, { form: { kind: post.kind, values: { ...values, _problem: problem }, fields } });
    if (!token) return again(403, 'retry');
    const consents = Object.keys(post.body)
      .filter((k) => k.startsWith('consent_') && first(k) === 'on')
      .map((k) => k.slice('consent_'.length));
    const answer = await site.callApi(request, 'POST', '/api/student-applications/consent/', {
      token,
      body: {
        ...values,
        challenge: step.c,
        code: first('code'),
        adult: first('adult'),
        consents,
        notice_version: first('notice_version') || undefined,
      },
    });
    if (answer.status === 200) {
      reply.clearCookie(CONSENT_COOKIE, { path: '/' });
      return post.redirect(`${SENT_PARAM}=consented&${NUMBER_PARAM}=${encodeURIComponent(step.n)}`);
    }
    const errors = Object.keys((answer.body as { errors?: Record<string, unknown> } | null)?.errors ?? {});
    return again(400, errors.includes('code') ? 'code' : errors.length ? 'summary' : 'retry', errors);
  }

  /** The status page's three posts; every failure of the look-up is one reply (404, the same sentence). */
  async function statusPost(post: PlainPost): Promise<PostOutcome> {
    const { request, reply, first, token } = post;
    const saved = readLookup(request.cookies[STATUS_COOKIE]);
    const lookup = post.kind === 'apply-status' ? { n: first('number'), d: first('date_of_birth') } : saved;
    const ask = (status: number, problem: Problem) =>
      post.render(status, {
        form: { kind: 'apply-status', values: { number: lookup?.n ?? '', date_of_birth: lookup?.d ?? '', _problem: problem } },
      });
    if (!token) return ask(403, 'retry');
    if (!lookup) return ask(400, 'retry');
    const body = { number: lookup.n, date_of_birth: lookup.d };
    const path = post.kind === 'apply-withdraw' ? 'withdraw' : 'status';
    const answer = await site.callApi(request, 'POST', `/api/student-applications/${path}/`, { token, body });
    if (answer.status !== 200) {
      if (answer.status === 404) reply.clearCookie(STATUS_COOKIE, { path: '/' });
      return ask(answer.status === 404 ? 404 : answer.status === 429 ? 429 : 400, answer.status === 404 ? 'status' : 'retry');
    }
    const found = answer.body as { number: string; status: string; changed_at: string };
    if (post.kind === 'apply-withdraw') {
      reply.clearCookie(STATUS_COOKIE, { path: '/' });
      return post.redirect(`${SENT_PARAM}=withdrawn&${NUMBER_PARAM}=${encodeURIComponent(found.number)}`);
    }
    if (post.kind === 'apply-status') {
      reply.setCookie(
        STATUS_COOKIE,
        Buffer.from(JSON.stringify(lookup)).toString('base64url'),
        site.privateCookie(request, COOKIE_SECONDS),
      );
    }
    return post.render(200, { form: { kind: post.kind, values: found, sent: true } });
  }

  return {
    handles: (kind: string) =>
      kind === 'apply' ||
      kind === 'apply-resume' ||
      CONSENT_KINDS.has(kind) ||
      STATUS_KINDS.has(kind) ||
      kind === 'admit-card' ||
      kind === 'admit-card-pdf',

    async post(post: PlainPost): Promise<PostOutcome> {
      const { first, token } = post;
      if (CONSENT_KINDS.has(post.kind)) return consentPost(post);
      if (STATUS_KINDS.has(post.kind)) return statusPost(post);
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

    /** The parent's page: the code's step while its cookie lasts, and the end. */
    consentState(request: PlainPost['request'], url: URL): PostOutcome | null {
      const render = (values: Record<string, string>, sent = false): PostOutcome => ({
        kind: 'render',
        status: 200,
        posted: { form: { kind: 'apply-consent', values, ...(sent ? { sent: true } : {}) } },
      });
      const number = readApplicationNumber(url.searchParams.get(NUMBER_PARAM) ?? '');
      if (url.searchParams.get(SENT_PARAM) === 'consented' && number) return render({ number }, true);
      const step = readStep(request.cookies[CONSENT_COOKIE]);
      return step ? render({ number: step.n }) : null;
    },

    /** The status page after a withdrawal (Post/Redirect/Get). */
    statusState(url: URL): PostOutcome | null {
      const number = readApplicationNumber(url.searchParams.get(NUMBER_PARAM) ?? '');
      if (url.searchParams.get(SENT_PARAM) !== 'withdrawn' || !number) return null;
      return {
        kind: 'render',
        status: 200,
        posted: { form: { kind: 'apply-withdraw', values: { number, status: 'withdrawn' }, sent: true } },
      };
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
