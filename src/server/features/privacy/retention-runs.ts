// The retention job's runs (decision 0034): one nightly run a night (claimed by a unique row, so
// several instances never both run it), or one an admin starts; each recorded with what it erased.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY_MS, erase, type KindCount, type RemoveFiles, type RetentionKind } from './retention';

/** The nightly run starts at this hour, UTC (02:30 in India: the quietest time). */
export const NIGHTLY_AT_UTC = { hour: 21, minute: 0 };

const startOfNight = (day: Date) =>
  Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), NIGHTLY_AT_UTC.hour, NIGHTLY_AT_UTC.minute);

/** The night whose run is due at `now`: the date of the last start time at or before it. */
export function nightOf(now: Date): string {
  const today = startOfNight(now);
  return new Date(now.getTime() >= today ? today : today - DAY_MS).toISOString().slice(0, 10);
}

/** When the next nightly run starts after `now`. */
export function nextNightly(now: Date): Date {
  const today = startOfNight(now);
  return new Date(now.getTime() < today ? today : today + DAY_MS);
}

export interface RunResult {
  id: number;
  counts: KindCount[];
}

async function unique(claim: () => Promise<number>): Promise<number | null> {
  try {
    return await claim();
  } catch (error) {
    // Another instance claimed the night first (the unique `night`).
    if (/unique|duplicate/i.test(error instanceof Error ? error.message : '')) return null;
    throw error;
  }
}

/**
 * One run: its row first (a nightly run claims its night, and returns null when another did),
 * then the erasure, then its end. A failure is recorded on the row and thrown.
 */
export async function runRetention(
  db: Kysely<Database>,
  removeFiles: RemoveFiles,
  run: { trigger: 'nightly' | 'admin'; userId?: number | null; now: Date },
  schedule?: readonly RetentionKind[],
): Promise<RunResult | null> {
  const started = run.now.toISOString();
  const id = await unique(async () => {
    const row = await db
      .insertInto('retention_runs')
      .values({
        trigger: run.trigger,
        started_by: run.userId ?? null,
        night: run.trigger === 'nightly' ? nightOf(run.now) : null,
        started_at: started,
        finished_at: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  if (id === null) return null;
  try {
    const counts = await erase(db, removeFiles, id, run.now, schedule);
    await db.updateTable('retention_runs').set({ ok: 1, finished_at: new Date().toISOString() }).where('id', '=', id).execute();
    return { id, counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.updateTable('retention_runs').set({ error: message, finished_at: new Date().toISOString() }).where('id', '=', id).execute();
    throw error;
  }
}

/** The latest runs, newest first, each with its counts. */
export async function recentRuns(db: Kysely<Database>, limit = 20) {
  const runs = await db
    .selectFrom('retention_runs')
    .leftJoin('users', 'users.id', 'retention_runs.started_by')
    .select([
      'retention_runs.id',
      'retention_runs.trigger',
      'users.username as started_by',
      'retention_runs.started_at',
      'retention_runs.finished_at',
      'retention_runs.ok',
      'retention_runs.error',
    ])
    .orderBy('retention_runs.id', 'desc')
    .limit(limit)
    .execute();
  const ids = runs.map((r) => r.id);
  const logged = ids.length
    ? await db
        .selectFrom('erasure_log')
        .select(['run_id', 'kind', 'erased_rows', 'erased_files'])
        .where('run_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return runs.map((r) => ({
    ...r,
    ok: r.ok === 1,
    counts: logged.filter((l) => l.run_id === r.id).map((l) => ({ kind: l.kind, rows: l.erased_rows, files: l.erased_files })),
  }));
}

/**
 * The nightly timer: at start, the night's run if it has not run (the server was down at the
 * hour), then each night at NIGHTLY_AT_UTC. The time is the app's clock; the timer's wait is
 * computed from it. A failed run is logged and tried again the next night.
 */
export function scheduleNightly(app: FastifyInstance, clock: Clock): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    const now = new Date(clock());
    running = runRetention(app.db.kysely, (...files) => app.media.remove(...files), { trigger: 'nightly', now })
      .then((result) => {
        if (result) app.log.info({ retention: result.counts }, 'retention run finished');
      })
      .catch((err: unknown) => app.log.error({ err }, 'retention run failed'))
      .finally(() => {
        running = null;
        timer = setTimeout(tick, nextNightly(new Date(clock())).getTime() - clock());
        timer.unref();
      });
  };
  app.addHook('onReady', async () => {
    tick();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
    clearTimeout(timer);
  });
}
