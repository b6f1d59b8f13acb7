// /privacy/request's plain forms (decision 0032, the rights desk): a phone number or an e-mail address
// → a one-time code → the request (access, correction, erasure, nomination, grievance) filed as a
// ticket with its due date, or the access summary shown at once. The same with JavaScript on or
// off; the first two steps are code-proof.ts's.
import type { FastifyRequest } from 'fastify';
import type { AccessSummaryView } from '../../../shared/schemas/privacy';
import type { RightsState } from '../../../web/ssr-contract';
import { apiMessage, type CodeProof, codeProof, forbiddenText } from './code-proof';
import type { PlainPost, PlainPostSite, PostOutcome } from './plain-post';

export const REQUEST_COOKIE = 'privacy_request';
const KINDS = new Set(['request-contact', 'request-code', 'request-file', 'request-summary', 'request-another', 'request-restart']);

export function privacyRequestForms(site: PlainPostSite) {
  const steps = codeProof(site, REQUEST_COOKIE, 'rights_request');
  const render = (status: number, request: RightsState): PostOutcome => ({ kind: 'render', status, posted: { request } });

  async function file(post: PlainPost, proof: CodeProof): Promise<PostOutcome> {
    const { request, reply, first, token } = post;
    const values = { kind: first('kind'), details: first('details') };
    if (!token) return render(403, { step: 'form', error: forbiddenText, values });
    const answer = await site.callApi(request, 'POST', '/api/privacy/requests/', {
      token,
      body: { ...steps.asProof(proof), kind: values.kind, details: values.details, ...(proof.n ? { notice_version: proof.n } : {}) },
    });
    if (answer.status === 401) {
      steps.clear(reply);
      return post.redirect();
    }
    if (answer.status !== 201) return render(answer.status, { step: 'form', error: apiMessage(answer.body) ?? '', values });
    const ticket = answer.body as { id: number; kind: string; due_at: string };
    steps.keep(request, reply, { ...proof, t: { id: ticket.id, kind: ticket.kind, due_at: ticket.due_at } });
    return post.redirect();
  }

  async function summary(post: PlainPost, proof: CodeProof): Promise<PostOutcome> {
    const { request, reply, token } = post;
    if (!token) return render(403, { step: 'form', error: forbiddenText });
    const answer = await site.callApi(request, 'POST', '/api/privacy/summary/', { token, body: steps.asProof(proof) });
    if (answer.status === 401) {
      steps.clear(reply);
      return post.redirect();
    }
    if (answer.status !== 200) return render(answer.status, { step: 'form', error: apiMessage(answer.body) ?? '' });
    return render(200, { step: 'summary', summary: answer.body as AccessSummaryView });
  }

  return {
    handles: (kind: string) => KINDS.has(kind),

    async post(post: PlainPost): Promise<PostOutcome> {
      const { request, reply, first } = post;
      const proof = steps.read(request);
      switch (post.kind) {
        case 'request-restart':
          steps.clear(reply);
          return post.redirect();
        case 'request-contact': {
          const version = Number(first('notice_version'));
          return steps.ask(post, Number.isInteger(version) && version > 0 ? { n: version } : {});
        }
        case 'request-code':
          if (!proof) return post.redirect();
          return steps.check(post, proof, (status, error) => render(status, { step: 'code', error }));
        case 'request-another':
          if (proof?.v) steps.keep(request, reply, { ...proof, t: undefined } as CodeProof);
          return post.redirect();
        case 'request-summary':
          return proof?.v ? summary(post, proof) : post.redirect();
        default:
          // request-file
          return proof?.v ? file(post, proof) : post.redirect();
      }
    },

    /** The page after the first step: the code's form, the request's form, or the ticket filed. */
    pageState(request: FastifyRequest): PostOutcome | null {
      const proof = steps.read(request);
      if (!proof) return null;
      if (!proof.v) return render(200, { step: 'code' });
      return render(200, proof.t ? { step: 'filed', ticket: proof.t } : { step: 'form' });
    },
  };
}
