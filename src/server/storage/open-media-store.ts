// The media store the settings name: the data folder's media, or an S3-compatible bucket
// (MEDIA_STORE=s3, docs/decisions/0019). One place for the API and the command-line tools
// (backup, restore), so a backup of an S3 site holds the bucket's files, not an empty folder's.
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { MediaStore } from './media-store';
import { S3MediaStore, s3Settings } from './s3-media-store';

export interface OpenedMediaStore {
  store: MediaStore;
  /** Ends the store's connections (the S3 client's sockets); nothing for the folder. */
  close(): void;
}

/**
 * A bucket that refuses us stops the caller with a ConfigError naming the variable; one that does
 * not answer is an outage the store reports on use (uploads answer 503 until it does).
 */
export async function openMediaStore(config: Config, log: FastifyBaseLogger = pino({ level: 'warn' })): Promise<OpenedMediaStore> {
  const publicBase = config.PUBLIC_API_URL.replace(/\/$/, '');
  if (config.MEDIA_STORE !== 's3') return { store: new MediaStore(config.mediaDir, publicBase), close() {} };
  const store = new S3MediaStore(s3Settings(config), config.mediaDir, publicBase, log);
  await store.check();
  return { store, close: () => store.client.destroy() };
}
