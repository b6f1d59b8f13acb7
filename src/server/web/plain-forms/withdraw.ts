// /privacy/withdraw's plain forms (decision 0032): a phone number or an e-mail address → a one-time
// code → the consents it proves → one withdrawal a tap. The first two steps are code-proof.ts's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HeldConsentView } from '../../../shared/schemas/privacy';
import { SENT_PARAM } from '../../../web/forms/plain-form';
import type { WithdrawState } from '../../../web/ssr-contract';
import { apiMessage, type CodeProof, codeProof, forbiddenText } from './code-proof';
import type { PlainPost, PlainPostSite, PostOutcome } from './plain-post';

export const WITHDRAW_COOKIE = 'privacy_withdraw';
const KINDS = new Set(['withdraw-contact', 'withdraw-code', 'withdraw-one', 'withdraw-restart']);

export function withdrawForms(site: PlainPostSite) {
  const steps = codeProof(site, WITHDRAW_COOKIE, 'withdraw');
  const { asProof } = steps;

  async function listState(
    request: FastifyRequest,
    reply: FastifyReply,
    proof: CodeProof,
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
      const proof = steps.read(request);
      switch (post.kind) {
        case 'withdraw-restart':
          steps.clear(reply);
          return post.redirect();
        case 'withdraw-contact':
          return steps.ask(post);
        case 'withdraw-code':
          if (!proof) return post.redirect();
          return steps.check(post, proof, (status, error) => post.render(status, { withdraw: { step: 'code', error } }));
        default: {
          // withdraw-one: the tapped button's value names the consent.
          if (!proof?.v) return post.redirect();
          const [subject_type, subject_id, purpose] = first('consent').split(':');
          const failed = async (status: number, error: string) => {
            const state = await listState(request, reply, proof, false, error);
            return state ? post.render(status, { withdraw: state }) : post.redirect();
          };
          if (!token) return failed(403, forbiddenText);
          const answer = await site.callApi(request, 'POST', '/api/privacy/consents/withdraw/', {
            token,
            body: { ...asProof(proof), subject_type, subject_id, purpose },
          });
          if (answer.status === 401) {
            steps.clear(reply);
            return post.redirect();
          }
          return answer.status === 200 ? post.redirect(`${SENT_PARAM}=withdrawn`) : failed(answer.status, apiMessage(answer.body) ?? '');
        }
      }
    },

    /** The page after the first step: the code's form, or the consents the code proved. */
    async pageState(request: FastifyRequest, reply: FastifyReply, sent: string | null): Promise<PostOutcome | null> {
      const proof = steps.read(request);
      if (!proof) return null;
      if (!proof.v) return { kind: 'render', status: 200, posted: { withdraw: { step: 'code' } } };
      const state = await listState(request, reply, proof, sent === 'withdrawn');
      if (state) return { kind: 'render', status: 200, posted: { withdraw: state } };
      // The proof has lapsed: start again.
      steps.clear(reply);
      return null;
    },
  };
}
