import type { Sql } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';

/** What the image use cases work with: the pool, and the storage that holds the files. */
export interface ImageDeps {
  sql: Sql;
  storage: Storage;
}
