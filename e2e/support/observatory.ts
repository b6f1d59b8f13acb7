// The grading of Mozilla's HTTP Observatory (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring)
// applied to one response served over https: 100 points, its penalties, then its bonuses when the
// score is still 90 or more. Only what a response can show is graded: the redirection from http to
// https is the proxy's, so a response here only loses points when it redirects to http.

export interface ObservedResponse {
  status: number;
  headers: Headers;
  body: string;
  /** The origin the probe sent (for the CORS test). */
  probeOrigin: string;
}

export interface Grade {
  score: number;
  /** Test name → its result and modifier, for a readable failure. */
  tests: Record<string, string>;
}

const SIX_MONTHS = 15_768_000;
const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
const PASSIVE = ['img-src', 'media-src'];

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function gradeCsp(header: string | null): [string, number] {
  if (!header) return ['csp-not-implemented', -25];
  const csp = parseCsp(header);
  const fallback = csp.get('default-src');
  const effective = (name: string) => csp.get(name) ?? fallback;
  const script = effective('script-src');
  const object = effective('object-src');
  const broad = (s: string) => ['*', 'http:', 'https:', 'data:', "'unsafe-inline'"].includes(s);
  if (!script || !object || script.some(broad) || object.some((s) => s === '*' || s === 'http:' || s === 'https:')) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const insecure = (sources: string[]) =>
    sources.some((s) => s === 'http:' || s.startsWith('http://') || s === 'ws:' || s.startsWith('ws://'));
  const insecureIn = [...csp].filter(([, sources]) => insecure(sources)).map(([name]) => name);
  if (insecureIn.some((name) => !PASSIVE.includes(name))) return ['csp-implemented-with-insecure-scheme', -20];
  if (insecureIn.length) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  const style = effective('style-src') ?? [];
  if (style.some((s) => s === "'unsafe-inline'" || s === 'data:' || s === 'https:' || s === '*')) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  const formAction = csp.get('form-action') ?? [];
  const tight = fallback?.join(' ') === "'none'" && formAction.length === 1 && ["'none'", "'self'"].includes(formAction[0]!);
  return tight ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 5];
}

function gradeCookies(cookies: string[], hsts: boolean): [string, number] {
  if (!cookies.length) return ['cookies-not-found', 0];
  const parsed = cookies.map((c) => {
    const [pair = '', ...attributes] = c.split(';').map((s) => s.trim());
    const flags = new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), (a.split('=')[1] ?? '').toLowerCase()]));
    const name = pair.split('=')[0]!.toLowerCase();
    return { name, flags, session: /sess|login/.test(name), csrf: name.includes('csrf') };
  });
  if (parsed.some((c) => c.session && !c.flags.has('secure'))) return ['cookies-session-without-secure-flag', -40];
  if (parsed.some((c) => c.session && !c.flags.has('httponly'))) return ['cookies-session-without-httponly-flag', -30];
  if (parsed.some((c) => c.csrf && !c.flags.has('samesite'))) return ['cookies-anticsrf-without-samesite-flag', -20];
  if (parsed.some((c) => c.flags.has('samesite') && !['strict', 'lax'].includes(c.flags.get('samesite')!))) {
    return ['cookies-samesite-flag-invalid', -20];
  }
  if (parsed.some((c) => !c.flags.has('secure'))) {
    return hsts ? ['cookies-without-secure-flag-but-protected-by-hsts', -5] : ['cookies-without-secure-flag', -20];
  }
  return parsed.every((c) => c.flags.has('samesite'))
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

function gradeHsts(header: string | null): [string, number] {
  if (!header) return ['hsts-not-implemented', -20];
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header);
  if (!maxAge) return ['hsts-header-invalid', -20];
  return Number(maxAge[1]) >= SIX_MONTHS
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function gradeReferrer(header: string | null): [string, number] {
  if (!header) return ['referrer-policy-not-implemented', 0];
  const policy = header
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .at(-1)!;
  if (PRIVATE_REFERRER.includes(policy)) return ['referrer-policy-private', 5];
  if (UNSAFE_REFERRER.includes(policy)) return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function gradeSri(response: ObservedResponse, origin: string): [string, number] {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...response.body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const external = scripts
    .map((tag) => ({ tag, src: /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1] }))
    .filter((s): s is { tag: string; src: string } => !!s.src && new URL(s.src, origin).origin !== origin);
  if (!scripts.length) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  if (!external.length) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  const insecure = external.some((s) => s.src.startsWith('http:') || s.src.startsWith('//'));
  const integrity = external.every((s) => /\bintegrity=/i.test(s.tag));
  if (insecure)
    return integrity
      ? ['sri-implemented-but-external-scripts-not-loaded-securely', -20]
      : ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50];
  return integrity
    ? ['sri-implemented-and-external-scripts-loaded-securely', 5]
    : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

function gradeCors(response: ObservedResponse): [string, number] {
  const allowed = response.headers.get('access-control-allow-origin');
  if (!allowed) return ['cross-origin-resource-sharing-not-implemented', 0];
  const credentials = response.headers.get('access-control-allow-credentials') === 'true';
  if (allowed === response.probeOrigin && credentials) return ['cross-origin-resource-sharing-implemented-with-universal-access', -50];
  return allowed === '*'
    ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function gradeRedirection(response: ObservedResponse): [string, number] {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return ['redirection-to-https', 0];
  return location.startsWith('http:') ? ['redirection-not-to-https', -20] : ['redirection-to-https', 0];
}

/** `origin`: the https origin the response was served for (relative script sources resolve against it). */
export function gradeResponse(response: ObservedResponse, origin: string): Grade {
  const h = response.headers;
  const csp = h.get('content-security-policy');
  const hsts = gradeHsts(h.get('strict-transport-security'));
  const frameAncestors = csp ? parseCsp(csp).has('frame-ancestors') : false;
  const xfo = h.get('x-frame-options')?.toUpperCase();
  const corp = h.get('cross-origin-resource-policy')?.toLowerCase();
  const results: Record<string, [string, number]> = {
    csp: gradeCsp(csp),
    cookies: gradeCookies(h.getSetCookie(), hsts[1] === 0),
    cors: gradeCors(response),
    redirection: gradeRedirection(response),
    referrer: gradeReferrer(h.get('referrer-policy')),
    hsts,
    sri: gradeSri(response, origin),
    nosniff:
      h.get('x-content-type-options')?.toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    frames: frameAncestors
      ? ['x-frame-options-implemented-via-csp', 5]
      : xfo === 'DENY' || xfo === 'SAMEORIGIN'
        ? ['x-frame-options-sameorigin-or-deny', 0]
        : ['x-frame-options-not-implemented', -20],
    corp: corp === 'same-origin' || corp === 'same-site' ? [`corp-implemented-with-${corp}`, 10] : ['corp-not-implemented', 0],
  };
  const modifiers = Object.values(results).map(([, m]) => m);
  const penalised = Math.max(0, 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0));
  const bonus = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  return {
    score: penalised >= 90 ? penalised + bonus : penalised,
    tests: Object.fromEntries(Object.entries(results).map(([k, [result, m]]) => [k, `${result} (${m >= 0 ? '+' : ''}${m})`])),
  };
}
