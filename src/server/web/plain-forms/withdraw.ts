// /privacy/withdraw's plain forms (issue 24): a phone number or an e-mail address → a one-time
// code → the consents it proves → one withdrawal a tap. The step is kept in an httpOnly cookie
// (the challenge, the destination as typed, whether the code was right), read only here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HeldConsentView } from '../../../shared/schemas/privacy';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import type { WithdrawState } from '../../../web/ssr-contract';
import { FORBIDDEN, type PlainPost, type PlainPostSite, type PostOutcome } from './plain-post';

export const WITHDRAW_COOKIE = 'privacy_withdraw';
const COOKIE_SECONDS = 30 * 60;
const KINDS = new Set(['withdraw-contact', 'withdraw-code', 'withdraw-one', 'withdraw-restart']);

interface Proof {
  c: string;
  ch: 'phone' | 'email';
  d: string;
  v: boolean;
}

function readProof(raw: string | undefined): Proof | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Proof>;
    return typeof p.c === 'string' && (p.ch === 'phone' || p.ch === 'email') && typeof p.d === 'string' && typeof p.v === 'boolean'
      ? { c: p.c, ch: p.ch, d: p.d, v: p.v }
      : null;
  } catch {
    return null;
  }
}

const apiMessage = (body: unknown) => (body as { error?: string } | null)?.error;

export function withdrawForms(site: PlainPostSite) {
  const keep = (request: FastifyRequest, reply: FastifyReply, proof: Proof) =>
    reply.setCookie(WITHDRAW_COOKIE, Buffer.from(JSON.stringify(proof)).toString('base64url'), site.privateCookie(request, COOKIE_SECONDS));
  const asProof = (p: Proof) => ({ challenge: p.c, channel: p.ch, destination: p.d });

  async function listState(
    request: FastifyRequest,
    reply: FastifyReply,
    proof: Proof,
    withdrawn: boolean,
    error?: string,
  ): Promise<WithdrawState | null> {
    const token = site.visitorToken(request, reply);
    const answer = await site.callApi(request, 'POST', '/api/privacy/consents/mine/', { body: asProof(proof), token });
    if (answer.status !== 200) return null;
    return { step: 'list', consents: answer.body as HeldConsentView[], withdrawn, ...(error ? { error } : {}) };
  }

  return {
    handles: (kind: string) => KINDS.has(kind),

    async post(post: PlainPost): Promise<PostOutcome> {
      const { request, reply, first, token } = post;
      const proof = readProof(request.cookies[WITHDRAW_COOKIE]);
      const forbidden = FORBIDDEN as { body: { error: string } };
      switch (post.kind) {
        case 'withdraw-restart':
          reply.clearCookie(WITHDRAW_COOKIE, { path: '/' });
          return post.redirect();
        case 'withdraw-contact': {
          if (!token) return post.render(403, { form: { kind: post.kind, values: {}, error: FORBIDDEN } });
          const channel = first('channel') === 'email' || first('destination').includes('@') ? 'email' : 'phone';
          const destination = first('destination').trim();
          const answer = await site.callApi(request, 'POST', '/api/privacy/codes/', {
            token,
            body: { channel, destination, purpose: 'withdraw' },
          });
          if (answer.status !== 200)
            return post.render(answer.status, {
              form: { kind: post.kind, values: { destination }, error: { status: answer.status, body: answer.body } },
            });
          keep(request, reply, { c: (answer.body as { challenge: string }).challenge, ch: channel, d: destination, v: false });
          return post.redirect();
        }
        case 'withdraw-code': {
          if (!proof) return post.redirect();
          if (!token) return post.render(403, { withdraw: { step: 'code', error: forbidden.body.error } });
          const answer = await site.callApi(request, 'POST', '/api/privacy/codes/verify/', {
            token,
            body: { challenge: proof.c, purpose: 'withdraw', code: first('code') },
          });
          if (answer.status !== 200) return post.render(400, { withdraw: { step: 'code', error: apiMessage(answer.body) ?? '' } });
          keep(request, reply, { ...proof, v: true });
          return post.redirect();
        }
        default: {
          // withdraw-one: the tapped button's value names the consent.
          if (!proof?.v) return post.redirect();
          const [subject_type, subject_id, purpose] = first('consent').split(':');
          const failed = async (status: number, error: string) => {
            const state = await listState(request, reply, proof, false, error);
            return state ? post.render(status, { withdraw: state }) : post.redirect();
          };
          if (!token) return failed(403, forbidden.body.error);
          const answer = await site.callApi(request, 'POST', '/api/privacy/consents/withdraw/', {
            token,
            body: { ...asProof(proof), subject_type, subject_id, purpose },
          });
          if (answer.status === 401) {
            reply.clearCookie(WITHDRAW_COOKIE, { path: '/' });
            return post.redirect();
          }
          return answer.status === 200 ? post.redirect(`${SENT_PARAM}=withdrawn`) : failed(answer.status, apiMessage(answer.body) ?? '');
        }
      }
    },

    /** The page after the first step: the code's form, or the consents the code proved. */
    async pageState(request: FastifyRequest, reply: FastifyReply, sent: string | null): Promise<PostOutcome | null> {
      const proof = readProof(request.cookies[WITHDRAW_COOKIE]);
      if (!proof) return null;
      if (!proof.v) return { kind: 'render', status: 200, posted: { withdraw: { step: 'code' } } };
      const state = await listState(request, reply, proof, sent === 'withdrawn');
      if (state) return { kind: 'render', status: 200, posted: { withdraw: state } };
      // The proof has lapsed: start again.
      reply.clearCookie(WITHDRAW_COOKIE, { path: '/' });
      return null;
    },
  };
}
