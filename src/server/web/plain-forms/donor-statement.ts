// /get-involved/donor-statement's plain forms (decision 0037): an e-mail address or phone number → a
// one-time code → a financial year's receipts (the year from `?fy=`), each receipt's PDF a button's
// post, and signing out. The first two steps are code-proof.ts's; the cookie lasts as the proof does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DonorStatementView } from '../../../shared/schemas/donor-statement';
import type { StatementState } from '../../../web/ssr-contract';
import { apiMessage, type CodeProof, codeProof, forbiddenText } from './code-proof';
import type { PlainPost, PlainPostSite, PostOutcome } from './plain-post';

export const STATEMENT_COOKIE = 'donor_statement';
const KINDS = new Set(['statement-contact', 'statement-code', 'statement-restart', 'statement-pdf', 'statement-sign-out']);
const FY = /^FY\d{4}-\d{2}$/;

export function donorStatementForms(site: PlainPostSite) {
  const steps = codeProof(site, STATEMENT_COOKIE, 'donor_statement', {
    ask: '/api/donations/statement/codes/',
    verify: '/api/donations/statement/codes/verify/',
  });

  async function listState(
    request: FastifyRequest,
    reply: FastifyReply,
    proof: CodeProof,
    fy: string | null,
    error?: string,
  ): Promise<StatementState | null> {
    const token = site.visitorToken(request, reply);
    const body = { ...steps.asProof(proof), ...(fy && FY.test(fy) ? { fy } : {}) };
    const answer = await site.callApi(request, 'POST', '/api/donations/statement/', { body, token });
    if (answer.status !== 200) return null;
    return { step: 'list', statement: answer.body as DonorStatementView, ...(error ? { error } : {}) };
  }

  return {
    handles: (kind: string) => KINDS.has(kind),

    async post(post: PlainPost): Promise<PostOutcome> {
      const first = await steps.shared(post, 'statement', (status, error) => post.render(status, { statement: { step: 'code', error } }));
      if (first) return first;
      const { request, reply, token } = post;
      const proof = steps.read(request);
      if (post.kind === 'statement-sign-out') {
        steps.clear(reply);
        return post.redirect();
      }
      if (!proof?.v) return post.redirect();
      // statement-pdf: the tapped button's value names the receipt.
      const failed = async (status: number, error: string) => {
        const state = await listState(request, reply, proof, null, error);
        return state ? post.render(status, { statement: state }) : post.redirect();
      };
      if (!token) return failed(403, forbiddenText);
      const id = post.first('receipt');
      const answer = /^\d{1,10}$/.test(id)
        ? await site.callApi(request, 'POST', `/api/donations/statement/receipts/${id}/pdf/`, { token, body: steps.asProof(proof) })
        : null;
      if (answer?.status === 401) {
        steps.clear(reply);
        return post.redirect();
      }
      if (answer?.status !== 200) return failed(answer?.status ?? 400, apiMessage(answer?.body) ?? '');
      // A file to keep: the statement page stays where it is.
      const disposition = String(answer.headers['content-disposition'] ?? 'inline; filename="receipt.pdf"');
      return { kind: 'file', type: 'application/pdf', disposition: disposition.replace(/^inline/, 'attachment'), body: answer.raw };
    },

    /** The page after the first step: the code's form, or the year's receipts the code proved. */
    async pageState(request: FastifyRequest, reply: FastifyReply, url: URL): Promise<PostOutcome | null> {
      const proof = steps.read(request);
      if (!proof) return null;
      if (!proof.v) return { kind: 'render', status: 200, posted: { statement: { step: 'code' } } };
      const state = await listState(request, reply, proof, url.searchParams.get('fy'));
      if (state) return { kind: 'render', status: 200, posted: { statement: state } };
      // The proof has lapsed: start again.
      steps.clear(reply);
      return null;
    },
  };
}
