import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { walKey } from './layout.js';
import type { BackupTarget } from './target.js';

const gzipAsync = promisify(gzip);

export interface ShippedSegment {
  name: string;
  /** The compressed size stored. */
  sizeBytes: number;
  /** When PostgreSQL handed it over (the spooled file's time). */
  archivedAt: Date;
}

/**
 * Moves the segments (and timeline history files) PostgreSQL's `archive_command` spooled into the
 * target, oldest first, compressed. A spooled file is removed only once the target holds it; one that
 * fails stays for the next round, with the ones after it, so the archive never has a hole.
 */
export async function shipWal(spool: string, target: BackupTarget, systemId: string): Promise<ShippedSegment[]> {
  const names = (await readdir(spool).catch(() => [] as string[])).filter((n) => !n.endsWith('.part')).sort();
  const shipped: ShippedSegment[] = [];
  for (const name of names) {
    const path = join(spool, name);
    const [body, info] = await Promise.all([readFile(path), stat(path)]);
    // On libuv's thread pool: a 16 MB segment compressed on the event loop held every request behind it.
    const packed = await gzipAsync(body, { level: 1 });
    await target.put(walKey(systemId, name), packed);
    await rm(path, { force: true });
    shipped.push({ name, sizeBytes: packed.length, archivedAt: info.mtime });
  }
  return shipped;
}

/** The oldest spooled file's age in seconds (0 when the spool is empty): how far the shipping is behind. */
export async function spoolLagSeconds(spool: string, now: Date): Promise<number> {
  const names = (await readdir(spool).catch(() => [] as string[])).filter((n) => !n.endsWith('.part'));
  let oldest = now.getTime();
  for (const name of names) {
    const s = await stat(join(spool, name)).catch(() => undefined);
    if (s && s.mtimeMs < oldest) oldest = s.mtimeMs;
  }
  return Math.max(0, Math.round((now.getTime() - oldest) / 1000));
}
