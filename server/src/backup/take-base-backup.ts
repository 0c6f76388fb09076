import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Sql } from '../platform/db.js';
import { createClusterRepository } from './cluster-repository.js';
import { WAL_SPOOL } from '../platform/wal-archive-settings.js';
import { backupId, baseKey, manifestKey, type BaseBackupManifest } from './layout.js';
import type { BackupTarget } from './target.js';

/**
 * What a base backup leaves out, as pg_basebackup does: the running server's own files, WAL (replay
 * fetches it from the archive), and folders PostgreSQL empties at start. Their folders are kept empty.
 */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
  'backup_manifest',
]);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const CHUNK = 1024 * 1024;

function write(stream: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  return new Promise((done) => {
    if (stream.write(chunk)) done();
    else stream.once('drain', () => done());
  });
}

/**
 * One file into the archive at the size it had when listed: a relation that grows meanwhile is cut
 * there and one that shrinks is padded with zeros (the WAL replayed from the backup's start restores
 * both), one that is gone is left out (dropped meanwhile, and its drop is in the WAL too).
 */
async function addFile(pack: Pack, path: string, name: string): Promise<boolean> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const info = await handle.stat();
    const entry = pack.entry({ name, size: info.size, mode: 0o600, mtime: info.mtime, type: 'file' });
    let done = 0;
    while (done < info.size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, info.size - done));
      // Short of the size: shrunk meanwhile; the rest stays zero.
      await handle.read(buffer, 0, buffer.length, done);
      await write(entry, buffer);
      done += buffer.length;
    }
    await new Promise<void>((resolve, reject) => {
      entry.once('error', reject);
      entry.end(() => resolve());
    });
    return true;
  } finally {
    await handle.close();
  }
}

async function addFolder(pack: Pack, root: string, rel: string, counter: { files: number }): Promise<void> {
  const entries = await readdir(join(root, rel), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (!rel && (SKIPPED_FILES.has(entry.name) || entry.name === WAL_SPOOL)) continue;
    if (entry.name === 'pg_internal.init' || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      pack.entry({ name, type: 'directory', mode: 0o700 });
      // pg_wal keeps its archive_status and summaries folders, empty.
      if (!rel && EMPTIED_FOLDERS.has(entry.name)) {
        if (entry.name === 'pg_wal') {
          pack.entry({ name: 'pg_wal/archive_status', type: 'directory', mode: 0o700 });
          pack.entry({ name: 'pg_wal/summaries', type: 'directory', mode: 0o700 });
        }
        continue;
      }
      await addFolder(pack, root, name, counter);
    } else if (entry.isFile()) {
      if (await addFile(pack, join(root, name), name)) counter.files += 1;
    }
  }
}

export interface BaseBackupDeps {
  /** A superuser's connection to the cluster (pg_backup_start needs it, or its grant). */
  sql: Sql;
  dataDir: string;
  target: BackupTarget;
  /** A local folder for the archive while it is made (the folder target's own, or one beside the data). */
  stagingDir: string;
}

/**
 * A non-exclusive base backup: `pg_backup_start` and `pg_backup_stop` in one session while the data
 * folder is copied into a tar.gz, with the `backup_label` (and `tablespace_map`) `pg_backup_stop` answers
 * written into the copy, as PostgreSQL's documentation describes. `pg_backup_stop` waits until the WAL
 * the backup needs is archived. The manifest is stored last: a backup without one is not offered to a restore.
 */
export async function takeBaseBackup(deps: BaseBackupDeps, now: Date): Promise<BaseBackupManifest> {
  const id = backupId(now);
  await mkdir(deps.stagingDir, { recursive: true });
  const staged = join(deps.stagingDir, `${id}.tar.gz.part`);
  const connection = await deps.sql.reserve();
  const cluster = createClusterRepository(connection);
  let started = false;
  try {
    const systemId = await cluster.systemIdentifier();
    const begin = await cluster.startBackup(`fethiye ${id}`);
    started = true;
    const pack = tarPack();
    const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(staged, { mode: 0o600 }));
    const counter = { files: 0 };
    await addFolder(pack, deps.dataDir, '', counter);
    const end = await cluster.stopBackup();
    started = false;
    pack.entry({ name: 'backup_label', mode: 0o600 }, end.labelfile);
    if (end.spcmapfile) pack.entry({ name: 'tablespace_map', mode: 0o600 }, end.spcmapfile);
    pack.finalize();
    await written;
    const pgVersion = (await readFile(join(deps.dataDir, 'PG_VERSION'), 'utf8')).trim();
    const manifest: BaseBackupManifest = {
      id,
      systemId,
      pgVersion,
      startedAt: begin.at.toISOString(),
      finishedAt: end.at.toISOString(),
      startLsn: begin.lsn,
      stopLsn: end.lsn,
      startWal: begin.wal,
      sizeBytes: (await stat(staged)).size,
      files: counter.files,
    };
    await deps.target.putFile(baseKey(systemId, id), staged);
    await deps.target.put(manifestKey(systemId, id), Buffer.from(JSON.stringify(manifest, null, 2)));
    return manifest;
  } finally {
    if (started) await cluster.abortBackup().catch(() => {});
    connection.release();
    await rm(staged, { force: true });
  }
}
