// The slot coordinators' page without JavaScript: the sign-in keeps its state in httpOnly cookies
// instead of the tab's storage (the code's challenge, then the session), and the preferences post
// as a plain form.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { en } from '../../../shared/messages/en';
import type { SlotCoordinatorDetails } from '../../../shared/schemas/staff/slot-coordinators';
import { OTP_CHALLENGE_COOKIE, OTP_MAX_TRIES, OTP_TTL_MS } from '../../../shared/slot-sign-in';
import { rankedIds } from '../../../shared/slot-ranks';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import type { DepartmentOption, PostedError, PostedState, SlotOption } from '../../../web/ssr-contract';
import { apiError, FORBIDDEN, type PlainPost, type PlainPostSite, type PostOutcome, refusalStatus } from './plain-post';

/** The code's challenge and what the page tells from it (when sent, wrong tries, the number for "Send again"). */
export const SLOT_CHALLENGE_COOKIE = 'slot_challenge';
/** A slot coordinator's session token (`sc_…`) after signing in without JavaScript. */
export const SLOT_SESSION_COOKIE = 'slot_session';

/** The challenge cookie outlives its code, so that an expired code is told as such. */
const CHALLENGE_COOKIE_SECONDS = 60 * 60;
const SLOTS = '/api/slot-coordinators';

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

const codeStep = (error?: PostedError, sentAgain = false): PostedState => ({
  form: { kind: 'slot-code', values: { detail: en.staff.otpSent }, ...(error ? { error } : {}), ...(sentAgain ? { sentAgain } : {}) },
});

const sessionHeaders = (token: string) => ({ authorization: `Token ${token}` });

