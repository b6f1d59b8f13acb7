import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GALLERY_CATEGORIES, PAPER_TYPES } from '../../shared/constants';
import { announcement, downloads, galleryCamp, galleryItem, testPaper, testResult } from '../../shared/schemas/content';
import { createHarness, type Harness } from '../test-support/api-harness';
import { seedDemoContentIfEmpty, type SeedSummary } from './demo-content';
import { insertBrochure } from './fixtures';

let h: Harness;
let summary: SeedSummary | null;

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

beforeAll(async () => {
  h = await createHarness();
  summary = await seedDemoContentIfEmpty(h.db, h.app.media);
}, 60_000);
afterAll(() => h.close());

describe('demo content on an empty database', () => {
  it('creates camps, announcements, papers, results, pictures, brochures, reports and events', async () => {
    expect(summary).not.toBeNull();
    expect(await h.count('camps')).toBeGreaterThanOrEqual(3);
    expect(await h.count('announcements')).toBeGreaterThanOrEqual(8);
    expect(await h.count('brochures')).toBeGreaterThanOrEqual(1);
    expect(await h.count('reports')).toBeGreaterThanOrEqual(1);
    expect(await h.count('events')).toBeGreaterThanOrEqual(1);
    expect(summary).toMatchObject({ camps: await h.count('camps'), galleryItems: await h.count('gallery_items') });
  });

  it('has papers and results of all three types', async () => {
    for (const table of ['test_papers', 'test_results'] as const) {
      const types = await h.db.kysely.selectFrom(table).select('type').distinct().execute();
      expect(types.map((t) => t.type).sort(), table).toEqual([...PAPER_TYPES].sort());
    }
  });

  it('has pictures in all three categories for two camps', async () => {
    const rows = await h.db.kysely.selectFrom('gallery_items').select(['camp_id', 'type']).distinct().execute();
    const byCamp = new Map<number, Set<string>>();
    for (const r of rows) byCamp.set(r.camp_id, (byCamp.get(r.camp_id) ?? new Set()).add(r.type));
    const complete = [...byCamp.values()].filter((types) => GALLERY_CATEGORIES.every((c) => types.has(c)));
    expect(complete.length).toBeGreaterThanOrEqual(2);
  });

  it('stores every file it refers to', async () => {
    const stored = [
      ...(await h.db.kysely.selectFrom('brochures').select('file').execute()).map((r) => r.file),
      ...(await h.db.kysely.selectFrom('reports').select('file').execute()).map((r) => r.file),
      ...(await h.db.kysely.selectFrom('test_papers').select('file').execute()).map((r) => r.file),
      ...(await h.db.kysely.selectFrom('test_results').select('file').execute()).map((r) => r.file),
      ...(await h.db.kysely.selectFrom('gallery_items').select('image').execute()).map((r) => r.image),
    ];
    for (const file of stored) expect(fs.existsSync(h.app.media.absolutePath(file)), file).toBe(true);
    const pdf = await h.app.media.read(stored[0]!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is served by the public calls in their shared shapes', async () => {
    const get = async (url: string) => {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    expect(z.array(announcement).parse(await get('/announcements/?page_size=5'))).toHaveLength(5);
    expect(z.array(galleryCamp).parse(await get('/api/gallery/camps/'))).toHaveLength(2);
    z.array(galleryItem).parse(await get('/api/gallery/?page_size=100'));
    z.array(testPaper).parse(await get('/api/test-papers/'));
    z.array(testResult).parse(await get('/api/test-results/'));
    const { brochures, reports } = downloads.parse(await get('/downloads/'));
    const download = await h.inject({ method: 'GET', url: `/api/reports/${reports[0]!.id}/download/` });
    expect(download.statusCode).toBe(200);
    expect(brochures.length).toBeGreaterThan(0);
  });

  it('dates each brochure and report in its own year, and lists them newest first', async () => {
    const { brochures, reports } = downloads.parse((await h.inject({ method: 'GET', url: '/downloads/' })).json());
    for (const doc of [...brochures, ...reports]) {
      expect(doc.updated_at?.slice(0, 4), doc.title).toBe(String(doc.year));
    }
    const years = (docs: { year: number }[]) => docs.map((d) => d.year);
    expect(years(reports)).toEqual([...years(reports)].sort((a, b) => b - a));
    expect(years(reports)[0]).toBeGreaterThan(years(reports).at(-1)!);
    expect(years(brochures)).toEqual([...years(brochures)].sort((a, b) => b - a));
  });

  it('does nothing when run again on a database that has content', async () => {
    const tables = ['camps', 'announcements', 'gallery_items', 'test_papers', 'test_results', 'brochures', 'reports', 'events'];
    const before = await Promise.all(tables.map((t) => h.count(t)));
    const files = filesUnder(h.app.media.root).length;
    expect(await seedDemoContentIfEmpty(h.db, h.app.media)).toBeNull();
    expect(await Promise.all(tables.map((t) => h.count(t)))).toEqual(before);
    expect(filesUnder(h.app.media.root)).toHaveLength(files);
  });
});

describe('demo content on a database with some content', () => {
  it('is not seeded, even when that content is only a brochure', async () => {
    const other = await createHarness();
    try {
      await insertBrochure(other.db);
      expect(await seedDemoContentIfEmpty(other.db, other.app.media)).toBeNull();
      expect(await other.count('camps')).toBe(0);
      expect(filesUnder(other.app.media.root)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
