// The first two steps of the plain forms of a page behind a one-time code: a phone number or an
// e-mail address → a one-time code to it → the code checked. The step is kept in an httpOnly cookie
// of the page's own (the challenge, the destination as typed, whether the code was right, and what
// the page adds), read only by these forms. /privacy/withdraw and /privacy/request use it with the
// privacy codes (decision 0034), the donor statement with its own (decision 0037).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN, type PlainPost, type PlainPostSite, type PostOutcome } from './plain-post';

const COOKIE_SECONDS = 30 * 60;

export interface CodeProof {
  /** The challenge. */
  c: string;
  ch: 'phone' | 'email';
  /** The phone number or address as typed. */
  d: string;
  /** Whether the code was right. */
  v: boolean;
  /** The version of the notice the first step showed. */
  n?: number;
  /** What the page keeps after its own last step (the request page's ticket). */
  t?: { id: number; kind: string; due_at: string };
}

function readProof(raw: string | undefined): CodeProof | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<CodeProof>;
    if (typeof p.c !== 'string' || (p.ch !== 'phone' && p.ch !== 'email') || typeof p.d !== 'string' || typeof p.v !== 'boolean')
      return null;
    return {
      c: p.c,
      ch: p.ch,
      d: p.d,
      v: p.v,
      ...(typeof p.n === 'number' ? { n: p.n } : {}),
      ...(p.t && typeof p.t.id === 'number' ? { t: { id: p.t.id, kind: String(p.t.kind), due_at: String(p.t.due_at) } } : {}),
    };
  } catch {
    return null;
  }
}

export const apiMessage = (body: unknown) => (body as { error?: string } | null)?.error;
export const forbiddenText = (FORBIDDEN as { body: { error: string } }).body.error;

/** Where the codes are asked for and checked. */
const PRIVACY_CODES = { ask: '/api/privacy/codes/', verify: '/api/privacy/codes/verify/' };

export function codeProof(
  site: PlainPostSite,
  cookie: string,
  purpose: 'withdraw' | 'rights_request' | 'donor_statement',
  api: { ask: string; verify: string } = PRIVACY_CODES,
) {
  const keep = (request: FastifyRequest, reply: FastifyReply, proof: CodeProof) =>
    reply.setCookie(cookie, Buffer.from(JSON.stringify(proof)).toString('base64url'), site.privateCookie(request, COOKIE_SECONDS));
  return {
    read: (request: FastifyRequest) => readProof(request.cookies[cookie]),
    keep,
    clear: (reply: FastifyReply) => reply.clearCookie(cookie, { path: '/' }),
    asProof: (p: CodeProof) => ({ challenge: p.c, channel: p.ch, destination: p.d }),

    /** The first step: a code to the number or address typed. */
    async ask(post: PlainPost, extra: Pick<CodeProof, 'n'> = {}): Promise<PostOutcome> {
      const { request, reply, first, token } = post;
      if (!token) return post.render(403, { form: { kind: post.kind, values: {}, error: FORBIDDEN } });
      const channel = first('channel') === 'email' || first('destination').includes('@') ? 'email' : 'phone';
      const destination = first('destination').trim();
      const answer = await site.callApi(request, 'POST', api.ask, { token, body: { channel, destination, purpose } });
      if (answer.status !== 200) {
        return post.render(answer.status, {
          form: { kind: post.kind, values: { destination }, error: { status: answer.status, body: answer.body } },
        });
      }
      keep(request, reply, { c: (answer.body as { challenge: string }).challenge, ch: channel, d: destination, v: false, ...extra });
      return post.redirect();
    },

    /** The second step: the code checked; `again(status, error)` shows the code's step with the error. */
    async check(post: PlainPost, proof: CodeProof, again: (status: number, error: string) => PostOutcome): Promise<PostOutcome> {
      const { request, reply, first, token } = post;
      if (!token) return again(403, forbiddenText);
      const answer = await site.callApi(request, 'POST', api.verify, {
        token,
        body: { challenge: proof.c, purpose, code: first('code') },
      });
      if (answer.status !== 200) return again(400, apiMessage(answer.body) ?? '');
      keep(request, reply, { ...proof, v: true });
      return post.redirect();
    },

    /**
     * The steps every such page shares, for forms named `<prefix>-restart`, `-contact` and `-code`:
     * the outcome, or null for a form of the page's own. `codeAgain` shows the code's step with an error.
     */
    async shared(post: PlainPost, prefix: string, codeAgain: (status: number, error: string) => PostOutcome): Promise<PostOutcome | null> {
      const proof = readProof(post.request.cookies[cookie]);
      if (post.kind === `${prefix}-restart`) {
        post.reply.clearCookie(cookie, { path: '/' });
        return post.redirect();
      }
      if (post.kind === `${prefix}-contact`) return this.ask(post);
      if (post.kind !== `${prefix}-code`) return null;
      return proof ? this.check(post, proof, codeAgain) : post.redirect();
    },
  };
}