export function slotCoordinatorForms(site: PlainPostSite) {
  const { callApi, privateCookie } = site;

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

  const setChallenge = (request: FastifyRequest, reply: FastifyReply, state: ChallengeState) =>
    reply.setCookie(
      SLOT_CHALLENGE_COOKIE,
      Buffer.from(JSON.stringify(state)).toString('base64url'),
      privateCookie(request, CHALLENGE_COOKIE_SECONDS),
    );

  /** A code to `phone`: the challenge kept in our cookie, or the API's refusal. */
  async function requestCode(request: FastifyRequest, reply: FastifyReply, token: string, phone: string) {
    const answer = await callApi(request, 'POST', `${SLOTS}/request-otp/`, { token, body: { phone_number: phone } });
    const challenge = answer.status === 200 ? answer.cookies.find((c) => c.name === OTP_CHALLENGE_COOKIE)?.value : undefined;
    if (!challenge) return answer.status === 200 ? { ...answer, status: 502 } : answer;
    setChallenge(request, reply, { c: challenge, t: Date.now(), n: 0, p: phone });
    return null;
  }

  async function checkCode({ request, reply, first, redirect, render }: PlainPost, challenge: ChallengeState, token: string) {
    const otp = first('otp').replace(/\D/g, '').slice(0, 6);
    if (otp.length !== 6) return render(400, codeStep({ code: 'codeFormat' }));
    const answer = await callApi(request, 'POST', `${SLOTS}/verify-otp/`, {
      token,
      body: { otp },
      cookies: [`${OTP_CHALLENGE_COOKIE}=${challenge.c}`],
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
    setChallenge(request, reply, { ...challenge, n: tries });
    const error: PostedError =
      Date.now() - challenge.t >= OTP_TTL_MS
        ? { code: 'codeExpired' }
        : tries >= OTP_MAX_TRIES
          ? { code: 'tooManyTries' }
          : { code: 'wrongCode', left: OTP_MAX_TRIES - tries };
    return render(400, codeStep(error));
  }

  async function savePreferences(post: PlainPost, session: string): Promise<PostOutcome> {
    const { request, reply, body, first, token, redirect, render } = post;
    const failed = async (status: number, error: PostedError): Promise<PostOutcome> => {
      const camp = await slotCamp(request, session);
      if (camp === 'ended') return redirect(`${SENT_PARAM}=session-ended`);
      return render(status, { slots: { camp: camp.camp, saved: false, error: camp.camp ? error : (camp.error ?? error) } });
    };
    if (!token) return failed(403, FORBIDDEN);
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

  return {
    /** Whether `kind` is one of this page's forms. */
    handles: (kind: string) => kind.startsWith('slot-'),

    /** A post of one of the page's forms (sign-in steps, preferences, sign-out). */
    async post(post: PlainPost): Promise<PostOutcome> {
      const { request, reply, kind, first, token, redirect, render } = post;
      const challenge = readChallenge(request.cookies[SLOT_CHALLENGE_COOKIE]);
      const session = request.cookies[SLOT_SESSION_COOKIE];
      switch (kind) {
        case 'slot-phone': {
          const phone = first('phone_number');
          const phoneStep = (status: number, error: PostedError) =>
            render(status, { form: { kind, values: { phone_number: phone }, error } });
          if (!token) return phoneStep(403, FORBIDDEN);
          const refused = await requestCode(request, reply, token, phone);
          return refused ? phoneStep(refusalStatus(refused.status), apiError(refused)) : redirect();
        }
        case 'slot-resend': {
          if (!challenge) return redirect();
          if (!token) return render(403, codeStep(FORBIDDEN));
          const refused = await requestCode(request, reply, token, challenge.p);
          return refused ? render(refusalStatus(refused.status), codeStep(apiError(refused))) : redirect(`${SENT_PARAM}=code-again`);
        }
        case 'slot-restart':
          reply.clearCookie(SLOT_CHALLENGE_COOKIE, { path: '/' });
          return redirect();
        case 'slot-code':
          if (!challenge) return redirect();
          if (!token) return render(403, codeStep(FORBIDDEN));
          return checkCode(post, challenge, token);
        case 'slot-preferences':
          if (!session) return redirect(`${SENT_PARAM}=session-ended`);
          return savePreferences(post, session);
        case 'slot-sign-out': {
          if (!session) return redirect();
          if (!token) {
            const camp = await slotCamp(request, session);
            if (camp === 'ended') return redirect(`${SENT_PARAM}=session-ended`);
            return render(403, { slots: { camp: camp.camp, saved: false, error: FORBIDDEN } });
          }
          await callApi(request, 'POST', `${SLOTS}/logout/`, { headers: sessionHeaders(session), body: {} });
          reply.clearCookie(SLOT_SESSION_COOKIE, { path: '/' });
          return redirect(`${SENT_PARAM}=signed-out`);
        }
        default:
          return redirect();
      }
    },

    /** The page while a plain sign-in is under way or done (null: the page as it is); `sent`: its `?sent=`. */
    async pageState(request: FastifyRequest, reply: FastifyReply, pathname: string, sent: string | null): Promise<PostOutcome | null> {
      const render = (posted: PostedState): PostOutcome => ({ kind: 'render', status: 200, posted });
      const session = request.cookies[SLOT_SESSION_COOKIE];
      const challenge = readChallenge(request.cookies[SLOT_CHALLENGE_COOKIE]);
      if (session) {
        const camp = await slotCamp(request, session);
        if (camp === 'ended') {
          reply.clearCookie(SLOT_SESSION_COOKIE, { path: '/' });
          return { kind: 'redirect', location: `${pathname}?${SENT_PARAM}=session-ended` };
        }
        return render({ slots: { camp: camp.camp, saved: sent === 'preferences', ...(camp.error ? { error: camp.error } : {}) } });
      }
      if (challenge) return render(codeStep(undefined, sent === 'code-again'));
      if (sent === 'signed-out' || sent === 'session-ended') {
        return render({ form: { kind: 'slot-phone', values: {}, info: sent === 'signed-out' ? 'signedOut' : 'sessionEnded' } });
      }
      return null;
    },
  };
}
