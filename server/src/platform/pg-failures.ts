import { basename } from 'node:path';
import { dataDirOf, isPostgres, portOwner, type ProcessInfo } from './pg-process.js';
import { fsFailureLine } from './startup-error.js';

/** What a failure line of the embedded cluster names. */
export interface FailureContext {
  /** DATA_DIR/pg as configured. */
  dir: string;
  /** Where the cluster really is. */
  dataDir: string;
  port: number;
  /** The user PostgreSQL runs as, when not the server's own. */
  user: string | undefined;
}

const shortCommand = (info: ProcessInfo) => {
  const command = info.command.replace(/\s+/g, ' ');
  return command.length > 80 ? `${command.slice(0, 77)}...` : command;
};

/** The one line for a port the cluster cannot listen on. */
export async function portLine(port: number, code: string | undefined): Promise<string> {
  if (code === 'EACCES') {
    return `Gömülü PostgreSQL ${port} portunu açamıyor (izin yok; 1024 altı portlar yönetici ister): EMBEDDED_PG_PORT ile 1024 üstü bir port verin [port not permitted]`;
  }
  const owner = await portOwner(port);
  const who = !owner
    ? 'başka bir süreçte'
    : isPostgres(owner)
      ? `başka bir PostgreSQL kümesinde (pid ${owner.pid}${dataDirOf(owner) ? `, klasör ${dataDirOf(owner)}` : ''})`
      : `başka bir süreçte (pid ${owner.pid}: ${shortCommand(owner)})`;
  return `Gömülü PostgreSQL portu ${port} ${who} kullanılıyor: EMBEDDED_PG_PORT ile boş bir port verin veya o süreci durdurun [port in use]`;
}

/** One line for a program that could not be started at all. */
export function spawnFailureLine(program: string, err: NodeJS.ErrnoException): string {
  return err.code === 'EACCES'
    ? `${program} çalıştırılamadı (erişim izni yok): projeyi herkesin girebildiği bir klasöre taşıyın veya DATABASE_URL verin [permission denied]`
    : `${program} çalıştırılamadı (${err.code ?? err.message}): npm install ile yeniden kurun veya DATABASE_URL verin [cannot run ${basename(program)}]`;
}

/** One line for what PostgreSQL (or initdb) wrote before it gave up. */
export async function failureLine(c: FailureContext, tail: string[], what: string): Promise<string> {
  const text = tail.join('\n');
  if (/No space left on device|could not extend file/i.test(text))
    return fsFailureLine({ code: 'ENOSPC' }, what, c.dataDir)!;
  if (/Disk quota exceeded/i.test(text)) return fsFailureLine({ code: 'EDQUOT' }, what, c.dataDir)!;
  if (/Address already in use|could not create any TCP\/IP sockets/.test(text)) return portLine(c.port, 'EADDRINUSE');
  if (/lock file "postmaster\.pid" already exists/.test(text)) {
    return `${what}: ${c.dir} klasörünü başka bir PostgreSQL kullanıyor: o süreci durdurun veya DATA_DIR ile başka bir klasör verin [cluster in use]`;
  }
  if (/pre-existing shared memory block/.test(text)) {
    return `${what}: bu klasörün önceki PostgreSQL süreçleri hâlâ çalışıyor: onları durdurup (ps -u postgres) yeniden başlatın [old server processes still running]`;
  }
  if (/database files are incompatible with server/.test(text)) {
    return `${what}: ${c.dir} bu PostgreSQL sürümüyle açılamıyor (başka bir sürümle, ör. bir beta ile oluşturulmuş): verileri o sürümle pg_dump alıp boş bir DATA_DIR'e yükleyin ya da DATA_DIR ile başka bir klasör verin [incompatible data directory]`;
  }
  if (/has wrong ownership/.test(text))
    return `${what}: ${c.dataDir} klasörü PostgreSQL'i çalıştıran kullanıcıya ait değil: chown -R ${c.user ?? '$(whoami)'} ${c.dataDir} [wrong owner]`;
  if (/has invalid permissions/.test(text))
    return `${what}: ${c.dataDir} klasörünün izinleri fazla açık: chmod 700 ${c.dataDir} [invalid permissions]`;
  if (/exists but is not empty/.test(text)) {
    return `${what}: ${c.dir} boş değil ama bir PostgreSQL kümesi de değil (PG_VERSION yok): klasörü boşaltın veya DATA_DIR ile başka bir klasör verin [not a cluster]`;
  }
  if (/Permission denied/i.test(text)) return fsFailureLine({ code: 'EACCES' }, what, c.dataDir)!;
  const last = [...tail].reverse().find((l) => /FATAL|PANIC|error:/i.test(l)) ?? tail.at(-1) ?? 'çıktı yok';
  return `${what} (port ${c.port}, klasör ${c.dir}): ${last.replace(/^.*?(FATAL|PANIC|error):\s*/i, '')} [see the PostgreSQL message]`;
}
