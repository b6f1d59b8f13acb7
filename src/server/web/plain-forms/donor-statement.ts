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
      const { request, reply, first, token } = post;
      const proof = steps.read(request);
      switch (post.kind) {
        case 'statement-restart':
        case 'statement-sign-out':
          steps.clear(reply);
          return post.redirect();
        case 'statement-contact':
          return steps.ask(post);
        case 'statement-code':
          if (!proof) return post.redirect();
          return steps.check(post, proof, (status, error) => post.render(status, { statement: { step: 'code', error } }));
        default: {
          // statement-pdf: the tapped button's value names the receipt.
          if (!proof?.v) return post.redirect();
          const failed = async (status: number, error: string) => {
            const state = await listState(request, reply, proof, null, error);
            return state ? post.render(status, { statement: state }) : post.redirect();
          };
          if (!token) return failed(403, forbiddenText);
          const id = first('receipt');
          if (!/^\d{1,10}$/.test(id)) return post.redirect();
          const answer = await site.callApi(request, 'POST', `/api/donations/statement/receipts/${id}/pdf/`, { token, body: steps.asProof(proof) });
          if (answer.status === 401) {
            steps.clear(reply);
            return post.redirect();
          }
          if (answer.status !== 200) return failed(answer.status, apiMessage(answer.body) ?? '');
          return {
            kind: 'file',
            type: 'application/pdf',
            // A file to keep: the statement page stays where it is.
            disposition: String(answer.headers['content-disposition'] ?? 'inline; filename="receipt.pdf"').replace(/^inline/, 'attachment'),
            body: answer.raw,
          };
        }
      }
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
