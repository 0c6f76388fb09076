import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chown, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { createSql } from '../platform/db.js';
import { startEmbeddedPostgres, type EventLines } from '../platform/embedded-postgres.js';
import { postgresUser, type RunAs } from '../platform/pg-binaries.js';
import { prepareDataDir } from '../platform/pg-folder.js';
import { archiveSettings } from '../platform/wal-archive-settings.js';
import { segmentOrder, type BaseBackupManifest } from './layout.js';
import type { BackupTarget } from './target.js';
import { checkRestoredDatabase, type RestoreCheck } from './verify-restore.js';

export class RestoreError extends Error {}

export interface RestoreOptions {
  target: BackupTarget;
  /** DATA_DIR: the new cluster's folder is made inside it, beside `pg`. */
  dataDir: string;
  /** The moment to restore to; undefined: everything archived (`--latest`). */
  to: Date | undefined;
  log?: EventLines;
  /** The folder's name; default `pg-restored-<moment>`. */
  folderName?: string;
}

export interface RestoreReport {
  folder: string;
  base: BaseBackupManifest;
  walFiles: number;
  to: Date | undefined;
  check: RestoreCheck;
}

const SILENT: EventLines = { info: () => {}, warn: () => {}, error: () => {} };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

/** Every base backup the target holds with its manifest, newest first. */
export async function listBaseBackups(target: BackupTarget): Promise<BaseBackupManifest[]> {
  const objects = await target.list('');
  const manifests: BaseBackupManifest[] = [];
  for (const o of objects.filter((o) => /\/base\/[^/]+\.json$/.test(o.key))) {
    const tmp = join(
      process.env.TMPDIR ?? '/tmp',
      `fethiye-manifest-${process.pid}-${Math.random().toString(36).slice(2)}`,
    );
    try {
      await target.download(o.key, tmp);
      manifests.push(JSON.parse(await readFile(tmp, 'utf8')) as BaseBackupManifest);
    } finally {
      await rm(tmp, { force: true });
    }
  }
  return manifests.sort((a, b) => (a.finishedAt < b.finishedAt ? 1 : -1));
}

async function extractInto(archive: string, folder: string): Promise<void> {
  const extract = tarExtract();
  extract.on('entry', (header, stream, next) => {
    const path = join(folder, header.name);
    if (!path.startsWith(folder + '/')) {
      stream.resume();
      next(new RestoreError(`Yedekte klasör dışına bir dosya var: ${header.name}`));
      return;
    }
    if (header.type === 'directory') {
      void mkdir(path, { recursive: true, mode: 0o700 }).then(() => {
        stream.resume();
        next();
      }, next);
      return;
    }
    void mkdir(dirname(path), { recursive: true, mode: 0o700 })
      .then(() => pipeline(stream, createWriteStream(path, { mode: 0o600 })))
      .then(() => next(), next);
  });
  await pipeline(createReadStream(archive), createGunzip(), extract);
}

async function chownTree(path: string, runAs: RunAs): Promise<void> {
  await chown(path, runAs.uid, runAs.gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, runAs);
    else await chown(child, runAs.uid, runAs.gid);
  }
}

/** `2027-06-12T14:30:00.000Z` → `20270612-143000`, a folder name's part. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * Builds a NEW cluster folder in DATA_DIR from the newest base backup finished before `to` and the
 * archived WAL, replays it to `to` (or to the archive's end) with PostgreSQL's own recovery
 * (`recovery.signal`, `restore_command`, `recovery_target_time`, promoted at the target), then checks it
 * (the log's streams whole, read models equal to a rebuild) and stops it. Nothing else is touched: the
 * running cluster's folder is never read or written.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const log = opts.log ?? SILENT;
  const all = await listBaseBackups(opts.target);
  const base = all.find((m) => !opts.to || Date.parse(m.finishedAt) <= opts.to.getTime());
  if (!base) {
    throw new RestoreError(
      all.length
        ? `${opts.to!.toISOString()} öncesinde bitmiş bir temel yedek yok; en eskisi ${all.at(-1)!.finishedAt} tarihinde bitti`
        : `${opts.target.where} içinde temel yedek yok`,
    );
  }
  const name = opts.folderName ?? `pg-restored-${stamp(opts.to ?? new Date())}`;
  const dir = join(opts.dataDir, name);
  if (existsSync(dir)) throw new RestoreError(`${dir} zaten var; üzerine yazılmaz: silin ya da taşıyın`);
  const runAs = await postgresUser();
  const folder = await prepareDataDir(dir, runAs, log);

  log.info(`Temel yedek ${base.id} (${base.finishedAt}) ${folder} klasörüne açılıyor`);
  const archive = join(folder, '.base.tar.gz');
  await opts.target.download(`${base.systemId}/base/${base.id}.tar.gz`, archive);
  await extractInto(archive, folder);
  await rm(archive, { force: true });

  // The segments replay needs: from the backup's start on, any timeline, and the timelines' histories.
  const walDir = join(folder, 'restore-wal');
  await mkdir(walDir, { mode: 0o700 });
  const from = segmentOrder(base.startWal);
  const wal = (await opts.target.list(`${base.systemId}/wal/`)).filter((o) => {
    const file = o.key.slice(o.key.lastIndexOf('/') + 1).replace(/\.gz$/, '');
    return file.endsWith('.history') || (/^[0-9A-F]{24}$/.test(file) && segmentOrder(file) >= from);
  });
  for (const o of wal) {
    const file = o.key.slice(o.key.lastIndexOf('/') + 1).replace(/\.gz$/, '');
    const packed = join(walDir, `${file}.gz`);
    await opts.target.download(o.key, packed);
    await writeFile(join(walDir, file), gunzipSync(await readFile(packed)), { mode: 0o600 });
    await rm(packed);
  }
  await writeFile(join(folder, 'recovery.signal'), '', { mode: 0o600 });
  if (runAs) await chownTree(folder, runAs);

  log.info(`${wal.length} WAL dosyası ile kurtarma başlıyor`);
  const settings: Record<string, string> = {
    ...archiveSettings({ on: false, timeoutSeconds: 0 }),
    restore_command: 'cp restore-wal/%f %p',
    recovery_target_timeline: 'latest',
    recovery_target_action: 'promote',
    // PostgreSQL's form: a space, not `T`, and a numeric offset.
    ...(opts.to ? { recovery_target_time: opts.to.toISOString().replace('T', ' ').replace('Z', '+00') } : {}),
  };
  const cluster = await startEmbeddedPostgres({
    dir,
    port: await freePort(),
    database: 'fethiye',
    settings,
    log,
  }).catch((err: unknown) => {
    throw new RestoreError(
      `Kurtarılan küme başlamadı (${err instanceof Error ? err.message : String(err)}); ${dir} klasörü incelemek için bırakıldı`,
    );
  });
  let check: RestoreCheck;
  try {
    const sql = createSql(cluster.url, { max: 1 });
    try {
      check = await checkRestoredDatabase(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  } finally {
    await cluster.stop();
  }
  await rm(walDir, { recursive: true, force: true });
  return { folder: dir, base, walFiles: wal.length, to: opts.to, check };
}
