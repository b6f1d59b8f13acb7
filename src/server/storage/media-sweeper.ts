// Runs the media sweep when the API starts (before it listens) and then on a timer; the timer
// stops, and a sweep under way finishes, when the API closes. A failed sweep is logged, never fatal.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { referencedMedia } from './media-references';
import { type SweepOptions, sweepMedia } from './media-sweep';

export interface MediaSweeperOptions extends Omit<SweepOptions, 'referenced'> {
  everyMs: number;
}

/** What the last sweep left for the next one (GET /api/media/sweep/, the console's dashboard). */
export interface MediaSweepState {
  waiting: number;
  sweptAt: string;
  nextAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The last sweep's state; absent when this process does not sweep. */
    mediaSweep?: { last: MediaSweepState | null };
  }
}

export const mediaSweeper = fp<MediaSweeperOptions>(
  async (app: FastifyInstance, { everyMs, ...graces }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const state: { last: MediaSweepState | null } = { last: null };
    app.decorate('mediaSweep', state);
    const sweep = (options: Omit<SweepOptions, 'referenced'> = graces) => {
      running ??= (async () => {
        try {
          const swept = await sweepMedia(app.media, { ...options, referenced: () => referencedMedia(app.db.kysely) });
          if (swept.tmp.length || swept.orphans.length) app.log.info(swept, 'swept leftover media files');
          const now = Date.now();
          state.last = { waiting: swept.waiting, sweptAt: new Date(now).toISOString(), nextAt: new Date(now + everyMs).toISOString() };
        } catch (err) {
          app.log.error({ err }, 'media sweep failed');
        } finally {
          running = null;
        }
      })();
      return running;
    };
    app.addHook('onReady', async () => {
      // An SQLite data folder belongs to this one process (several instances need PostgreSQL), and
      // before it listens nothing of its own is mid-upload: whatever is left over now is a crash's.
      // On PostgreSQL another instance may share the folder, and an S3 bucket may be shared in any
      // case, so the graces hold at start too.
      const ownFolder = app.db.engine === 'sqlite' && app.media.backend === 'disk';
      await sweep(ownFolder ? { tmpGraceMs: 0, orphanGraceMs: 0 } : graces);
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'media-sweeper', dependencies: ['database'] },
);
