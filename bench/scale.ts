// Part 4: the gallery and announcement lists at 1,000 and at 100,000 rows, seeded straight into a
// scratch database: median latency of the first page and of page 100, and the API's memory.
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, Engine } from '../src/server/db/database';
import { makeLandscapeJpeg } from '../src/server/seed/demo-files';
import { processImage } from '../src/server/storage/images';
import { MediaStore } from '../src/server/storage/media-store';
import { storeImage } from '../src/server/storage/stored-image';
import { cacheBusting } from './api';
import { createScratchDatabase } from './support/databases';
import { sampleLatencies } from './support/http';
import { startServing, type Product } from './support/product';
import { median, percentile, ratio } from './support/stats';
import type { Workspace } from './support/workspace';

export interface ScaleSettings {
  sizes: number[];
  /** Page 100 must exist at the smallest size: 10 rows a page makes it the last page of 1,000. */
  pageSize: number;
  samples: number;
  warmup: number;
}

export const defaultScaleSettings: ScaleSettings = { sizes: [1_000, 100_000], pageSize: 10, samples: 1000, warmup: 200 };

export interface ListLatency {
  list: 'gallery' | 'announcements';
  page: number;
  path: string;
  /** Each request with a query parameter of its own, so that the reply cache never answers:
   * the database, validation and serialisation at this size. */
  p50Ms: number;
  p99Ms: number;
  /** The same URL over and over, as served (mostly from the one-second reply cache). */
  servedP50Ms: number;
  servedP99Ms: number;
}

export interface ScaleSize {
  rows: number;
  seedSeconds: number;
  /** The API process (API and website): resident memory after the measurements, and its peak. */
  rssMb: number;
  peakRssMb: number;
  lists: ListLatency[];
}

export interface ScaleEngineFigures {
  engine: Engine;
  sizes: ScaleSize[];
  /** p50 at the largest size / p50 at the smallest, per list and page: uncached, and as served. */
  ratios: { list: ListLatency['list']; page: number; ratio: number; servedRatio: number }[];
}

export interface ScaleResults {
  measuredAt: string;
  settings: ScaleSettings;
  engines: ScaleEngineFigures[];
}

const CHUNK = 500;

async function seed(db: Db, mediaDir: string, rows: number): Promise<void> {
  // One stored picture (with its variants) that every gallery row points to.
  const media = new MediaStore(mediaDir, 'http://127.0.0.1');
  const stored = await storeImage(media, 'gallery', await processImage(await makeLandscapeJpeg(7)));
  const base = Date.parse('2020-01-01T00:00:00.000Z');
  const at = (i: number) => new Date(base + i * 60_000).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const camp = await trx
      .insertInto('camps')
      .values({
        name: 'Bench camp',
        location: 'Dharchula',
        year: 2025,
        image: null,
        image_variants: null,
        created_at: at(0),
        updated_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const types = ['regularclasses', 'doubts', 'exams'] as const;
    for (let start = 0; start < rows; start += CHUNK) {
      const n = Math.min(CHUNK, rows - start);
      const index = Array.from({ length: n }, (_, k) => start + k);
      await trx
        .insertInto('gallery_items')
        .values(
          index.map((i) => ({
            camp_id: camp.id,
            title: `Picture ${i}`,
            description: 'Morning class on the terrace of the camp school.',
            date: at(i).slice(0, 10),
            type: types[i % 3]!,
            image: stored.image,
            width: stored.width,
            height: stored.height,
            variants: JSON.stringify(stored.variants),
            created_at: at(i),
            updated_at: at(i),
          })),
        )
        .execute();
      await trx
        .insertInto('announcements')
        .values(
          index.map((i) => ({
            camp_id: i % 2 ? camp.id : null,
            title: `Weekly test ${i}`,
            text: 'The weekly test is on Sunday morning in the main hall. Bring a pen, a pencil and your admit card; the papers are collected at noon.',
            venue: 'Main hall',
            exam_time: '09:00 AM',
            time: null,
            created_at: at(i),
            updated_at: at(i),
          })),
        )
        .execute();
    }
  });
  // PostgreSQL's autovacuum would analyse tables this size within a minute; do it now. SQLite
  // gets no ANALYZE, as the product never runs one.
  if (db.engine === 'postgres') await sql`analyze`.execute(db.kysely);
}

export async function benchScale(
  ws: Workspace,
  engines: Engine[],
  settings: ScaleSettings,
  log: (line: string) => void,
): Promise<ScaleResults> {
  const measuredAt = new Date().toISOString();
  const out: ScaleEngineFigures[] = [];
  for (const engine of engines) {
    const sizes: ScaleSize[] = [];
    for (const rows of settings.sizes) {
      log(`scale: ${engine}: seeding ${rows.toLocaleString('en')} gallery pictures and announcements`);
      const scratch = await createScratchDatabase(ws, engine, `scale-${rows}`);
      let product: Product | undefined;
      try {
        const db = await scratch.open();
        const started = performance.now();
        try {
          await seed(db, path.join(scratch.dataDir, 'media'), rows);
        } finally {
          await db.close();
        }
        const seedSeconds = (performance.now() - started) / 1000;
        product = await startServing(ws, {
          dataDir: scratch.dataDir,
          ...(scratch.url ? { databaseUrl: scratch.url } : {}),
          seedDemo: false,
        });
        const lists: Pick<ListLatency, 'list' | 'page' | 'path'>[] = (['gallery', 'announcements'] as const).flatMap((list) =>
          [1, 100].map((page) => ({
            list,
            page,
            path: `${list === 'gallery' ? '/api/gallery/' : '/announcements/'}?page=${page}&page_size=${settings.pageSize}`,
          })),
        );
        log(`scale: ${engine}: ${rows.toLocaleString('en')} rows: timing the lists`);
        const urls = lists.map((l) => product!.apiUrl + l.path);
        const samples = await sampleLatencies([...urls.map((u) => cacheBusting(u)), ...urls], settings.samples, settings.warmup);
        const { rssMb, peakMb } = product.memory();
        sizes.push({
          rows,
          seedSeconds,
          rssMb,
          peakRssMb: peakMb,
          lists: lists.map((l, i) => {
            const served = samples[lists.length + i]!;
            return {
              ...l,
              p50Ms: median(samples[i]!),
              p99Ms: percentile(samples[i]!, 99),
              servedP50Ms: median(served),
              servedP99Ms: percentile(served, 99),
            };
          }),
        });
      } finally {
        await product?.stop();
        await scratch.drop();
      }
    }
    const small = sizes[0]!;
    const large = sizes[sizes.length - 1]!;
    const ratios = small.lists.map((l, i) => ({
      list: l.list,
      page: l.page,
      ratio: ratio(large.lists[i]!.p50Ms, l.p50Ms),
      servedRatio: ratio(large.lists[i]!.servedP50Ms, l.servedP50Ms),
    }));
    out.push({ engine, sizes, ratios });
  }
  return { measuredAt, settings, engines: out };
}
