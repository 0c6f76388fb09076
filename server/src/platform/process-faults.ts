import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './db.js';

/** The exit code of an orderly restart after a fault: the supervisor (scripts/supervise.mjs, systemd, compose) starts the process again. */
export const FAULT_EXIT_CODE = 70;

/**
 * What a running process (the server or the worker, after its start) does with an error nobody caught.
 *
 * A rejection that says the database cannot be reached is a library's background promise that lost
 * its connection (pg-boss 10 completes and fails jobs without awaiting them): the library reconnects
 * and the job is retried after its expiry, so it is logged (once per outage) and the process goes on;
 * no database fault stops the process. Anything else leaves the process in a state nobody planned
 * for: one line in the log and `restart`, the process's orderly shutdown ending in FAULT_EXIT_CODE.
 * Returns the function that removes the handlers.
 */
export function handleProcessFaults(log: Logger, restart: () => void): () => void {
  let restarting = false;
  let lastDatabaseLine = 0;
  const fault = (kind: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    if (kind === 'unhandledRejection' && isDatabaseUnavailable(err)) {
      const now = Date.now();
      const code = (err as { code?: unknown }).code;
      if (now - lastDatabaseLine > 60_000)
        log.warn(
          { code },
          'veritabanına ulaşılamadığı için bir arka plan işlemi başarısız oldu; sürüyor [database fault]',
        );
      lastDatabaseLine = now;
      return;
    }
    if (restarting) {
      log.error({ err }, `yeniden başlatılırken bir hata daha [${kind}]`);
      return;
    }
    restarting = true;
    log.fatal({ err }, `beklenmeyen hata; süreç düzenli kapatılıp yeniden başlatılıyor [${kind}]`);
    restart();
  };
  const onException = fault('uncaughtException');
  const onRejection = fault('unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}

/**
 * A fault thrown on purpose after the start, for the tests of the restart: `TEST_FAULT` is honoured
 * under NODE_ENV=test only (config.ts drops it otherwise).
 */
export function injectTestFault(kind: 'exception' | 'rejection' | 'database-rejection' | undefined): void {
  if (!kind) return;
  setTimeout(() => {
    if (kind === 'exception') throw new Error('test fault: an exception nobody catches');
    if (kind === 'rejection') void Promise.reject(new Error('test fault: a rejection nobody handles'));
    else
      void Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', syscall: 'connect' }),
      );
  }, 200);
}
