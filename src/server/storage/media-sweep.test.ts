// The sweep of what a crash leaves in the media folder, through the API's start and its timer, on
// both engines: old orphans and `.tmp` files go; young ones, and every file a row names, stay.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../app';
import {
  insertBrochure,
  insertCamp,
  insertEvent,
  insertGalleryItem,
  insertReport,
  insertTestPaper,
  insertTestResult,
} from '../seed/fixtures';
import { createHarness, type Harness, testEngine } from '../test-support/api-harness';
import { createStaff } from '../test-support/staff-fixtures';
import { FILE_COLUMNS, IMAGE_COLUMNS } from './media-references';

const HOUR = 60 * 60_000;
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const stem = (kind: string) => `${kind}/${randomBytes(12).toString('hex')}`;
const exists = (name: string) =>
  fs.access(path.join(h.config.mediaDir, name)).then(
    () => true,
    () => false,
  );

/** Writes a file as the store would have, `ageMs` ago. */
async function plant(name: string, ageMs: number) {
  const file = path.join(h.config.mediaDir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, 'x');
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(file, when, when);
  return name;
}

/** An image planted two hours ago with two variants; returns its columns and its files. */
async function oldImage(kind: string) {
  const s = stem(kind);
  const files = [`${s}.jpg`, `${s}-w400.webp`, `${s}-w800.webp`];
  for (const f of files) await plant(f, 2 * HOUR);
  const variants = JSON.stringify(files.slice(1).map((p, i) => ({ path: p, width: 400 * (i + 1), height: 300, format: 'webp' })));
  return { image: files[0]!, variants, files };
}

/** One row in every table that names a stored file, each file planted two hours ago. */
async function rowsWithFiles(): Promise<string[]> {
  const kept: string[] = [];
  const camp = await oldImage('camps');
  const campId = (await insertCamp(h.db, { image: camp.image, image_variants: camp.variants })).id;
  const event = await oldImage('events');
  await insertEvent(h.db, { image: event.image, image_variants: event.variants });
  const picture = await oldImage('gallery');
  await insertGalleryItem(h.db, { camp_id: campId, image: picture.image, variants: picture.variants });
  const photo = await oldImage('profiles');
  const user = await createStaff(h);
  await h.db.kysely.updateTable('users').set({ photo: photo.image, photo_variants: photo.variants }).where('id', '=', user.id).execute();
  kept.push(...camp.files, ...event.files, ...picture.files, ...photo.files);
  for (const [kind, insert] of [
    ['papers', insertTestPaper],
    ['results', insertTestResult],
    ['brochures', insertBrochure],
    ['reports', insertReport],
  ] as const) {
    const file = await plant(`${stem(kind)}.pdf`, 2 * HOUR);
    await insert(h.db, { file });
    kept.push(file);
  }
  return kept;
}

/** A second API over the harness's database and folder, sweeping, with its log lines kept. */
async function sweepingApi(everyMs: number) {
  const lines: { msg: string; tmp?: string[]; orphans?: string[] }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app: FastifyInstance = await buildApi(h.config, { db: h.db, logger: pino({ level: 'info' }, stream), sweepMediaEveryMs: everyMs });
  return { app, lines };
}

async function until(check: () => Promise<boolean>, ms = 3000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) if (await check()) return true;
  return false;
}

