// The console's Backups screen (decision 0031, admins): when the last `npm run backup` ran and whether
// it worked, and the newest archive as a download (audited). Restores stay on the command line
// (docs/deploy.md).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '../../../shared/messages/en';
import { backupStatus } from '../../../shared/schemas/staff/backups';
import { actorOf, recordAudit } from '../../audit/audit';
import { BACKUP_STALE_MS, type BackupRun, latestBackupRuns } from '../../backup/backup-runs';
import { errorReply } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ONLY, staffOnly, staffSession, tokenSecurity } from '../../plugins/staff-guard';

const tags = ['staff: backups'];

const view = (run: BackupRun | null) =>
  run && {
    started_at: run.started_at,
    finished_at: run.finished_at,
    ok: run.ok,
    file_name: run.file ? path.basename(run.file) : null,
    size: run.size,
    error: run.error,
  };

/** The newest archive's path when this server can read it as a file. */
async function readableArchive(run: BackupRun | null): Promise<{ file: string; size: number } | null> {
  if (!run?.file) return null;
  try {
    const stat = await fs.promises.stat(run.file);
    return stat.isFile() ? { file: run.file, size: stat.size } : null;
  } catch {
    return null;
  }
}

/** An admin's call of this screen: its summary, and the rest of its schema. */
const forAdmins = (summary: string, rest: Record<string, unknown>) => ({
  ...staffOnly(ADMIN_ONLY),
  schema: { tags, summary, security: tokenSecurity, ...rest },
});

export async function backupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backups/status/',
    forAdmins('When `npm run backup` last ran and whether it worked; stale: none has worked for a day (admin)', {
      response: { 200: backupStatus, ...errorReply(401, 403) },
    }),
    async () => {
      const { last, lastOk } = await latestBackupRuns(app.db.kysely);
      return {
        last: view(last),
        last_ok: view(lastOk),
        stale: !lastOk || Date.now() - Date.parse(lastOk.finished_at) > BACKUP_STALE_MS,
        download: (await readableArchive(lastOk)) !== null,
      };
    },
  );

  app.get(
    '/api/backups/latest/download/',
    forAdmins('The newest archive that a backup wrote, as it is; 404 when it is not on this server (admin)', {
      produces: ['application/gzip'],
      response: errorReply(401, 403, 404),
    }),
    async (request, reply) => {
      const { lastOk } = await latestBackupRuns(app.db.kysely);
      const archive = await readableArchive(lastOk);
      if (!archive) throw new HttpError(404, en.console.tasks.backups.notHere);
      await recordAudit(app.db.kysely, actorOf(await staffSession(request)), {
        action: 'export',
        entity: 'backup',
        details: { file: path.basename(archive.file) },
      });
      const name = path.basename(archive.file).replace(/[^\w.-]/g, '_');
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', String(archive.size))
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(fs.createReadStream(archive.file) as never);
    },
  );
}
