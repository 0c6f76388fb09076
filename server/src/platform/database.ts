import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createSql, type Sql } from './db.js';
import { archiveSettings } from './wal-archive-settings.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrate } from './migrate.js';
import { canRewriteHistory, ensureAppLogin, urlWithUser } from './roles.js';
import { connectionFailureLine, StartupError } from './startup-error.js';

/** The embedded cluster's login role for the server and the worker (member of fethiye_app). */
export const EMBEDDED_APP_LOGIN = 'fethiye_app_login';

export interface Database {
  /** The connection `sql` uses: the application's role, or the owner's with `{ as: 'owner' }`. */
  url: string;
  sql: Sql;
  /** The tables' owner: migrations ran as it; pg-boss's schema and queues, and rebuilds, need it. */
  ownerUrl: string;
  embedded: boolean;
  /** The embedded cluster's folder (for its backups); undefined with DATABASE_URL. */
  dataDir: string | undefined;
  /** The process is stopping: an embedded cluster that exits from now on is not restarted. */
  holdRestarts(): void;
  close(): Promise<void>;
}

/** Restarts of an embedded cluster that dies under the server: 1, 2, 4, 8, 16, 32 s apart. */
export const EMBEDDED_RESTARTS = { attempts: 6, firstDelayMs: 1000 };

/** A pool that has answered a first query; a failure (the URL too) is the one line that says what to fix. */
async function connect(url: string, source: string, opts: { max?: number } = {}): Promise<Sql> {
  let sql: Sql | undefined;
  try {
    sql = createSql(url, opts);
    await sql`select 1`;
    return sql;
  } catch (err) {
    await sql?.end({ timeout: 0 }).catch(() => {});
    throw new StartupError(connectionFailureLine(err, source, url));
  }
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg, and applies the
 * pending migrations as the owner (MIGRATION_DATABASE_URL, DATABASE_URL alone, or the embedded
 * cluster's superuser). `sql` then connects as the application's role: DATABASE_URL, or on the
 * embedded cluster `fethiye_app_login`, whose password is drawn anew at every start and written
 * nowhere (one process runs an embedded cluster at a time, and it set the password).
 * Logs one warning when the application's role could rewrite the event log.
 */
export async function openDatabase(
  config: Config,
  log: FastifyBaseLogger,
  opts: { as?: 'app' | 'owner' } = {},
): Promise<Database> {
  let ownerUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let holdRestarts = () => {};
  let dataDir: string | undefined;
  if (config.databaseUrl) {
    ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  } else {
    const dir = join(config.dataDir, 'pg');
    log.info({ dir, port: config.embeddedPgPort }, 'gömülü PostgreSQL başlatılıyor');
    const embedded = await startEmbeddedPostgres({
      dir,
      port: config.embeddedPgPort,
      database: 'fethiye',
      onLog: (line) => log.debug({ pg: line.trim() }, 'postgres'),
      log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg), error: (msg) => log.error(msg) },
      supervise: EMBEDDED_RESTARTS,
      // The WAL archive of the continuous backup (BACKUP=on, the default).
      settings: archiveSettings({ on: config.backup.enabled, timeoutSeconds: config.backup.archiveTimeoutSeconds }),
    });
    dataDir = embedded.dataDir;
    ownerUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
    holdRestarts = () => embedded.holdRestarts();
  }
  let sql: Sql | undefined;
  try {
    const ownerSource = config.databaseUrl
      ? config.migrationDatabaseUrl
        ? 'MIGRATION_DATABASE_URL'
        : 'DATABASE_URL'
      : 'gömülü PostgreSQL';
    const owner = await connect(ownerUrl, ownerSource, { max: 1 });
    let appUrl: string;
    try {
      const applied = await migrate(owner, config.migrationsDir);
      if (applied.length) log.info({ applied }, 'migration dosyaları uygulandı');
      if (config.databaseUrl) {
        appUrl = config.databaseUrl;
      } else {
        const password = randomBytes(24).toString('base64url');
        await ensureAppLogin(owner, EMBEDDED_APP_LOGIN, password);
        appUrl = urlWithUser(ownerUrl, EMBEDDED_APP_LOGIN, password);
      }
    } finally {
      await owner.end({ timeout: 1 });
    }
    const url = opts.as === 'owner' ? ownerUrl : appUrl;
    sql = await connect(
      url,
      opts.as === 'owner' ? ownerSource : config.databaseUrl ? 'DATABASE_URL' : 'gömülü PostgreSQL',
    );
    if (opts.as !== 'owner') {
      const { roleName, canRewrite } = await canRewriteHistory(sql);
      if (canRewrite) {
        log.warn(
          { role: roleName },
          config.migrationDatabaseUrl
            ? `DATABASE_URL kullanıcısı (${roleName}) olay kaydını (events) değiştirebiliyor: geçmiş yalnızca kurallara uyan çağrılara karşı korunuyor; tablo sahibi olmayan, fethiye_app üyesi bir kullanıcı verin`
            : 'MIGRATION_DATABASE_URL verilmedi, uygulama tabloların sahibi olarak bağlanıyor: olay kaydı (events) yalnızca kurallara uyan çağrılara karşı korunuyor',
        );
      }
    }
    const pool = sql;
    return {
      url,
      sql: pool,
      ownerUrl,
      embedded: Boolean(stopEmbedded),
      dataDir,
      holdRestarts,
      async close() {
        await pool.end({ timeout: 5 }).catch(() => {});
        await stopEmbedded?.();
      },
    };
  } catch (e) {
    await sql?.end({ timeout: 1 });
    await stopEmbedded?.();
    throw e;
  }
}
