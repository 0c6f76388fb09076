import { isDatabaseUnavailable } from './db.js';

/**
 * A start failure the operator can act on. Its message is one Turkish line that names the cause and
 * the fix; the entry points print it alone, without a stack trace, and exit non-zero.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** What a file-system error code means for the operator, and what to do about it. */
const FS_CAUSES: Record<string, (path: string) => string> = {
  ENOSPC: (p) => `diskte yer kalmadı (${p}): yer açın veya DATA_DIR ile başka bir diskte bir klasör verin [disk full]`,
  EDQUOT: (p) => `disk kotası doldu (${p}): yer açın veya DATA_DIR ile başka bir klasör verin [disk quota exceeded]`,
  EROFS: (p) =>
    `${p} salt okunur bir dosya sisteminde: DATA_DIR ile yazılabilir bir klasör verin [read-only file system]`,
  EACCES: (p) =>
    `${p} klasörüne erişim izni yok: izinleri düzeltin veya DATA_DIR ile erişilebilir bir klasör verin [permission denied]`,
  EPERM: (p) =>
    `${p} üzerinde işlem izni yok: izinleri düzeltin veya DATA_DIR ile başka bir klasör verin [operation not permitted]`,
  ENOTDIR: (p) => `${p} yolunda klasör olması gereken yerde bir dosya var: DATA_DIR'i düzeltin [not a directory]`,
};

/** One line for a failed file operation on `path` (`what` says what was being done), or undefined for other errors. */
export function fsFailureLine(err: unknown, what: string, path: string): string | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  const cause = typeof code === 'string' ? FS_CAUSES[code] : undefined;
  return cause && `${what}: ${cause(path)}`;
}

/** `fn()`, with a file-system failure turned into a StartupError naming `path`. */
export async function onDisk<T>(what: string, path: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const line = fsFailureLine(err, what, path);
    throw line ? new StartupError(line) : err;
  }
}

const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; errors?: { code?: unknown }[] } | undefined;
  if (typeof e?.code === 'string') return e.code;
  const inner = e?.errors?.find((x) => typeof x.code === 'string');
  return inner?.code as string | undefined;
};

/**
 * One line for a connection that failed at start: `source` is what gave the address (DATABASE_URL,
 * MIGRATION_DATABASE_URL, the embedded cluster). Names the host, port, database and user, never the
 * password.
 */
export function connectionFailureLine(err: unknown, source: string, url: string): string {
  let where = source;
  let host = '?';
  let user = '?';
  let database = '?';
  try {
    const u = new URL(url);
    host = `${u.hostname}:${u.port || '5432'}`;
    user = decodeURIComponent(u.username) || '?';
    database = decodeURIComponent(u.pathname.replace(/^\//, '')) || user;
    where = `${source} (${host}/${database})`;
  } catch {
    // An address the URL parser refuses: named by its source only.
  }
  const fix = `${source} değerini düzeltin`;
  const code = codeOf(err);
  const pgMessage = (err as { message?: string } | undefined)?.message ?? String(err);
  switch (code) {
    case 'ECONNREFUSED':
      return `Veritabanına bağlanılamadı: ${where} bağlantıyı reddetti (orada çalışan bir PostgreSQL yok): PostgreSQL'i başlatın veya ${fix} [connection refused]`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Veritabanına bağlanılamadı: ${where} sunucu adı bulunamadı: ${fix} [host not found]`;
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Veritabanına bağlanılamadı: ${where} yanıt vermiyor (ulaşılamıyor veya zaman aşımı): ağı ve güvenlik duvarını denetleyin veya ${fix} [host unreachable]`;
    case 'ERR_SOCKET_BAD_PORT':
    case 'ERR_INVALID_URL':
      return `Veritabanına bağlanılamadı: ${source} okunamadı (biçim postgres://kullanici:parola@sunucu:port/veritabani, port 1-65535 olmalı): ${fix} [invalid address]`;
    case '28P01':
      return `Veritabanına girilemedi: ${where} "${user}" kullanıcısının parolası yanlış: ${source} içindeki kullanıcı adını ve parolayı düzeltin [password authentication failed]`;
    case '28000':
      return `Veritabanına girilemedi: ${where} "${user}" kullanıcısını kabul etmiyor (${pgMessage}): kullanıcıyı oluşturun veya ${fix} [not authorized]`;
    case '3D000':
      return `Veritabanına bağlanılamadı: ${where} üzerinde "${database}" veritabanı yok: oluşturun (createdb ${database}) veya ${fix} [database does not exist]`;
    case '57P03':
      return `Veritabanına bağlanılamadı: ${where} henüz açılıyor veya kurtarma yapıyor: biraz sonra yeniden başlatın [database starting up]`;
    case '53300':
      return `Veritabanına bağlanılamadı: ${where} bağlantı sınırına ulaşmış: PostgreSQL'in max_connections değerini artırın veya diğer bağlantıları kapatın [too many connections]`;
    default:
      return `Veritabanına bağlanılamadı: ${where}: ${pgMessage.split('\n')[0]} [${code ?? 'connection failed'}]`;
  }
}

/** The one line an entry point prints for any start failure: a StartupError's own, else the cause in one line. */
export function startupFailureLine(err: unknown): string {
  if (err instanceof StartupError) return err.message;
  const path = (err as { path?: unknown } | undefined)?.path;
  const onFile = fsFailureLine(err, 'Dosya işlemi başarısız', typeof path === 'string' ? path : 'DATA_DIR');
  if (onFile) return onFile;
  const message = err instanceof Error ? err.message : String(err);
  if (
    (err as { code?: unknown } | undefined)?.code === '53100' ||
    /No space left on device|could not extend file/i.test(message)
  ) {
    return 'Veritabanının diskinde yer kalmadı: yer açın veya veritabanını (DATA_DIR) başka bir diske taşıyın [disk full]';
  }
  if (isDatabaseUnavailable(err))
    return 'Veritabanı bağlantısı başlatma sırasında koptu: veritabanının çalıştığını denetleyip yeniden başlatın [database connection lost]';
  return (
    message
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || 'bilinmeyen hata'
  );
}

/** For the command-line tools: the one line for a failed start, and exit code 1. */
export function exitWithStartupLine(err: unknown): never {
  process.stderr.write(`Başlatılamadı: ${startupFailureLine(err)}\n`);
  process.exit(1);
}
