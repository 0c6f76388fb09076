import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, readdir, readlink, rmdir, symlink, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { REACHABLE_ROOT, userCan, type RunAs } from './pg-binaries.js';
import { onDisk, StartupError } from './startup-error.js';

/**
 * The cluster's folder, somewhere the user PostgreSQL runs as can reach. As root, a DATA_DIR behind
 * a folder only root may enter (a clone in a 0700 home) would stop PostgreSQL at its first step, so
 * a new cluster goes under REACHABLE_ROOT and `dir` becomes a link to it; later starts follow the
 * link. An existing cluster is never moved.
 */
export async function prepareDataDir(
  dir: string,
  runAs: RunAs | undefined,
  log: { info(msg: string): void },
): Promise<string> {
  await onDisk('DATA_DIR oluşturulamadı', dirname(dir), () => mkdir(dirname(dir), { recursive: true }));
  const entry = await lstat(dir).catch(() => undefined);
  let dataDir = entry?.isSymbolicLink() ? resolve(dirname(dir), await readlink(dir)) : dir;
  const parent = dirname(dataDir);
  await onDisk('Gömülü PostgreSQL klasörü oluşturulamadı', parent, () => mkdir(parent, { recursive: true }));
  if (runAs && !(await userCan(runAs, '-x', parent))) {
    if (existsSync(join(dataDir, 'PG_VERSION')) || (entry?.isDirectory() && (await readdir(dir)).length > 0)) {
      throw new StartupError(
        `Gömülü PostgreSQL'in klasörüne (${dataDir}) postgres kullanıcısı erişemiyor (üst klasörlerden biri yalnızca root'a açık): ` +
          `üst klasörlere geçiş izni verin (chmod o+x) veya DATA_DIR ile herkesin girebildiği bir klasör verin [data directory unreachable by the postgres user]`,
      );
    }
    const target = join(
      REACHABLE_ROOT,
      'clusters',
      `${basename(dirname(dir))}-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`,
    );
    await onDisk('Gömülü PostgreSQL klasörü oluşturulamadı', REACHABLE_ROOT, async () => {
      await mkdir(dirname(target), { recursive: true, mode: 0o755 });
      await chmod(REACHABLE_ROOT, 0o755);
      await chmod(dirname(target), 0o755);
      if (entry?.isDirectory()) await rmdir(dir);
      else if (entry) await unlink(dir);
      await symlink(target, dir);
    });
    log.info(
      `postgres kullanıcısı ${parent} klasörüne erişemiyor: gömülü PostgreSQL verisi ${target} klasöründe (${dir} oraya bağlantı)`,
    );
    dataDir = target;
  }
  await onDisk('Gömülü PostgreSQL klasörü oluşturulamadı', dataDir, () =>
    mkdir(dataDir, { recursive: true, mode: 0o700 }),
  );
  if (runAs && !existsSync(join(dataDir, 'PG_VERSION'))) await chown(dataDir, runAs.uid, runAs.gid);
  return realpathSync(dataDir);
}
