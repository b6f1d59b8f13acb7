// Every public form without JavaScript (docs/decisions/0023): a form posts as plain HTML to the
// page's own address; the website server checks the CSRF token against the visitor's cookie, checks
// the fields with the shared schemas, passes the submission to the API in-process (as the visitor:
// their address, the same token, the form's Idempotency-Key), and then either redirects to the
// page's success state (Post/Redirect/Get) or says how to render the page again with what was typed
// and what went wrong. The slot coordinators' sign-in keeps its state in httpOnly cookies instead of
// the tab's storage: the code's challenge, then the session.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { en } from '../../shared/messages/en';
import { validation } from '../../shared/messages/en-website';
import { contactMessageInput, partnerApplicationInput, volunteerApplicationInput } from '../../shared/schemas/applications';
import { summarizeIssues } from '../../shared/schemas/fields';
import { ADULT_FIELD, CONSENT_FIELD_PREFIX, NOTICE_VERSION_FIELD, privacyValues, withAgeGate } from '../../shared/schemas/privacy';
import type { SlotCoordinatorDetails } from '../../shared/schemas/staff/slot-coordinators';
import { ACTION_FIELD, CSRF_FIELD, FORM_FIELD, KEY_FIELD, SENT_PARAM } from '../../web/forms/plain-form';
import { filterAmount, isValidAmount } from '../../web/pages/get-involved/donation-amount';
import { paths } from '../../web/paths';
import type { DepartmentOption, PostedError, PostedState, SlotOption } from '../../web/ssr-contract';
import type { Config } from '../config';
import { OTP_MAX_TRIES, OTP_TTL_MS } from '../features/slot-coordinators/otp';
import { CHALLENGE_COOKIE } from '../features/slot-coordinators/routes';
import { CSRF_COOKIE, csrfCookieOptions, newCsrfToken, sameToken, TOKEN_PATTERN } from '../plugins/csrf';
import { IDEMPOTENCY_KEY } from '../plugins/idempotency';

/** A urlencoded body: every value of each name, in the order sent. */
export type FormBody = Record<string, string[]>;

export type PostOutcome = { kind: 'redirect'; location: string } | { kind: 'render'; status: number; posted: PostedState };

/** The code's challenge and what the page tells from it (when sent, wrong tries, the number for "Send again"). */
export const SLOT_CHALLENGE_COOKIE = 'slot_challenge';
/** A slot coordinator's session token (`sc_…`) after signing in without JavaScript. */
export const SLOT_SESSION_COOKIE = 'slot_session';
/** The query parameter of a partner link ("interest") that pre-selects the partner form's interest. */
const INTEREST_PARAM = 'interest';

/**
 * Whether a GET may get a page of the visitor's own (`pageState`): a success state or a partner
 * interest in the query, or a slot coordinator's sign-in cookie. What may not is the same page for
 * everyone, which the page cache's front door may answer (site-routes.ts).
 */
export function mayHaveVisitorState(url: string, cookieHeader: string | undefined): boolean {
  const query = url.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if (params.has(SENT_PARAM) || params.has(INTEREST_PARAM)) return true;
  }
  return cookieHeader !== undefined && (cookieHeader.includes(SLOT_SESSION_COOKIE) || cookieHeader.includes(SLOT_CHALLENGE_COOKIE));
}

/** The challenge cookie outlives its code, so that an expired code is told as such. */
const CHALLENGE_COOKIE_SECONDS = 60 * 60;
const BODY_LIMIT = 64 * 1024;
const SLOTS = '/api/slot-coordinators';

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
};

/** The §5 message's key in the catalogue, so that the page shows it in its own language. */
function validationKey(message: string): keyof typeof validation | undefined {
  return (Object.keys(validation) as (keyof typeof validation)[]).find((k) => validation[k] === message);
}

interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string }[];
}

const apiError = (answer: ApiAnswer): PostedError => {
  const retryAfter = Number(answer.headers['retry-after']);
  return { status: answer.status, body: answer.body, retryAfter: Number.isFinite(retryAfter) ? retryAfter : null };
};

