import { randomBytes } from 'node:crypto';
import { chown, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import postgres from 'postgres';
import type { RunAs } from './pg-binaries.js';
import { onDisk, StartupError } from './startup-error.js';
import { SUPERUSER, SUPERUSER_PASSWORD_FILE } from './superuser-password.mjs';

/**
 * The embedded cluster's superuser password (issue 35 point 6). Any local process can reach
 * 127.0.0.1, so the password is no constant: initdb gets a random one, kept in a 0600 file inside the
 * cluster's folder (`superuser-password.mjs` reads it for the tests and benches), and a cluster made
 * when it was the constant `postgres` gets a random one at its next start.
 *
 * A new password is always written down beside the cluster (the pending file) before the role has it,
 * and moved into the cluster's file once a login with it worked; a start tries the cluster's file, the
 * pending file, then the old constant, and settles on whichever logs in. So a crash at any step leaves
 * a password that works in one of the two files, or the old one that the next start replaces.
 */

/** The password every cluster had before it was random. */
export const LEGACY_PASSWORD = 'postgres';

export const newPassword = () => randomBytes(24).toString('base64url');

/** Beside the cluster's folder (initdb wants that folder empty): a password on its way in. */
export const pendingPasswordFile = (dataDir: string) =>
  join(dirname(dataDir), `.${basename(dataDir)}.superuser-password.next`);

const passwordFile = (dataDir: string) => join(dataDir, SUPERUSER_PASSWORD_FILE);

/** `text` into `path` (mode 0600, owned by `owner` when given): a crash leaves the old file or the new one, never a part. */
export async function writeAtomically(path: string, text: string, owner?: RunAs): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const file = await open(tmp, 'wx', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    if (owner) await chown(tmp, owner.uid, owner.gid);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  const dir = await open(dirname(path), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

const readPassword = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => text.trim() || undefined,
    () => undefined,
  );

/**
 * Host lines that let anyone in without a password become scram-sha-256 (initdb was always asked for
 * it; this keeps a hand-edited file honest). Before the postmaster starts. Returns whether it changed.
 */
export async function requirePasswords(dataDir: string): Promise<boolean> {
  const path = join(dataDir, 'pg_hba.conf');
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  const fixed = text
    .split('\n')
    .map((line) =>
      /^\s*(local|host\w*)\s/.test(line) ? line.replace(/(\s)(trust|password)(\s*(#.*)?)$/, '$1scram-sha-256$3') : line,
    )
    .join('\n');
  if (fixed === text) return false;
  await writeFile(path, fixed);
  return true;
}

/**
 * Logs in as the superuser and returns its password, once it is random and in the cluster's file
 * (see above). The postmaster must be running on `port`.
 */
export async function settleSuperuserPassword(
  c: { dataDir: string; dir: string; port: number; runAs: RunAs | undefined },
  log: { info(msg: string): void },
): Promise<string> {
  const what = 'Gömülü PostgreSQL süper kullanıcı parolası yazılamadı';
  const [current, pending] = await Promise.all([
    readPassword(passwordFile(c.dataDir)),
    readPassword(pendingPasswordFile(c.dataDir)),
  ]);
  const candidates = [...new Set([current, pending, LEGACY_PASSWORD])].filter((p): p is string => p !== undefined);
  for (const password of candidates) {
    const sql = postgres({
      host: '127.0.0.1',
      port: c.port,
      user: SUPERUSER,
      password,
      database: 'postgres',
      max: 1,
      onnotice: () => {},
    });
    try {
      try {
        await sql`select 1`;
      } catch (err) {
        if ((err as { code?: string }).code === '28P01') continue;
        throw err;
      }
      let kept = password;
      if (password === LEGACY_PASSWORD) {
        kept = newPassword();
        await onDisk(what, dirname(c.dataDir), () => writeAtomically(pendingPasswordFile(c.dataDir), `${kept}\n`));
        // A literal (ALTER ROLE takes no parameters; base64url needs no quoting), so PostgreSQL's log must
        // not quote the statement should it fail.
        await sql`set log_min_error_statement = panic`;
        await sql.unsafe(`alter role ${SUPERUSER} password '${kept}'`);
        log.info(
          `Gömülü PostgreSQL süper kullanıcısının sabit parolası rastgele bir parolayla değiştirildi (${c.dir}/${SUPERUSER_PASSWORD_FILE})`,
        );
      }
      if (kept !== current)
        await onDisk(what, c.dataDir, () => writeAtomically(passwordFile(c.dataDir), `${kept}\n`, c.runAs));
      await rm(pendingPasswordFile(c.dataDir), { force: true });
      return kept;
    } finally {
      await sql.end();
    }
  }
  throw new StartupError(
    `Gömülü PostgreSQL'in süper kullanıcı parolası bilinmiyor (${c.dir}/${SUPERUSER_PASSWORD_FILE} yok veya geçersiz): ` +
      `dosyayı yedekten geri koyun ya da sunucuyu durdurup "postgres --single -D ${c.dataDir} postgres" ile ALTER ROLE ${SUPERUSER} PASSWORD '…' çalıştırın ve parolayı bu dosyaya (0600) yazın [superuser password unknown]`,
  );
}
