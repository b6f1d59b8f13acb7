// MEDIA_STORE=s3 against a local S3-compatible server (s3rver) that the test starts on a free
// port (docs/decisions/0019): uploads with their variants in the bucket, files served through the
// API with the usual headers, downloads, the sweep, refused settings, and the bucket going away.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createHarness, type Harness, testEngine } from '../test-support/api-harness';
import { type LocalS3, startLocalS3, TEST_BUCKET } from '../test-support/s3';
import { createCamp, createStaff, pdfFile, pngFile, type StaffFixture, staffMultipart } from '../test-support/staff-fixtures';
import { referencedMedia } from './media-references';
import { sweepMedia } from './media-sweep';

let s3: LocalS3;
let h: Harness;
let admin: StaffFixture;
let camp: number;

/** The keys in the bucket, read with a client of the test's own. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

const storedName = (url: string) => url.split('/media/')[1]!;

beforeAll(async () => {
  s3 = await startLocalS3();
  h = await createHarness(s3.env);
  admin = await createStaff(h, { role: 'admin' });
  camp = await createCamp(h);
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
});

describe('MEDIA_STORE=s3', () => {
  let image: string;

  it('stores an uploaded picture and its variants in the bucket, nothing on disk', async () => {
    const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, {
      camp: String(camp),
      title: 'Class',
      image: await pngFile(900, 600),
    });
    expect(res.statusCode).toBe(201);
    const item = res.json() as { image: string; variants: { url: string; width: number }[] };
    image = storedName(item.image);
    expect(item.variants.map((v) => v.width)).toEqual([400, 800, 900]);
    expect(await bucketKeys()).toEqual([image, ...item.variants.map((v) => storedName(v.url))].sort());
    expect(fs.readdirSync(h.config.mediaDir)).toEqual([]);
  });

  it('serves a stored picture through the API with its type, cache and security headers, and 304 for its ETag', async () => {
    const res = await h.inject({ method: 'GET', url: `/media/${image}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(await h.app.media.read(image))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const again = await h.inject({ method: 'GET', url: `/media/${image}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a name it does not hold or could never have made', async () => {
    expect((await h.inject({ method: 'GET', url: '/media/gallery/0000000000000000000000ff.jpg' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: '/media/../app.sqlite' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: '/media/gallery/x.html' })).statusCode).toBe(404);
  });

  it('stores a document and sends it as a download, by its download call and under /media/', async () => {
    const pdf = pdfFile('brochure.pdf', 'Summer camp');
    const res = await staffMultipart(h, 'POST', '/api/brochures/', admin, { title: 'Summer camp 2026', year: '2026', file: pdf });
    expect(res.statusCode).toBe(201);
    const { id, file_url } = res.json() as { id: number; file_url: string };
    const download = await h.inject({ method: 'GET', url: `/api/brochures/${id}/download/` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(download.rawPayload.equals(pdf.data)).toBe(true);
    const direct = await h.inject({ method: 'GET', url: `/media/${storedName(file_url)}` });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-disposition']).toBe(`attachment; filename="${storedName(file_url).replace('/', '-')}"`);
    expect(direct.headers['content-security-policy']).toMatch(/^sandbox; /);
    expect(direct.rawPayload.equals(pdf.data)).toBe(true);
  });

  it('sweeps an object no row names, and leaves every named one', async () => {
    const orphan = 'gallery/0123456789abcdef01234567.jpg';
    await h.app.media.write(orphan, Buffer.from('left over'));
    const before = await bucketKeys();
    const swept = await sweepMedia(h.app.media, {
      referenced: () => referencedMedia(h.db.kysely),
      orphanGraceMs: 0,
      // The bucket's times are to the second.
      now: () => Date.now() + 2000,
    });
    expect(swept.orphans).toEqual([orphan]);
    expect(await bucketKeys()).toEqual(before.filter((k) => k !== orphan));
  });

  it('refuses an upload with 503 while the bucket does not answer, storing no row; health says so; all is well again once it is back', async () => {
    const rows = await h.count('gallery_items');
    const audit = await h.count('audit_log');
    await s3.stop();
    try {
      const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, { camp: String(camp), title: 'Lost?', image: await pngFile() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'Files cannot be stored or read just now. Nothing was saved; please try again in a few minutes.',
      });
      expect(await h.count('gallery_items')).toBe(rows);
      expect(await h.count('audit_log')).toBe(audit);
      expect((await h.inject({ method: 'GET', url: `/media/${image}` })).statusCode).toBe(503);
      expect((await h.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', degraded: ['media-store'] });
    } finally {
      await s3.start();
    }
    expect((await h.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const res = await staffMultipart(h, 'POST', '/api/gallery/', admin, { camp: String(camp), title: 'Back', image: await pngFile() });
    expect(res.statusCode).toBe(201);
    expect(await h.count('gallery_items')).toBe(rows + 1);
  });
});

describe('npm run backup and restore with MEDIA_STORE=s3', () => {
  function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
        env: { ...process.env, LOG_LEVEL: 'silent', BACKUP_KEY: 'ab'.repeat(32), ...s3.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }
  async function emptyBucket() {
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const keys = await bucketKeys();
      if (keys.length)
        await client.send(new DeleteObjectsCommand({ Bucket: TEST_BUCKET, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    } finally {
      client.destroy();
    }
  }

  it('backs up the bucket’s files (not the empty data folder’s), and restores them into the bucket', async () => {
    const pgUrl = process.env.TEST_DATABASE_URL ?? '';
    const schema =
      testEngine() === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(h.db.kysely)).rows[0]!.schema
        : '';
    const live =
      testEngine() === 'sqlite'
        ? { DATA_DIR: h.config.dataDir, DATABASE_URL: '' }
        : {
            DATA_DIR: h.config.dataDir,
            DATABASE_URL: `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
          };
    const named = await referencedMedia(h.db.kysely);
    expect(named.size).toBeGreaterThan(0);
    const inBucket = (await bucketKeys()).filter((k) => named.has(k));
    expect(inBucket.length).toBe(named.size);

    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 's3-backup-')), 'site.tar.gz');
    const backup = await cli('backup', [archive], live);
    // On Node 20 the AWS SDK warns (once) that its 2027 releases need Node 22; nothing else.
    const problems = (stderr: string) => stderr.split('\n').filter((l) => /error|fail|refus/i.test(l));
    expect(problems(backup.stderr)).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`and ${named.size} stored files`);

    // A new site (its own data folder, SQLite) on the same bucket: the bucket holds files, so refused.
    const target = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 's3-restore-')), DATABASE_URL: '' };
    const refused = await cli('restore', [archive], target);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`the S3 bucket ${TEST_BUCKET}`);

    // Emptied, the bucket gets every file back from the archive.
    await emptyBucket();
    expect(await bucketKeys()).toEqual([]);
    const restored = await cli('restore', [archive], target);
    expect(problems(restored.stderr)).toEqual([]);
    expect(restored.code).toBe(0);
    expect(await bucketKeys()).toEqual([...named].sort());
  }, 120_000);
});

describe('wrong S3 settings', () => {
  const build = (env: Record<string, string>) =>
    buildApi(loadConfig({ ...s3.env, DATA_DIR: h.config.dataDir, LOG_LEVEL: 'silent', ...env }), { db: h.db, logger: false });

  it.each([
    [{ S3_BUCKET: 'no-such-bucket' }, 'S3_BUCKET'],
    [{ S3_ACCESS_KEY_ID: 'not-the-key' }, 'S3_ACCESS_KEY_ID'],
  ])('stop the start when the store refuses them (%o), with one line naming the variable', async (env, name) => {
    const error = await build(env).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('not-the-key');
  });
});
