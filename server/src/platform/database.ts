import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createSql, type Sql } from './db.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrate } from './migrate.js';

export interface Database {
  url: string;
  sql: Sql;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg, then applies
 * the pending migrations.
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dir = join(config.dataDir, 'pg');
    log.info({ dir, port: config.embeddedPgPort }, 'gömülü PostgreSQL başlatılıyor');
    const embedded = await startEmbeddedPostgres({
      dir,
      port: config.embeddedPgPort,
      database: 'fethiye',
      onLog: (line) => log.debug({ pg: line.trim() }, 'postgres'),
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const sql = createSql(url);
  try {
    const applied = await migrate(sql, config.migrationsDir);
    if (applied.length) log.info({ applied }, 'migration dosyaları uygulandı');
  } catch (e) {
    await sql.end({ timeout: 1 });
    await stopEmbedded?.();
    throw e;
  }
  return {
    url,
    sql,
    embedded: Boolean(stopEmbedded),
    async close() {
      await sql.end({ timeout: 5 }).catch(() => {});
      await stopEmbedded?.();
    },
  };
}
