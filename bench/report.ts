// The targets of the benchmark issue, checked against the figures, and the tables printed by
// `npm run bench` (Markdown, so docs/performance.md can show them as they are).
import type { BenchResults, Target } from './support/results';
import { int, kib, ms, table, times, type Cell } from './support/table';

const HOME_BYTES_LIMIT = 350 * 1024;
const THUMBNAIL_LIMIT = 30 * 1024;

export function evaluateTargets(r: BenchResults): Target[] {
  const targets: Target[] = [];
  if (r.web) {
    for (const p of r.web.pages) {
      const s = p.scores;
      targets.push({
        part: 'web',
        what: `${p.path} Lighthouse scores (perf, a11y, best practices, SEO)`,
        target: '≥ 98, 100, 100, 100',
        measured: `${s.performance}, ${s.accessibility}, ${s['best-practices']}, ${s.seo}`,
        met: s.performance >= 98 && s.accessibility === 100 && s['best-practices'] === 100 && s.seo === 100,
      });
      targets.push({
        part: 'web',
        what: `${p.path} LCP / floor LCP`,
        target: '≤ 1.25×',
        measured: `${times(p.lcpRatioToFloor ?? Number.NaN)} (${ms(p.lcpMs)} / ${ms(r.web.floor.lcpMs)})`,
        met: (p.lcpRatioToFloor ?? Infinity) <= 1.25,
      });
      targets.push({ part: 'web', what: `${p.path} CLS`, target: '≤ 0.02', measured: p.cls.toFixed(3), met: p.cls <= 0.02 });
    }
    const home = r.web.pages.find((p) => p.path === '/');
    if (home) {
      targets.push({
        part: 'web',
        what: 'home page first visit, bytes transferred',
        target: `≤ ${kib(HOME_BYTES_LIMIT)}`,
        measured: kib(home.totalBytes),
        met: home.totalBytes <= HOME_BYTES_LIMIT,
      });
    }
  }
  if (r.pages) {
    for (const d of r.pages.doors) {
      const what = `${d.path} (${d.encoding})`;
      if (d.path.startsWith('/assets/')) {
        targets.push({
          part: 'pages',
          what: `${what} req/s, compressed at build`,
          target: '≥ 5,000',
          measured: `${int(d.reqPerSec)} (raw node:http, same bytes: ${int(d.ceiling.reqPerSec)})`,
          met: d.reqPerSec >= 5000,
        });
        continue;
      }
      targets.push({
        part: 'pages',
        what: `${what} req/s / raw node:http sending the same bytes`,
        target: '≥ 0.50×',
        measured: `${times(d.ratioToCeiling)} (${int(d.reqPerSec)} / ${int(d.ceiling.reqPerSec)})`,
        met: d.ratioToCeiling >= 0.5,
      });
      targets.push({
        part: 'pages',
        what: `${what} p99 at ${r.pages.settings.connections} connections`,
        target: '≤ 10 ms',
        measured: ms(d.p99Ms),
        met: d.p99Ms <= 10,
      });
    }
  }
  if (r.peers) {
    const uncached = r.peers.peers.find((p) => p.name === 'this API, uncached');
    if (uncached) {
      targets.push({
        part: 'peers',
        what: 'GET /announcements/ uncached (new query string each time) / raw node:http',
        target: '≥ 0.30×',
        measured: `${times(uncached.ratioToRaw)} (${int(uncached.reqPerSec)} / ${int(uncached.reqPerSec / uncached.ratioToRaw)})`,
        met: uncached.ratioToRaw >= 0.3,
      });
    }
  }
  if (r.soak) {
    targets.push({
      part: 'soak',
      what: `RSS throughout ${r.soak.settings.seconds} s at ${r.soak.settings.connections} connections`,
      target: '≤ 200 MB',
      measured: `max ${r.soak.maxRssMb.toFixed(0)} MB, end ${r.soak.endRssMb.toFixed(0)} MB (idle ${r.soak.idleRssMb.toFixed(0)} MB)`,
      met: r.soak.maxRssMb <= 200,
    });
  }
  if (r.burst) {
    targets.push({
      part: 'burst',
      what: `RSS after ${int(r.burst.settings.requests)} uncached list requests at ${r.burst.settings.connections} connections`,
      target: '≤ 200 MB',
      measured: `${r.burst.afterRssMb.toFixed(0)} MB (idle ${r.burst.idleRssMb.toFixed(0)} MB, peak ${r.burst.peakRssMb.toFixed(0)} MB)`,
      met: r.burst.peakRssMb <= 200,
    });
  }
  if (r.lookup) {
    for (const e of r.lookup.engines) {
      targets.push({
        part: 'lookup',
        what: `${e.engine}: result look-ups a second, limits on`,
        target: '≥ 500, p99 ≤ 100 ms',
        measured: `${int(e.lookup.reqPerSec)}, p99 ${ms(e.lookup.p99Ms)} (raw node:http, same bytes: ${int(e.ceiling.reqPerSec)})`,
        met: e.lookup.reqPerSec >= 500 && e.lookup.p99Ms <= 100 && e.lookup.non2xx === 0,
      });
      if (e.failures) {
        const m = e.failures.medianMs;
        targets.push({
          part: 'lookup',
          what: `${e.engine}: no such roll / wrong date of birth / wrong PIN, medians of ${int(e.failures.tries)} interleaved tries each`,
          target: 'slowest ≤ 1.10× quickest, same reply',
          measured: `${times(e.failures.ratio)} (${ms(m.noRoll)} / ${ms(m.wrongDate)} / ${ms(m.wrongPin)}), ${e.failures.differentReplies} different replies`,
          met: e.failures.ratio <= 1.1 && e.failures.differentReplies === 0,
        });
      }
    }
  }
  if (r.openingDay) {
    for (const e of r.openingDay.engines) {
      const n = r.openingDay.settings.submissions;
      targets.push({
        part: 'opening-day',
        what: `${e.engine}: ${int(n)} applications through /apply (page, form, answer), none lost`,
        target: 'within 60 s, no error, one row each',
        measured: `${e.product.seconds.toFixed(1)} s (${e.product.submissionsPerSec.toFixed(1)}/s, POST p99 ${ms(e.product.postP99Ms)}), ${e.product.errors} errors, ${int(e.stored.rows)} rows`,
        met: e.product.seconds <= 60 && e.product.errors === 0 && e.stored.rows === n && e.stored.answered === n && e.stored.repeated === 0,
      });
    }
  }
  if (r.start) {
    targets.push({
      part: 'start',
      what: '`npm start` (production) idle RSS',
      target: '≤ 200 MB',
      measured: `${r.start.idleRssMb.toFixed(0)} MB`,
      met: r.start.idleRssMb <= 200,
    });
  }
  if (r.api) {
    for (const e of r.api.engines) {
      for (const route of e.routes) {
        targets.push({
          part: 'api',
          what: `${e.engine}: GET ${route.path} req/s (as served) / node:http ceiling`,
          target: '≥ 0.60×',
          measured: `${times(route.ratioToCeiling)} (${int(route.reqPerSec)} / ${int(e.ceiling.reqPerSec)})`,
          met: route.ratioToCeiling >= 0.6,
        });
        targets.push({
          part: 'api',
          what: `${e.engine}: GET ${route.path} p99 (as served) at ${r.api.settings.connections} connections`,
          target: '≤ 10 ms',
          measured: ms(route.p99Ms),
          met: route.p99Ms <= 10,
        });
      }
    }
  }
  if (r.scale) {
    const [small, large] = [r.scale.settings.sizes[0]!, r.scale.settings.sizes[r.scale.settings.sizes.length - 1]!];
    for (const e of r.scale.engines) {
      for (const q of e.ratios) {
        targets.push({
          part: 'scale',
          what: `${e.engine}: ${q.list} page ${q.page}, uncached p50 at ${int(large)} rows / at ${int(small)}`,
          target: '≤ 1.30×',
          measured: times(q.ratio),
          met: q.ratio <= 1.3,
        });
      }
    }
  }
  if (r.images) {
    targets.push({
      part: 'images',
      what: 'gallery grid thumbnail (400w WebP)',
      target: `≤ ${kib(THUMBNAIL_LIMIT)}`,
      measured: kib(r.images.gridThumbnailBytes),
      met: r.images.gridThumbnailBytes <= THUMBNAIL_LIMIT,
    });
  }
  return targets;
}

