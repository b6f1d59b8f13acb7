// What a migration may need to know of the engine it runs on (migrate.ts builds it).
import type { Db } from './database';

export interface MigrationContext {
  /** Column type of an auto-incrementing integer primary key on this engine. */
  id: 'integer' | 'serial';
  /** For what cannot be said the same way on both engines (triggers). */
  engine: Db['engine'];
}
