// What a backup archive says about itself (`manifest.json`, its last entry): what it holds, from
// which engine and migration level, how many rows each table had, and a SHA-256 of every file, so
// that a restore checks the whole archive before it touches anything.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { STORED_NAME } from '../storage/media-store';

export const MANIFEST_NAME = 'manifest.json';
/** The database snapshot: a SQLite file whatever the engine it came from (decision 0018). */
export const DATABASE_NAME = 'database.sqlite';
export const MEDIA_PREFIX = 'media/';
export const FORMAT = 'hill-camps-backup';
export const FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileEntry = z.object({ sha256, bytes: z.number().int().min(0) });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The engine the snapshot was taken from. */
  engine: z.enum(['sqlite', 'postgres']),
  /** The migrations applied to the database, in order: its schema's level. */
  migrations: z.array(z.string()),
  /** Rows per table in the snapshot (the migrator's own tables left out). */
  tables: z.record(z.string(), z.number().int().min(0)),
  database: fileEntry,
  /** Every stored file a row of the snapshot names, by its stored name. */
  media: z.array(fileEntry.extend({ name: z.string().regex(STORED_NAME) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Whether an archive entry's name is one a backup writes. */
export function isArchiveName(name: string): boolean {
  return (
    name === MANIFEST_NAME || name === DATABASE_NAME || (name.startsWith(MEDIA_PREFIX) && STORED_NAME.test(name.slice(MEDIA_PREFIX.length)))
  );
}

export function sha256Of(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function sha256OfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
