// Erasure of applications whose purpose ended (issue 25, decision 0035): a draft never sent on, or
// a child's application its parent never confirmed, is deleted 7 days after its last change. No
// consent was given for them, so nothing else refers to them. The API runs it at start and every
// hour (a scheduled job on the app's clock).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const UNCONFIRMED_DAYS = 7;
const HOUR_MS = 3_600_000;

/** Deletes the drafts and unconfirmed applications last changed more than 7 days before `now`; how many. */
export async function eraseUnconfirmed(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * HOUR_MS).toISOString();
  const result = await db
    .deleteFrom('student_applications')
    .where('status', 'in', ['draft', 'pending_consent'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The hourly job: at start, then every hour, on the app's clock. */
export function scheduleErasure(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= eraseUnconfirmed(app.db.kysely, new Date(app.clock()))
      .then((n) => {
        if (n) app.log.info({ erased: n }, 'erased unconfirmed student applications');
      })
      .catch((err: unknown) => app.log.error({ err }, 'erasing unconfirmed student applications failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