/** A page's status for a refusal the API gave (a success code here means it answered what it should not). */
const refusalStatus = (status: number) => (status >= 400 && status < 600 ? status : 502);

interface ChallengeState {
  /** The API's challenge (its slot_otp cookie). */
  c: string;
  /** When the code was sent (ms). */
  t: number;
  /** Wrong tries so far. */
  n: number;
  /** The number, as typed, for "Send again". */
  p: string;
}

function readChallenge(raw: string | undefined): ChallengeState | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ChallengeState>;
    return typeof v.c === 'string' && typeof v.t === 'number' && typeof v.n === 'number' && typeof v.p === 'string'
      ? { c: v.c, t: v.t, n: v.n, p: v.p }
      : null;
  } catch {
    return null;
  }
}

/** The ids of one group of rank fields (`slot_3` = "2"), in the order of their ranks (ties: in page order). */
export function rankedIds(body: FormBody, group: 'slot' | 'department'): number[] {
  const pattern = new RegExp(`^${group}_(\\d{1,10})$`);
  const ranked: { id: number; rank: number; order: number }[] = [];
  let order = 0;
  for (const [name, values] of Object.entries(body)) {
    const match = pattern.exec(name);
    const rank = Number(values[0]);
    if (!match || !/^\d{1,3}$/.test(values[0] ?? '') || rank < 1) continue;
    ranked.push({ id: Number(match[1]), rank, order: order++ });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.id);
}

