// `npm run test:crash [-- options]`: kill -9 under load. Starts the product as `npm start` does on
// a fresh data folder (SQLite, or a fresh PostgreSQL database), runs concurrent clients posting
// the public forms and uploading gallery pictures and brochures, kills the process with SIGKILL
// at random moments and starts it again on the same data, then, after a last restart, checks that
// every acknowledged submission is stored exactly once, that no row lacks its file, and that no
// orphan or temporary file is left in the media folder. Exits 1 on any failure. A few minutes.
import { performance } from 'node:perf_hooks';
import { auditCrashRun, type AuditReport } from './crash/audit';
import { createAdmin, type ProductSetup, type RunningProduct, startProduct } from './crash/product';
import { makeFiles, type Outcome, runClients } from './crash/workload';
import { undoAll, whileAlive } from './support/cleanup';
import { createScratchDatabase, postgresBaseUrl } from './support/databases';
import { freePort } from './support/ports';
import { table } from './support/table';
import { createWorkspace } from './support/workspace';

const usage = `npm run test:crash [-- options]
  --postgres      on a fresh PostgreSQL database (from DATABASE_URL or TEST_DATABASE_URL; DATABASE_URL alone implies it)
  --kills N       SIGKILLs (default 12, at least 10 for the check)
  --clients N     concurrent clients (default 20)
  --no-retry      a submission whose reply was lost is not sent again (its outcome stays unknown)
`;

function parseArgs(argv: string[]) {
  let postgres = Boolean(process.env.DATABASE_URL);
  let kills = 12;
  let clients = 20;
  let retry = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--postgres') postgres = true;
    else if (arg === '--kills') kills = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--clients') clients = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--no-retry') retry = false;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(usage);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${usage}`);
  }
  if (postgres && !postgresBaseUrl()) throw new Error('--postgres needs DATABASE_URL or TEST_DATABASE_URL');
  return { engine: postgres ? ('postgres' as const) : ('sqlite' as const), kills, clients, retry };
}

const ADMIN = { username: 'crashadmin', password: 'Kettle-Monsoon-47-Ridge' };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

async function staffCall<T>(apiUrl: string, url: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${apiUrl}${url}`, init);
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The admin's token and a camp for the gallery pictures. */
async function prepareStaff(apiUrl: string, csrf: string): Promise<{ token: string; campId: number }> {
  const { token } = await staffCall<{ token: string }>(apiUrl, '/api/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify(ADMIN),
  });
  const camp = new FormData();
  for (const [k, v] of Object.entries({ name: 'Crash camp', location: 'Munsiyari, Pithoragarh', year: '2026' })) camp.append(k, v);
  const { id } = await staffCall<{ id: number }>(apiUrl, '/api/camp/', {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: camp,
  });
  return { token, campId: id };
}

function summarise(report: AuditReport, outcomes: Outcome[], kills: number, seconds: number, engine: string): string {
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  const rows: [string, number | string][] = [
    ['engine', engine],
    ['kills (SIGKILL)', kills],
    ['submissions sent', outcomes.length],
    ['sent again after a lost reply', count((o) => o.attempts > 1)],
    ['acknowledged (2xx)', report.acknowledged],
    ['refused (4xx)', count((o) => o.status !== null && o.status >= 400 && o.status < 500)],
    ['server errors (5xx)', count((o) => o.status !== null && o.status >= 500)],
    ['no reply at all', count((o) => o.status === null)],
    ['acknowledged and stored once', report.stored],
    ['lost (acknowledged, not stored)', report.lost.length],
    ['duplicated (stored twice or more)', report.duplicated.length],
    ['stored without a 2xx', report.storedUnacknowledged],
    ['rows without their file', report.missingFiles.length],
    ['orphan media files', report.orphans.length],
    ['.tmp files', report.tmpFiles.length],
    ['run time', `${seconds.toFixed(0)} s`],
  ];
  const details = [
    ['lost', report.lost],
    ['duplicated', report.duplicated],
    ['rows without their file', report.missingFiles],
    ['orphans', report.orphans],
    ['tmp files', report.tmpFiles],
  ] as const;
  const listed = details
    .filter(([, items]) => items.length)
    .map(([name, items]) => `${name}: ${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}`);
  return [table(['crash test', ''], rows), ...listed].join('\n');
}

const failed = (r: AuditReport) => r.lost.length + r.duplicated.length + r.missingFiles.length + r.orphans.length + r.tmpFiles.length > 0;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const log = (line: string) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
  const ws = createWorkspace();
  const forgetWorkspace = whileAlive(() => ws.remove());
  const scratch = await createScratchDatabase(ws, args.engine, 'crash');
  try {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const setup: ProductSetup = {
      apiUrl,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(webPort),
        API_PORT: String(apiPort),
        DATA_DIR: scratch.dataDir,
        DATABASE_URL: scratch.url ?? '',
        WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
        PUBLIC_API_URL: apiUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_DISABLED: 'true',
      },
    };
    log(`${args.engine}: creating the admin (builds the product first when the build is stale)`);
    await createAdmin(setup, ADMIN.username, ADMIN.password);
    let product: RunningProduct = await startProduct(setup);
    const csrf = (await (await fetch(`${apiUrl}/api/csrf/`)).json()) as { csrfToken: string };
    const staff = await prepareStaff(apiUrl, csrf.csrfToken);
    const files = await makeFiles();

    log(`${args.clients} clients; ${args.kills} kills at random moments`);
    const outcomes: Outcome[] = [];
    let running = true;
    const clients = runClients(
      args.clients,
      { apiUrl, staffToken: staff.token, campId: staff.campId, retry: args.retry },
      files,
      () => running,
      outcomes,
    );
    let kills = 0;
    for (; kills < args.kills; ) {
      await pause(between(500, 4000));
      await product.kill();
      kills++;
      const before = outcomes.length;
      product = await startProduct(setup, 60_000);
      log(`kill ${kills}: ${before} submissions done so far; restarted`);
    }
    await pause(1000);
    running = false;
    await clients;

    log('load stopped; a last restart on the same data, then the checks');
    await product.stop();
    // No upload is in flight any more: on PostgreSQL the start sweep may take every leftover at once
    // (SQLite does so anyway), as an operator would set it for a restart with no other instance running.
    product = await startProduct({ ...setup, env: { ...setup.env, MEDIA_SWEEP_GRACE_SECONDS: '0' } }, 60_000);
    // A sweep of leftovers may run just after the start: give it a few seconds.
    const db = await scratch.open();
    let report = await auditCrashRun(db, `${scratch.dataDir}/media`, outcomes);
    for (let i = 0; i < 10 && report.orphans.length + report.tmpFiles.length > 0; i++) {
      await pause(1000);
      report = await auditCrashRun(db, `${scratch.dataDir}/media`, outcomes);
    }
    await db.close();
    await product.stop();
    process.stdout.write(`${summarise(report, outcomes, kills, (performance.now() - started) / 1000, args.engine)}\n`);
    if (kills < 10) log(`only ${kills} kills: the check asks for at least 10`);
    process.exitCode = failed(report) || kills < 10 ? 1 : 0;
  } finally {
    await scratch.drop();
    forgetWorkspace();
    ws.remove();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const force = setTimeout(() => process.exit(130), 20_000);
    void undoAll().finally(() => {
      clearTimeout(force);
      process.exit(130);
    });
  });
}

main().catch(async (error: unknown) => {
  process.stderr.write(`crash test failed to run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await undoAll();
  process.exit(1);
});
