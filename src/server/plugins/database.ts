// Makes the database, the media store (the data folder, or S3 with MEDIA_STORE=s3) and the config
// available to every route.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { MediaStore } from '../storage/media-store';
import { openMediaStore } from '../storage/open-media-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    media: MediaStore;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  db: Db;
  /** Close the database when the app closes (false when the caller owns it, as tests do). */
  ownsDb: boolean;
}

export const database = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, db, ownsDb }) => {
    fs.mkdirSync(config.mediaDir, { recursive: true });
    app.decorate('config', config);
    app.decorate('db', db);
    const media = await openMediaStore(config, app.log);
    app.addHook('onClose', async () => media.close());
    app.decorate('media', media.store);
    if (ownsDb) app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
