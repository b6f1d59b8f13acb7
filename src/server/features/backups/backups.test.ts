// Decision 0031: the Backups screen's calls. `npm run backup` records each run (recordBackupRun, as the
// command does); admins read when the last one ran and whether it worked, are warned when none
// has worked for a day, and download the newest archive as it is (audited).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordBackupRun } from '../../backup/backup-runs';
import { auditEntries } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-runs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const status = async () => {
  const res = await staffJson(h, 'GET', '/api/backups/status/', admin);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('backups', () => {
  it('says none ran yet, and warns', async () => {
    expect(await status()).toEqual({ last: null, last_ok: null, stale: true, download: false });
    expect((await staffJson(h, 'GET', '/api/backups/latest/download/', admin)).statusCode).toBe(404);
  });

  it('shows the newest run and the newest that worked; warns when that is more than a day old', async () => {
    const old = path.join(dir, 'hill-camps-old.tar.gz');
    fs.writeFileSync(old, 'old archive');
    await recordBackupRun(h.db.kysely, { started_at: hoursAgo(30), finished_at: hoursAgo(30), ok: true, file: old, size: 11, error: null });
    await recordBackupRun(h.db.kysely, {
      started_at: hoursAgo(2),
      finished_at: hoursAgo(2),
      ok: false,
      file: null,
      size: null,
      error: 'No space left on device',
    });
    const stale = await status();
    expect(stale).toMatchObject({
      last: { ok: false, error: 'No space left on device', file_name: null },
      last_ok: { ok: true, file_name: 'hill-camps-old.tar.gz', size: 11 },
      stale: true,
      download: true,
    });
    // The archive's folder on the server is not told.
    expect(JSON.stringify(stale)).not.toContain(dir);

    const fresh = path.join(dir, 'hill-camps-new.tar.gz');
    fs.writeFileSync(fresh, 'the newest archive');
    await recordBackupRun(h.db.kysely, {
      started_at: hoursAgo(1),
      finished_at: hoursAgo(0.9),
      ok: true,
      file: fresh,
      size: 18,
      error: null,
    });
    expect(await status()).toMatchObject({ last: { ok: true, file_name: 'hill-camps-new.tar.gz' }, stale: false, download: true });
  });

  it('downloads the newest archive as it is, for admins only, and the audit log records it', async () => {
    const res = await staffJson(h, 'GET', '/api/backups/latest/download/', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hill-camps-new.tar.gz"');
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.body).toBe('the newest archive');
    expect(await auditEntries(h, { action: 'export', entity: 'backup' })).toHaveLength(1);

    expect((await staffJson(h, 'GET', '/api/backups/latest/download/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/backups/status/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/backups/status/', null)).statusCode).toBe(401);
  });

  it('answers 404 in plain words when the newest archive is not on this server', async () => {
    fs.rmSync(path.join(dir, 'hill-camps-new.tar.gz'));
    expect((await status()).download).toBe(false);
    const res = await staffJson(h, 'GET', '/api/backups/latest/download/', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'The newest archive is not on this server: ask the person who runs the server for a copy.' });
  });
});
