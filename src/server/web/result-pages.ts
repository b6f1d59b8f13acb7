// /results and /hi/results (decision 0036): a student's own marks on one small page. Plain HTML
// and a form that posts to its own address, no script at all, so it is the same with JavaScript
// on or off; the answer is a few hundred bytes compressed (the limit is 2 KB), prints cleanly, and
// is never stored (no-store) or indexed (noindex). The website server asks the API in this process
// as the visitor (their address, so the API's per-address limits hold per student).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type results as enResults, results } from '../../shared/messages/en-results';
import { fill } from '../../shared/messages/fill';
import { resultsHi } from '../../shared/messages/hi-results';
import type { LookupAnswer, PublicLists } from '../../shared/schemas/staff/results';
import { escapeHtml as e } from './escape-html';

type Texts = { [K in keyof typeof enResults]: (typeof enResults)[K] extends string ? string : Record<string, string> };

const CSS =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:1rem;color:#111}label,input,button{display:block;width:100%;box-sizing:border-box}input{font:inherit;padding:.5rem;margin:.25rem 0 1rem;border:1px solid #555;border-radius:4px}button{font:inherit;padding:.75rem;background:#1a4d8f;color:#fff;border:0;border-radius:4px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.4rem;text-align:left}[role=alert]{color:#a00;font-weight:600}a{color:#1a4d8f}@media print{.np{display:none}body{max-width:none}}';
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const PAGES = [
  { path: '/results', lang: 'en', t: results as Texts, other: '/hi/results' },
  { path: '/hi/results', lang: 'hi', t: resultsHi as Texts, other: '/results' },
] as const;

type Page = (typeof PAGES)[number];

function frame(page: Page, body: string, suffix = ''): string {
  const { t } = page;
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(t.title)}</title><style>${CSS}</style></head><body><main><h1>${e(t.title)}</h1>${body}</main><footer class="np"><a href="${page.lang === 'hi' ? '/hi' : '/'}">${e(t.home)}</a> · <a href="${page.other}${suffix}" lang="${page.lang === 'hi' ? 'en' : 'hi'}">${e(t.otherLanguage)}</a></footer></body></html>`;
}

function form(page: Page, error: string | null): string {
  const { t } = page;
  const alert = error ? `<p role="alert" id="err">${e(error)}</p>` : `<p>${e(t.intro)}</p>`;
  const described = error ? ' aria-describedby="err"' : '';
  return `${alert}<form method="post" action="${page.path}"><label for="roll">${e(t.roll)}</label><input id="roll" name="roll" required maxlength="40" autocomplete="off"${described}><label for="dob">${e(t.dateOfBirth)}</label><input id="dob" name="date_of_birth" type="date" required><label for="pin">${e(t.pin)}</label><input id="pin" name="pin" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="off"><button>${e(t.submit)}</button></form><p><a href="${page.path}/list">${e(t.listTitle)}</a></p>`;
}

function lists(page: Page, found: PublicLists): string {
  const { t } = page;
  const statuses = t.statuses as Record<string, string>;
  const rolls = (list: PublicLists[number]['selected']) =>
    `<ul>${list.map((x) => `<li>${e(x.roll)}${x.name ? ` ${e(x.name)}` : ''}</li>`).join('')}</ul>`;
  const tests = found.map(
    (l) =>
      `<section><h2>${e(l.title)} (${e(l.test_date)})</h2><h3>${e(statuses.selected ?? '')}</h3>${rolls(l.selected)}<h3>${e(statuses.waitlisted ?? '')}</h3>${rolls(l.waitlisted)}</section>`,
  );
  return `<h2>${e(t.listTitle)}</h2>${tests.join('') || `<p>${e(t.listNone)}</p>`}<p class="np"><a href="${page.path}">${e(t.submit)}</a></p>`;
}

function answer(page: Page, roll: string, found: LookupAnswer): string {
  const { t } = page;
  const statuses = t.statuses as Record<string, string>;
  const tests = found.results
    .map((r) => {
      const rows = r.subjects.map((s) => `<tr><th scope="row">${e(s.name)}</th><td>${s.mark ?? '–'}</td><td>${s.max}</td></tr>`).join('');
      const rank = r.rank === null ? '' : ` · ${e(t.rank)}: ${r.rank}`;
      return `<section><h2>${e(r.title)} (${e(r.test_date)})</h2><table><thead><tr><th scope="col">${e(t.subject)}</th><th scope="col">${e(t.marks)}</th><th scope="col">${e(t.outOf)}</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row">${e(t.total)}</th><td>${r.total}</td><td>${r.max_total}</td></tr></tfoot></table><p><strong>${e(t.status)}: ${e(statuses[r.status] ?? r.status)}</strong>${rank}</p></section>`;
    })
    .join('');
  return `<p>${e(fill(t.rollLine, { roll }))}</p>${tests}<p class="np">${e(t.print)}</p><p class="np"><a href="${page.path}">${e(t.again)}</a></p>`;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Content-Security-Policy', CSP)
    .type('text/html; charset=utf-8')
    .send(html);

/** The two pages, over the API in this process. */
export function resultPages(api: FastifyInstance) {
  return async function results(app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    for (const page of PAGES) {
      app.get(page.path, async (_request, reply) => send(reply, 200, frame(page, form(page, null))));
      app.get(`${page.path}/list`, async (request, reply) => {
        const found = await api.inject({ method: 'GET', url: '/api/results/lists/', remoteAddress: request.ip });
        return send(reply, 200, frame(page, lists(page, found.statusCode === 200 ? (found.json() as PublicLists) : []), '/list'));
      });
      app.post(page.path, async (request: FastifyRequest, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const body = {
          roll: String(fields.roll ?? '').slice(0, 40),
          date_of_birth: String(fields.date_of_birth ?? '').slice(0, 20),
          pin: String(fields.pin ?? '').slice(0, 20),
        };
        const reply_ = await api.inject({
          method: 'POST',
          url: '/api/results/lookup/',
          remoteAddress: request.ip,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          payload: JSON.stringify(body),
        });
        if (reply_.statusCode === 200) return send(reply, 200, frame(page, answer(page, body.roll.trim(), reply_.json() as LookupAnswer)));
        const status = reply_.statusCode === 429 ? 429 : 404;
        if (status === 429 && reply_.headers['retry-after']) reply.header('Retry-After', String(reply_.headers['retry-after']));
        return send(reply, status, frame(page, form(page, status === 429 ? page.t.tooMany : page.t.failure)));
      });
    }
  };
}