export function createFormPosts(app: FastifyInstance, config: Config, api: FastifyInstance) {
  // The API decides over https from its own public URL; the website from its own.
  const https = (request: FastifyRequest) => config.WEB_ORIGIN.startsWith('https:') || request.protocol === 'https';
  const privateCookie = (request: FastifyRequest, maxAge: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: https(request),
    maxAge,
  });

  // The website takes plain forms only: any other body is refused (415) before a handler runs.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    // No prototype: a field named __proto__ is a field like any other.
    const fields: FormBody = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) {
      const list = fields[name] ?? [];
      list.push(value);
      fields[name] = list;
    }
    done(null, fields);
  });

  /** The visitor's CSRF token: their cookie's, or a new one set now (the same cookie the API sets). */
  function visitorToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = request.cookies[CSRF_COOKIE];
    if (existing && TOKEN_PATTERN.test(existing)) return existing;
    const token = newCsrfToken();
    reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(https(request)));
    return token;
  }

  /**
   * The API in this process, as the visitor: their address as the website server sees it (its own
   * TRUST_PROXY decides, and no header of theirs is passed on), so the API's per-address limits hold
   * per visitor; their CSRF token as cookie and header, as the page's script sends it.
   */
  async function callApi(
    request: FastifyRequest,
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; cookies?: string[] } = {},
  ): Promise<ApiAnswer> {
    const cookies = [...(options.token ? [`${CSRF_COOKIE}=${options.token}`] : []), ...(options.cookies ?? [])];
    const reply = await api.inject({
      method,
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { 'x-csrftoken': options.token } : {}),
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    let body: unknown = null;
    try {
      body = reply.body ? JSON.parse(reply.body) : null;
    } catch {
      body = null;
    }
    return { status: reply.statusCode, body, headers: reply.headers, cookies: reply.cookies as ApiAnswer['cookies'] };
  }

  const sessionHeaders = (token: string) => ({ authorization: `Token ${token}` });

  /** The signed-in coordinator's page data; null with the refusal when it cannot be read, 'ended' for a session gone. */
  async function slotCamp(request: FastifyRequest, token: string) {
    const [details, slots, departments] = await Promise.all(
      ['details', 'slots', 'departments'].map((what) => callApi(request, 'GET', `${SLOTS}/${what}/`, { headers: sessionHeaders(token) })),
    );
    const failed = [details!, slots!, departments!].find((a) => a.status !== 200);
    if (failed?.status === 401) return 'ended' as const;
    if (failed) return { camp: null, error: apiError(failed) };
    return {
      camp: {
        details: details!.body as SlotCoordinatorDetails,
        slots: slots!.body as SlotOption[],
        departments: departments!.body as DepartmentOption[],
      },
    };
  }

  const codeStep = (error?: PostedError, sentAgain = false): PostedState => ({
    form: { kind: 'slot-code', values: { detail: en.staff.otpSent }, ...(error ? { error } : {}), ...(sentAgain ? { sentAgain } : {}) },
  });

  /** A code to `phone`: the challenge kept in our cookie, or the API's refusal. */
  async function requestCode(request: FastifyRequest, reply: FastifyReply, token: string, phone: string): Promise<ApiAnswer | null> {
    const answer = await callApi(request, 'POST', `${SLOTS}/request-otp/`, { token, body: { phone_number: phone } });
    const challenge = answer.status === 200 ? answer.cookies.find((c) => c.name === CHALLENGE_COOKIE)?.value : undefined;
    if (!challenge) return answer.status === 200 ? { ...answer, status: 502 } : answer;
    const state: ChallengeState = { c: challenge, t: Date.now(), n: 0, p: phone };
    reply.setCookie(
      SLOT_CHALLENGE_COOKIE,
      Buffer.from(JSON.stringify(state)).toString('base64url'),
      privateCookie(request, CHALLENGE_COOKIE_SECONDS),
    );
    return null;
  }

  return {
    visitorToken,

    /** A plain form's post to `url` (the page's own address). */
    async handle(request: FastifyRequest, reply: FastifyReply): Promise<PostOutcome> {
      const { pathname } = new URL(request.url, 'http://site');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as FormBody;
      const first = (name: string) => body[name]?.[0] ?? '';
      // A submit button's own action (Send again, Back) before its form's; the presets' form is the donation's.
      const named = first(ACTION_FIELD) || first(FORM_FIELD);
      const kind = named === 'donate-presets' ? 'donate' : named;
      const sentKey = first(KEY_FIELD);
      const key = IDEMPOTENCY_KEY.test(sentKey) ? sentKey : undefined;
      const redirect = (query = ''): PostOutcome => ({ kind: 'redirect', location: query ? `${pathname}?${query}` : pathname });
      const render = (status: number, posted: PostedState): PostOutcome => ({ kind: 'render', status, posted });

      // Back from the donation's second step changes nothing: no token needed (the provider's form carries none).
      if (kind === 'donate-back') return render(200, { form: { kind, values: { amount: filterAmount(body.amount?.at(-1) ?? '') } } });

      const cookie = request.cookies[CSRF_COOKIE];
      const sent = first(CSRF_FIELD);
      const token = cookie && TOKEN_PATTERN.test(cookie) && sent && sameToken(cookie, sent) ? cookie : null;
      const forbidden: PostedError = { status: 403, body: { error: en.api.csrf } };

      const application = Object.hasOwn(APPLICATIONS, kind) ? APPLICATIONS[kind] : undefined;
      if (application) {
        // The form's fields, and its notice's: the version shown, the age box, the optional purposes' boxes.
        const noticeFields = Object.keys(body).filter(
          (name) => name === NOTICE_VERSION_FIELD || name === ADULT_FIELD || name.startsWith(CONSENT_FIELD_PREFIX),
        );
        const values = Object.fromEntries([...application.fields, ...noticeFields].map((f) => [f, first(f)]));
        // What the page shows again: never the field only bots fill in.
        const shown = { ...values, website: '' };
        const again = (status: number, error: PostedError, fields: string[] = []) =>
          render(status, { form: { kind, values: shown, error, fields, ...(key ? { key } : {}) } });
        if (!token) return again(403, forbidden);
        const input = { ...(application.toInput ? application.toInput(values) : values), ...privacyValues(values) };
        const parsed = withAgeGate(application.schema).safeParse(input);
        if (!parsed.success) {
          const summary = summarizeIssues(parsed.error.issues);
          const message = validationKey(summary.error);
          return again(
            400,
            message ? { validation: message } : { status: 400, body: { error: summary.error } },
            Object.keys(summary.errors),
          );
        }
        const answer = await callApi(request, 'POST', application.url, {
          token,
          body: parsed.data,
          headers: key ? { 'idempotency-key': key } : {},
        });
        if (answer.status === 201) return redirect(application.success);
        const errors = (answer.body as { errors?: Record<string, unknown> } | null)?.errors;
        return again(refusalStatus(answer.status), apiError(answer), errors ? Object.keys(errors) : []);
      }

      if (kind === 'donate') {
        // The last amount: a preset's button comes after the typed one.
        const amount = filterAmount(body.amount?.at(-1) ?? '');
        if (!token) return render(403, { form: { kind, values: { amount }, error: forbidden } });
        return isValidAmount(amount)
          ? render(200, { form: { kind, values: { amount } } })
          : render(400, { form: { kind, values: { amount }, error: { validation: 'donationAmount' } } });
      }

      const challenge = readChallenge(request.cookies[SLOT_CHALLENGE_COOKIE]);
      const session = request.cookies[SLOT_SESSION_COOKIE];
      switch (kind) {
        case 'slot-phone': {
          const phone = first('phone_number');
          const phoneStep = (status: number, error: PostedError) =>
            render(status, { form: { kind, values: { phone_number: phone }, error } });
          if (!token) return phoneStep(403, forbidden);
          const refused = await requestCode(request, reply, token, phone);
          return refused ? phoneStep(refusalStatus(refused.status), apiError(refused)) : redirect();
        }
        case 'slot-resend': {
          if (!challenge) return redirect();
          if (!token) return render(403, codeStep(forbidden));
          const refused = await requestCode(request, reply, token, challenge.p);
          return refused ? render(refusalStatus(refused.status), codeStep(apiError(refused))) : redirect(`${SENT_PARAM}=code-again`);
        }
        case 'slot-restart':
          reply.clearCookie(SLOT_CHALLENGE_COOKIE, { path: '/' });
          return redirect();
        case 'slot-code': {
          if (!challenge) return redirect();
          if (!token) return render(403, codeStep(forbidden));
          const otp = first('otp').replace(/\D/g, '').slice(0, 6);
          if (otp.length !== 6) return render(400, codeStep({ code: 'codeFormat' }));
          const answer = await callApi(request, 'POST', `${SLOTS}/verify-otp/`, {
            token,
            body: { otp },
            cookies: [`${CHALLENGE_COOKIE}=${challenge.c}`],
          });
          if (answer.status === 200) {
            const { token: sessionToken, expires_at } = answer.body as { token: string; expires_at: string };
            const seconds = Math.max(60, Math.floor((Date.parse(expires_at) - Date.now()) / 1000));
            reply.setCookie(SLOT_SESSION_COOKIE, sessionToken, privateCookie(request, seconds));
            reply.clearCookie(SLOT_CHALLENGE_COOKIE, { path: '/' });
            return redirect();
          }
          if (answer.status !== 400 || !(answer.body as { errors?: { otp?: unknown } } | null)?.errors?.otp) {
            return render(refusalStatus(answer.status), codeStep(apiError(answer)));
          }
          // As the page's script tells it (0015): from the code's age and the wrong tries counted here.
          const tries = challenge.n + 1;
          reply.setCookie(
            SLOT_CHALLENGE_COOKIE,
            Buffer.from(JSON.stringify({ ...challenge, n: tries })).toString('base64url'),
            privateCookie(request, CHALLENGE_COOKIE_SECONDS),
          );
          const error: PostedError =
            Date.now() - challenge.t >= OTP_TTL_MS
              ? { code: 'codeExpired' }
              : tries >= OTP_MAX_TRIES
                ? { code: 'tooManyTries' }
                : { code: 'wrongCode', left: OTP_MAX_TRIES - tries };
          return render(400, codeStep(error));
        }
        case 'slot-preferences': {
          if (!session) return redirect(`${SENT_PARAM}=session-ended`);
          const failed = async (status: number, error: PostedError): Promise<PostOutcome> => {
            const camp = await slotCamp(request, session);
            if (camp === 'ended') return redirect(`${SENT_PARAM}=session-ended`);
            return render(status, { slots: { camp: camp.camp, saved: false, error: camp.camp ? error : (camp.error ?? error) } });
          };
          if (!token) return failed(403, forbidden);
          const answer = await callApi(request, 'POST', `${SLOTS}/preferences/`, {
            headers: sessionHeaders(session),
            body: { slots: rankedIds(body, 'slot'), departments: rankedIds(body, 'department'), note: first('note') },
          });
          if (answer.status === 200) return redirect(`${SENT_PARAM}=preferences`);
          if (answer.status === 401) {
            reply.clearCookie(SLOT_SESSION_COOKIE, { path: '/' });
            return redirect(`${SENT_PARAM}=session-ended`);
          }
          return failed(refusalStatus(answer.status), apiError(answer));
        }
        case 'slot-sign-out': {
          if (!session) return redirect();
          if (!token) {
            const camp = await slotCamp(request, session);
            if (camp === 'ended') return redirect(`${SENT_PARAM}=session-ended`);
            return render(403, { slots: { camp: camp.camp, saved: false, error: forbidden } });
          }
          await callApi(request, 'POST', `${SLOTS}/logout/`, { headers: sessionHeaders(session), body: {} });
          reply.clearCookie(SLOT_SESSION_COOKIE, { path: '/' });
          return redirect(`${SENT_PARAM}=signed-out`);
        }
        default:
          // Not a form of ours: nothing to do but show the page.
          return redirect();
      }
    },

    /**
     * A page only a visitor without JavaScript reaches, rendered for them (null: the page as it is):
     * a form's success state after Post/Redirect/Get (`?sent=volunteer`), the partner form in the
     * page (`?interest=3`), and the slot coordinators' page while a plain sign-in is under way or done.
     * `page`: the page's path without its language prefix.
     */
    async pageState(request: FastifyRequest, reply: FastifyReply, page: string): Promise<PostOutcome | null> {
      const url = new URL(request.url, 'http://site');
      const sent = url.searchParams.get(SENT_PARAM);
      const render = (posted: PostedState): PostOutcome => ({ kind: 'render', status: 200, posted });
      if (page === paths.slotCoordinators) {
        const state = await slotState(sent);
        if (state) return state;
        if (sent === 'signed-out' || sent === 'session-ended') {
          return render({ form: { kind: 'slot-phone', values: {}, info: sent === 'signed-out' ? 'signedOut' : 'sessionEnded' } });
        }
      }
      if (sent && Object.hasOwn(APPLICATIONS, sent)) return render({ form: { kind: sent, values: {}, sent: true } });
      const interest = url.searchParams.get(INTEREST_PARAM);
      if (interest !== null && page === paths.getInvolved) return render({ partnerInterest: interest });
      return null;

      async function slotState(sent: string | null): Promise<PostOutcome | null> {
        const session = request.cookies[SLOT_SESSION_COOKIE];
        const challenge = readChallenge(request.cookies[SLOT_CHALLENGE_COOKIE]);
        if (!session && !challenge) return null;
        if (session) {
          const camp = await slotCamp(request, session);
          if (camp === 'ended') {
            reply.clearCookie(SLOT_SESSION_COOKIE, { path: '/' });
            return { kind: 'redirect', location: `${url.pathname}?${SENT_PARAM}=session-ended` };
          }
          return {
            kind: 'render',
            status: 200,
            posted: { slots: { camp: camp.camp, saved: sent === 'preferences', ...(camp.error ? { error: camp.error } : {}) } },
          };
        }
        return { kind: 'render', status: 200, posted: codeStep(undefined, sent === 'code-again') };
      }
    },
  };
}

export type FormPosts = ReturnType<typeof createFormPosts>;

/** A fresh Idempotency-Key for a form shown to a visitor. */
export const newFormKey = () => randomUUID();
