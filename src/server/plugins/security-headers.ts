// The one header policy of both servers (the API and the website): the same strict headers on
// every response, and a Content-Security-Policy chosen by what the reply is. Hand-written rather
// than @fastify/helmet: helmet's defaults add headers neither server sends, and what these
// servers need beyond its static set (a policy per content type, per page, HSTS only over https,
// Permissions-Policy) would still be code of our own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface SecurityHeadersOptions {
  /** Content-Security-Policy for HTML replies; other replies get `default-src 'none'`. */
  htmlCsp: string;
  /** The server's public origin (WEB_ORIGIN, PUBLIC_API_URL): when it is https, every reply sends HSTS. */
  publicOrigin: string;
}

export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Any HTML the API sends without a policy of its own (swagger-ui sets its own on /api/docs). */
export const API_HTML_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface WebsiteCspSources {
  /** SHA-256 sources of the page's inline scripts and styles (web/page-shell.ts). */
  scriptHashes?: string[];
  styleHashes?: string[];
  /**
   * `npm run dev` only: Vite's client inserts styles and the React refresh preamble as inline
   * blocks, hot updates come over a websocket, and it waits for a restarting server from a blob
   * worker. Never set by the production server.
   */
  dev?: boolean;
  /** Origins the page's forms post to besides its own (the donation form's provider, from the site settings). */
  formActions?: string[];
}

/** The website's policy (its pages and the console's page); a page adds the hashes of its own inline blocks. */
export function websiteCsp(config: Config, sources: WebsiteCspSources = {}): string {
  const api = new URL(config.PUBLIC_API_URL).origin;
  const inline = sources.dev ? ["'unsafe-inline'"] : [];
  return [
    "default-src 'self'",
    `img-src 'self' data: ${api}`,
    [`connect-src 'self' ${api}`, ...(sources.dev ? ['ws:', 'wss:'] : [])].join(' '),
    ["script-src 'self'", ...inline, ...(sources.scriptHashes ?? [])].join(' '),
    ["style-src 'self'", ...inline, ...(sources.styleHashes ?? [])].join(' '),
    "font-src 'self'",
    // The service worker (/sw.js, decision 0022); in development Vite's client also pings a
    // restarting server from a worker it makes from a blob.
    sources.dev ? "worker-src 'self' blob:" : "worker-src 'self'",
    // The web app manifest (/manifest.webmanifest).
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...(sources.formActions ?? [])].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers every reply carries whatever it is (the policy comes apart, by content type), also
 * written by the replies Fastify makes before any hook runs (plugins/framework-replies.ts).
 */
export function strictHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** strictHeaders and the policy of a reply that is not HTML (an error, JSON). */
export const lockedDownHeaders = (https: boolean) => ({ ...strictHeaders(https), 'Content-Security-Policy': LOCKED_DOWN_CSP });

export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, opts) => {
    // Over https: the connection, or what a trusted proxy says it received (X-Forwarded-Proto, with
    // TRUST_PROXY). An https public origin means the site is only ever served over https, whatever
    // a proxy that does not say so forwards (browsers ignore HSTS received over http anyway).
    const httpsOrigin = opts.publicOrigin.startsWith('https:');
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(strictHeaders(httpsOrigin || request.protocol === 'https'));
      if (!reply.hasHeader('Content-Security-Policy')) {
        const type = String(reply.getHeader('content-type') ?? '');
        reply.header('Content-Security-Policy', type.startsWith('text/html') ? opts.htmlCsp : LOCKED_DOWN_CSP);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
