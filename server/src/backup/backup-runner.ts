import { join } from 'node:path';
import type { Config } from '../config.js';
import type { EventLines } from '../platform/embedded-postgres.js';
import { createSql, type Sql } from '../platform/db.js';
import { WAL_SPOOL } from '../platform/wal-archive-settings.js';
import { baseKey, manifestKey, segmentOrder, walPrefix, type BaseBackupManifest } from './layout.js';
import { createClusterRepository } from './cluster-repository.js';
import { createBackupRepository } from './repository.js';
import { listBaseBackups } from './restore.js';
import { shipWal, spoolLagSeconds } from './ship-wal.js';
import { takeBaseBackup } from './take-base-backup.js';
import { bucketTarget, folderTarget, type BackupTarget } from './target.js';

/** How often the spool is shipped: well inside `archive_timeout`, so a segment waits seconds, not minutes. */
const SHIP_EVERY_MS = 10_000;

export interface BackupRunner {
  target: BackupTarget;
  systemId: string;
  /** Ships what PostgreSQL has archived into the spool; the number of files shipped. */
  ship(): Promise<number>;
  /** A base backup now, then the retention. */
  baseBackup(now: Date): Promise<BaseBackupManifest>;
  /** Seconds the oldest spooled segment has waited. */
  lagSeconds(now: Date): Promise<number>;
  close(): Promise<void>;
}

export function backupTarget(config: Config['backup']): Promise<BackupTarget> {
  return config.s3 ? bucketTarget(config.s3, config.s3.bucket) : Promise.resolve(folderTarget(config.dir));
}

/**
 * Deletes base backups no restore point of the last `days` needs (each older than the newest one
 * finished before the window's start) and the WAL before the oldest kept one. Returns the oldest
 * moment the kept backups restore to.
 */
export async function applyRetention(target: BackupTarget, systemId: string, days: number, now: Date) {
  const bases = (await listBaseBackups(target)).filter((m) => m.systemId === systemId);
  const windowStart = now.getTime() - days * 86_400_000;
  // Newest first: keep every one finished inside the window and the first one before it.
  const firstBefore = bases.findIndex((m) => Date.parse(m.finishedAt) <= windowStart);
  const kept = firstBefore === -1 ? bases : bases.slice(0, firstBefore + 1);
  const dropped = bases.slice(kept.length);
  for (const m of dropped) await target.remove([manifestKey(systemId, m.id), baseKey(systemId, m.id)]);
  const oldest = kept.at(-1);
  if (oldest) {
    const from = segmentOrder(oldest.startWal);
    const old = (await target.list(walPrefix(systemId))).filter((o) => {
      const file = o.key.slice(o.key.lastIndexOf('/') + 1).replace(/\.gz$/, '');
      return /^[0-9A-F]{24}$/.test(file) && segmentOrder(file) < from;
    });
    await target.remove(old.map((o) => o.key));
  }
  return oldest ? new Date(oldest.finishedAt) : null;
}

/**
 * The embedded cluster's continuous backup, in the process that runs the cluster: ships the WAL spool
 * every few seconds and makes base backups when asked (the nightly `backup.base` job, and once at the
 * first start). Its state goes to `backup_status` for the panel, the metrics and the alert.
 */
export async function startBackupRunner(deps: {
  config: Config['backup'];
  /** The superuser's URL; the backup's own session goes to the maintenance database `postgres` (cluster-wide work). */
  ownerUrl: string;
  /** The application's pool, for `backup_status`. */
  sql: Sql;
  dataDir: string;
  log: EventLines;
}): Promise<BackupRunner> {
  const target = await backupTarget(deps.config);
  const maintenance = new URL(deps.ownerUrl);
  maintenance.pathname = '/postgres';
  const sql: Sql = createSql(maintenance.toString(), { max: 2 });
  const status = createBackupRepository(deps.sql);
  const spool = join(deps.dataDir, WAL_SPOOL);
  const systemId = await createClusterRepository(sql).systemIdentifier();

  let shipping: Promise<number> | undefined;
  const ship = (): Promise<number> => {
    shipping ??= (async () => {
      try {
        const shipped = await shipWal(spool, target, systemId);
        const last = shipped.at(-1);
        if (last) await status.succeeded('wal', last.name, last.archivedAt, last.sizeBytes, target.where);
        return shipped.length;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        deps.log.error(`WAL arşive gönderilemedi (${target.where}): ${message}`);
        await status.failed('wal', message, new Date(), target.where).catch(() => {});
        return 0;
      } finally {
        shipping = undefined;
      }
    })();
    return shipping;
  };
  const timer = setInterval(() => void ship(), SHIP_EVERY_MS);
  timer.unref();

  let running: Promise<BaseBackupManifest> | undefined;
  const baseBackup = (now: Date) => {
    running ??= (async () => {
      try {
        const manifest = await takeBaseBackup(
          { sql, dataDir: deps.dataDir, target, stagingDir: join(deps.config.dir, '.staging') },
          now,
        );
        await ship();
        await status.succeeded('base', manifest.id, new Date(manifest.finishedAt), manifest.sizeBytes, target.where);
        await status.oldestRestorePoint(await applyRetention(target, systemId, deps.config.retentionDays, now));
        deps.log.info(`Temel yedek alındı: ${manifest.id}, ${manifest.sizeBytes} bayt (${target.where})`);
        return manifest;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        deps.log.error(`Temel yedek alınamadı (${target.where}): ${message}`);
        await status.failed('base', message, new Date(), target.where).catch(() => {});
        throw err;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    target,
    systemId,
    ship,
    baseBackup,
    lagSeconds: (now) => spoolLagSeconds(spool, now),
    async close() {
      clearInterval(timer);
      await Promise.allSettled([shipping, running]);
      await ship();
      await sql.end({ timeout: 5 });
    },
  };
}