describe('the media sweep', () => {
  // On SQLite the folder is this one process's, so at start even a young leftover is a crash's;
  // on PostgreSQL another instance may be mid-upload, so young ones stay.
  const youngSweptAtStart = testEngine() === 'sqlite';

  it('at start, removes leftovers (young ones too on SQLite, only old ones on PostgreSQL), keeping every file a row names', async () => {
    const kept = await rowsWithFiles();
    const orphan = stem('gallery');
    const swept = [
      await plant(`${orphan}.jpg`, 2 * HOUR),
      await plant(`${orphan}-w400.webp`, 2 * HOUR),
      await plant(`${stem('papers')}.pdf.0a1b2c3d4e5f.tmp`, 10 * 60_000),
    ];
    const young = [await plant(`${stem('camps')}.jpg`, 60_000), await plant(`${stem('reports')}.pdf.0a1b2c3d4e5f.tmp`, 60_000)];

    const { app, lines } = await sweepingApi(HOUR);
    await app.ready();
    await app.close();

    for (const name of swept) expect(await exists(name), name).toBe(false);
    for (const name of young) expect(await exists(name), name).toBe(!youngSweptAtStart);
    for (const name of kept) expect(await exists(name), name).toBe(true);
    const logged = lines.find((l) => l.msg === 'swept leftover media files');
    expect(logged?.orphans?.sort()).toEqual([...swept.slice(0, 2), ...(youngSweptAtStart ? [young[0]] : [])].sort());
    expect(logged?.tmp?.sort()).toEqual([swept[2], ...(youngSweptAtStart ? [young[1]] : [])].sort());
  });

  it('sweeps again on its timer, and stops when the API closes', async () => {
    // The interval is the test's to move (only it: the database and the files run as they do).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { app } = await sweepingApi(HOUR);
      await app.ready();
      const first = await plant(`${stem('events')}.jpg`, 2 * HOUR);
      vi.advanceTimersByTime(HOUR);
      expect(await until(async () => !(await exists(first)))).toBe(true);

      await app.close();
      // No timer of the sweeper is left: however long the clock runs on, nothing sweeps again.
      expect(vi.getTimerCount()).toBe(0);
      const second = await plant(`${stem('events')}.jpg`, 2 * HOUR);
      vi.advanceTimersByTime(10 * HOUR);
      expect(await exists(second)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells admins how many unnamed files wait for the next sweep (GET /api/media/sweep/)', async () => {
    const admin = await createStaff(h, { role: 'admin' });
    const coordinator = await createStaff(h, { role: 'coordinator' });
    // Without a sweeper in this process: nothing known.
    const none = await h.inject({ method: 'GET', url: '/api/media/sweep/', headers: admin.headers });
    expect(none.json()).toEqual({ waiting_for_sweep: null, swept_at: null, next_sweep_at: null });
    // Two young unnamed files (the grace holds on PostgreSQL at start; later sweeps on both).
    const young = [await plant(`${stem('gallery')}.jpg`, 60_000), await plant(`${stem('papers')}.pdf.0a1b2c3d4e5f.tmp`, 60_000)];
    const { app } = await sweepingApi(HOUR);
    await app.ready();
    try {
      const sweptAtStart = testEngine() === 'sqlite';
      const reply = await app.inject({ method: 'GET', url: '/api/media/sweep/', headers: admin.headers });
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      // On PostgreSQL the first test's young files wait too.
      if (sweptAtStart) expect(body.waiting_for_sweep).toBe(0);
      else expect(body.waiting_for_sweep).toBeGreaterThanOrEqual(2);
      expect(Date.parse(body.next_sweep_at) - Date.parse(body.swept_at)).toBe(HOUR);
      expect((await app.inject({ method: 'GET', url: '/api/media/sweep/', headers: coordinator.headers })).statusCode).toBe(403);
      for (const name of young) expect(await exists(name)).toBe(!sweptAtStart);
    } finally {
      await app.close();
      for (const name of young) await fs.rm(path.join(h.config.mediaDir, name), { force: true });
    }
  });

  it('knows every column of the database that names a stored file', async () => {
    const schema =
      testEngine() === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(h.db.kysely)).rows[0]!.s : undefined;
    const tables = (await h.db.kysely.introspection.getTables()).filter((t) => schema === undefined || t.schema === schema);
    const mediaColumns = tables.flatMap((t) =>
      t.columns.filter((c) => /^(image|file|photo|variants)$|_(variants|photo|scan)$/.test(c.name)).map((c) => `${t.name}.${c.name}`),
    );
    const listed = [
      ...IMAGE_COLUMNS.flatMap((c) => [`${c.table}.${c.image}`, `${c.table}.${c.variants}`]),
      ...FILE_COLUMNS.map((c) => `${c.table}.${c.file}`),
    ];
    expect(mediaColumns.sort()).toEqual(listed.sort());
  });
});
