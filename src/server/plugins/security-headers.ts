// Strict security headers on every response of a server (API or website).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Content-Security-Policy for HTML replies; other replies get `default-src 'none'`. */
  htmlCsp: string;
}

const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, opts) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (!reply.hasHeader('Content-Security-Policy')) {
        const type = String(reply.getHeader('content-type') ?? '');
        reply.header('Content-Security-Policy', type.startsWith('text/html') ? opts.htmlCsp : LOCKED_DOWN_CSP);
      }
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