/** A load above half the cores at either end means another program shared the CPU: ratios and latencies are then not comparable. */
export const machineWasBusy = (m: BenchResults['machine']) => Math.max(m.loadAtStart, m.loadAtEnd ?? 0) > m.cpus / 2;
const BUSY_WARNING =
  '**Warning: the machine was busy (load average above half its cores); the figures below are not comparable with an idle run.**';

const day = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function renderReport(r: BenchResults): string {
  const m = r.machine;
  const out: string[] = [
    `Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GB, ${m.os}; Node ${m.node}; Chromium ${m.chromium}; ` +
      `load average ${m.loadAtStart.toFixed(2)} at start${m.loadAtEnd !== undefined ? `, ${m.loadAtEnd.toFixed(2)} at end` : ''}.`,
  ];
  if (machineWasBusy(m)) out.push(BUSY_WARNING);
  if (r.web) {
    const w = r.web;
    const row = (p: (typeof w.pages)[number]): Cell[] => [
      p.path,
      p.scores.performance,
      p.scores.accessibility,
      p.scores['best-practices'],
      p.scores.seo,
      ms(p.fcpMs),
      ms(p.lcpMs),
      p.lcpRatioToFloor === undefined ? '—' : times(p.lcpRatioToFloor),
      p.cls.toFixed(3),
      ms(p.tbtMs),
      kib(p.totalBytes),
      kib(p.scriptBytes),
    ];
    out.push(
      `\n### Web: Lighthouse ${w.lighthouse}, mobile (simulated Slow 4G, 4× CPU), median of ${w.runsPerPage} run(s) a page${w.freshBrowser ? ', each in a new browser profile' : ''} — ${day(w.measuredAt)}\n`,
      table(
        ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'LCP/floor', 'CLS', 'TBT', 'Bytes', 'JS'],
        [row(w.floor), ...w.pages.map(row)],
      ),
    );
    const failing = w.pages.filter((p) => p.failingAudits.length);
    if (failing.length) {
      out.push('\nAudits that cost points:');
      for (const p of failing) out.push(`- ${p.path}: ${p.failingAudits.join('; ')}`);
    }
    const noisy = [w.floor, ...w.pages].filter((p) => p.consoleErrors?.length);
    if (noisy.length) {
      out.push('\nConsole errors Lighthouse saw:');
      for (const p of noisy) out.push(`- ${p.path}: ${p.consoleErrors.join('; ')}`);
    }
    const lcp = w.pages.filter((p) => p.lcpElement).map((p) => `${p.path}: \`${p.lcpElement}\``);
    if (lcp.length) out.push(`\nLCP elements: ${lcp.join('; ')}`);
  }
  if (r.pages) {
    const p = r.pages;
    out.push(
      `\n### Pages: ${p.client}, ${p.settings.connections} connections, median of ${p.settings.rounds} × ${p.settings.roundSeconds} s, page cache warm — ${day(p.measuredAt)}\n`,
      table(
        ['Door', 'Encoding', 'Bytes', 'req/s', 'p99', 'CPU/req', 'raw node:http req/s', 'raw p99', '× raw'],
        p.doors.map((d) => [
          d.path.startsWith('/assets/') ? d.name : d.path,
          d.encoding,
          kib(d.bytes),
          int(d.reqPerSec),
          ms(d.p99Ms),
          `${int(d.serverCpuUsPerRequest)} µs`,
          int(d.ceiling.reqPerSec),
          ms(d.ceiling.p99Ms),
          times(d.ratioToCeiling),
        ]),
      ),
    );
  }
  if (r.peers) {
    const p = r.peers;
    out.push(
      `\n### Peers: the same 20-item announcements list (1,000 rows), autocannon ${p.settings.connections} connections, median of ${p.settings.rounds} × ${p.settings.roundSeconds} s, alternating rounds — ${day(p.measuredAt)}\n`,
      table(
        ['Server', 'req/s', 'p99', 'Body', '× raw', '× DRF', 'Errors'],
        p.peers.map((x) => [x.name, int(x.reqPerSec), ms(x.p99Ms), kib(x.bodyBytes), times(x.ratioToRaw), times(x.ratioToDrf), x.errors]),
      ),
    );
    if (p.drfMissing) out.push(`\nThe DRF peer could not run: ${p.drfMissing}`);
  }
  if (r.resultsDay) {
    const d = r.resultsDay;
    for (const e of d.engines) {
      out.push(
        `\n### Results day (${e.engine}): ${d.client}, journeys of ${e.journey.join(' → ')}, ${d.settings.seconds} s a step — ${day(d.measuredAt)}\n`,
        table(
          ['Connections', 'Journeys/s', 'Requests/s', 'p99', 'CPU/journey', 'RSS'],
          e.steps.map((s) => [
            s.connections,
            int(s.journeysPerSec),
            int(s.requestsPerSec),
            ms(s.p99Ms),
            `${int(s.cpuUsPerJourney)} µs`,
            `${s.rssMb.toFixed(0)} MB`,
          ]),
        ),
        e.bestWithinLimit
          ? `\nMost within p99 ≤ ${d.settings.p99LimitMs} ms: ${int(e.bestWithinLimit.journeysPerSec)} journeys/s at ${e.bestWithinLimit.connections} connections.`
          : `\nNo step stayed within p99 ≤ ${d.settings.p99LimitMs} ms.`,
      );
    }
  }
  if (r.lookup) {
    const l = r.lookup;
    out.push(
      `\n### Result look-ups: ${int(l.settings.students)} students, autocannon ${l.settings.connections} connections for ${l.settings.seconds} s, each request from an address of its own (limits on) — ${day(l.measuredAt)}\n`,
      table(
        ['Engine', 'Look-ups/s', 'p99', 'non-2xx', 'raw node:http/s', 'raw p99', 'Body'],
        l.engines.map((e) => [
          e.engine,
          int(e.lookup.reqPerSec),
          ms(e.lookup.p99Ms),
          e.lookup.non2xx,
          int(e.ceiling.reqPerSec),
          ms(e.ceiling.p99Ms),
          `${e.ceiling.bodyBytes} B`,
        ]),
      ),
    );
    const timed = l.engines.filter((e) => e.failures);
    if (timed.length) {
      out.push(
        `\nThe three failures, ${int(timed[0]!.failures!.tries)} tries of each, one at a time, interleaved (median, p90):\n`,
        table(
          ['Engine', 'No such roll', 'Wrong date of birth', 'Wrong PIN', 'Slowest / quickest median', 'Different replies'],
          timed.map((e) => {
            const f = e.failures!;
            const both = (k: keyof typeof f.medianMs) => `${ms(f.medianMs[k])}, ${ms(f.p90Ms[k])}`;
            return [e.engine, both('noRoll'), both('wrongDate'), both('wrongPin'), times(f.ratio), f.differentReplies];
          }),
        ),
      );
    }
  }
  if (r.openingDay) {
    const o = r.openingDay;
    out.push(
      `\n### Opening day: ${int(o.settings.submissions)} students apply through /apply, ${o.settings.concurrency} at a time (page, form post, the page it redirects to) — ${day(o.measuredAt)}\n`,
      table(
        [
          'Engine',
          'Seconds',
          'Submissions/s',
          'POST p50',
          'POST p99',
          'Journey p99',
          'Errors',
          'Rows stored',
          'Raw node:http/s',
          'Raw POST p99',
        ],
        o.engines.map((e) => [
          e.engine,
          e.product.seconds.toFixed(1),
          e.product.submissionsPerSec.toFixed(1),
          ms(e.product.postP50Ms),
          ms(e.product.postP99Ms),
          ms(e.product.journeyP99Ms),
          e.product.errors,
          `${int(e.stored.rows)} (${Object.entries(e.stored.byStatus)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`,
          int(e.ceiling.submissionsPerSec),
          ms(e.ceiling.postP99Ms),
        ]),
      ),
    );
    for (const e of o.engines) if (e.firstErrors.length) out.push(`\n${e.engine}: first errors: ${e.firstErrors.join('; ')}`);
  }
  if (r.soak) {
    const k = r.soak;
    const curve = k.samples.filter((_, n) => n % Math.max(1, Math.floor(k.samples.length / 12)) === 0 || n === k.samples.length - 1);
    out.push(
      `\n### Soak: ${k.settings.connections} connections for ${k.settings.seconds} s (pages, lists, uncached lists, details) — ${day(k.measuredAt)}\n`,
      `${int(k.requests)} requests, ${k.errors} errors. RSS: idle ${k.idleRssMb.toFixed(0)} MB, max ${k.maxRssMb.toFixed(0)} MB, end ${k.endRssMb.toFixed(0)} MB.`,
      `Curve (s: MB): ${curve.map(([t, mb]) => `${t}: ${mb.toFixed(0)}`).join(', ')}`,
    );
    if (k.split) {
      const mb = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(1)} MB`);
      const moments = [
        ['idle', k.split.idle],
        ['at the highest RSS', k.split.atMax],
        ['at the end', k.split.end],
      ] as const;
      out.push(
        '\nWhere the resident memory is, as the process saw it (V8 heap by space; external: Buffers; other: C heap, code, stacks):\n',
        table(
          ['Moment', 'Second', 'RSS', 'V8 heap', 'used', 'new', 'old', 'code', 'large objects', 'external', 'other'],
          moments.map(([name, m]) => [
            name,
            int(m.second),
            mb(m.rssMb),
            mb(m.heapTotalMb),
            mb(m.heapUsedMb),
            mb(m.spaces.new),
            mb(m.spaces.old),
            mb(m.spaces.code),
            mb(m.spaces.large_object),
            mb(m.externalMb),
            mb(m.otherMb),
          ]),
        ),
      );
    }
  }
  if (r.burst) {
    const b = r.burst;
    const mb = (n: number) => `${n.toFixed(1)} MB`;
    out.push(
      `\n### Burst: ${int(b.settings.requests)} list requests at ${b.settings.connections} connections, each a new query string — ${day(b.measuredAt)}\n`,
      `${int(b.requests)} requests (${int(b.reqPerSec)} a second), ${b.errors} errors. RSS: idle ${b.idleRssMb.toFixed(0)} MB, right after ${b.afterRssMb.toFixed(0)} MB, ${b.settings.restSeconds} s later ${b.restedRssMb.toFixed(0)} MB, peak ${b.peakRssMb.toFixed(0)} MB.\n`,
      table(
        ['Moment', 'RSS', 'V8 heap', 'used', 'old', 'external', 'other'],
        (
          [
            ['idle', b.split.idle],
            ['right after', b.split.after],
            ['rested', b.split.rested],
          ] as const
        ).map(([name, m]) => [
          name,
          mb(m.rssMb),
          mb(m.heapTotalMb),
          mb(m.heapUsedMb),
          mb(m.spaces.old ?? 0),
          mb(m.externalMb),
          mb(m.otherMb),
        ]),
      ),
    );
  }
  if (r.start) {
    out.push(
      `\n### Start (production build, ${r.start.runs} restarts on an existing database) — ${day(r.start.measuredAt)}\n`,
      `Listening after ${ms(r.start.listeningMs)} (median; slowest ${ms(r.start.listeningMaxMs)}); idle RSS ${r.start.idleRssMb.toFixed(0)} MB.`,
    );
  }
  if (r.api) {
    const a = r.api;
    const s = a.settings;
    out.push(
      `\n### API: autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up, median of ${s.rounds} × ${s.roundSeconds} s — ${day(a.measuredAt)}\n`,
    );
    const rows: Cell[][] = [];
    for (const e of a.engines) {
      const c = e.ceiling;
      rows.push([
        e.engine,
        `raw node:http (${kib(c.bodyBytes)} body)`,
        int(c.reqPerSec),
        ms(c.p50Ms),
        ms(c.p99Ms),
        '1.00×',
        int(c.serverCpuUsPerRequest),
        c.non2xx + c.errors,
      ]);
      for (const route of e.routes) {
        rows.push([
          e.engine,
          `GET ${route.path} (${kib(route.bodyBytes)})`,
          int(route.reqPerSec),
          ms(route.p50Ms),
          ms(route.p99Ms),
          times(route.ratioToCeiling),
          int(route.serverCpuUsPerRequest),
          route.non2xx + route.errors,
        ]);
      }
      for (const route of e.routes) {
        const u = route.uncached;
        rows.push([
          e.engine,
          `GET ${route.path}, uncached`,
          int(u.reqPerSec),
          ms(u.p50Ms),
          ms(u.p99Ms),
          times(u.ratioToCeiling),
          int(u.serverCpuUsPerRequest),
          u.non2xx + u.errors,
        ]);
      }
      const p = e.post;
      rows.push([
        e.engine,
        `POST ${p.path} (${int(p.requests)} requests)`,
        int(p.reqPerSec),
        ms(p.p50Ms),
        ms(p.p99Ms),
        '—',
        '—',
        `${p.requests - p.created}; rows ${p.rowsMatch ? '=' : '≠'} 201s (${int(p.rowsAfter - p.rowsBefore)}/${int(p.created)})`,
      ]);
    }
    out.push(table(['Engine', 'Request', 'req/s', 'p50', 'p99', '× ceiling', 'Server CPU µs/req', 'Not 2xx'], rows));
    out.push(`\nAPI process memory after the run: ${a.engines.map((e) => `${e.engine} ${e.apiRssMb.toFixed(0)} MB`).join(', ')}.`);
  }
  if (r.scale) {
    const sc = r.scale;
    const sizes = sc.settings.sizes;
    out.push(
      `\n### Scale: lists at ${sizes.map(int).join(' and ')} rows, ${sc.settings.pageSize} a page, p50 of ${int(sc.settings.samples)} sequential requests — ${day(sc.measuredAt)}\n`,
    );
    const rows: Cell[][] = [];
    for (const e of sc.engines) {
      e.ratios.forEach((q, i) => {
        rows.push([
          e.engine,
          q.list,
          q.page,
          ...e.sizes.map((z) => ms(z.lists[i]!.p50Ms)),
          times(q.ratio),
          ...e.sizes.map((z) => ms(z.lists[i]!.p99Ms)),
          ...e.sizes.map((z) => ms(z.lists[i]!.servedP50Ms)),
          times(q.servedRatio),
        ]);
      });
      const mem = e.sizes.map((z) => `${z.rssMb.toFixed(0)} MB`);
      rows.push([
        e.engine,
        'API process RSS',
        '—',
        ...mem,
        times(e.sizes[e.sizes.length - 1]!.rssMb / e.sizes[0]!.rssMb),
        ...e.sizes.map(() => '—'),
        ...e.sizes.map(() => '—'),
        '—',
      ]);
    }
    out.push(
      table(
        [
          'Engine',
          'List',
          'Page',
          ...sizes.map((n) => `p50 @ ${int(n)}`),
          'Ratio',
          ...sizes.map((n) => `p99 @ ${int(n)}`),
          ...sizes.map((n) => `served p50 @ ${int(n)}`),
          'Served ratio',
        ],
        rows,
      ),
      '\n"p50"/"p99": every request with a query parameter of its own, so the reply cache never answers (the database path). "Served": the same URL again and again, as visitors get it (mostly the one-second reply cache).',
      `\nSeeding: ${sc.engines.map((e) => `${e.engine} ${e.sizes.map((z) => `${int(z.rows)} rows ${z.seedSeconds.toFixed(1)} s`).join(', ')}`).join('; ')}.`,
    );
  }
  if (r.images) {
    const im = r.images;
    out.push(
      `\n### Images: one ${im.input.megapixels.toFixed(0)}-megapixel JPEG (${im.input.width}×${im.input.height}, ${kib(im.input.bytes)}; ${im.input.note}) — ${day(im.measuredAt)}\n`,
      `Stored with its variants in ${ms(im.storeMs)} (median of ${im.runs}).\n`,
      table(
        ['File', 'Pixels', 'Bytes'],
        [
          [`original (${im.original.format}, re-encoded)`, `${im.original.width}×${im.original.height}`, kib(im.original.bytes)],
          ...im.variants.map((v): Cell[] => [`variant ${v.width}w (${v.format})`, `${v.width}×${v.height}`, kib(v.bytes)]),
        ],
      ),
    );
  }
  if (r.targets.length) {
    const met = r.targets.filter((t) => t.met).length;
    out.push(
      `\n### Targets: ${met} of ${r.targets.length} met\n`,
      table(
        ['Part', 'What', 'Target', 'Measured', 'Met'],
        r.targets.map((t) => [t.part, t.what, t.target, t.measured, t.met ? 'yes' : '**no**']),
      ),
    );
  }
  return out.join('\n');
}
