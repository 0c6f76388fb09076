import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from './errors.js';

/**
 * Whether the database is known to be away. The first request that finds it unreachable closes the
 * gate; from then on API requests are answered 503 at once instead of queueing on a pool whose
 * connections are refused or still starting (an embedded cluster's restart takes a few seconds, and
 * a request that waited there took as long). A probe tries the database at once and then every
 * `intervalMs` and opens the gate when it answers, so a single lost connection (a terminated
 * backend) costs only the time of one `select 1`.
 */
export interface DatabaseGate {
  readonly down: boolean;
  /** A request found the database unreachable. */
  failed(): void;
  close(): void;
}

export function createDatabaseGate(probe: () => Promise<boolean>, opts: { intervalMs?: number } = {}): DatabaseGate {
  const intervalMs = opts.intervalMs ?? 200;
  let down = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    timer = undefined;
    const answered = await probe().catch(() => false);
    if (closed) return;
    if (answered) down = false;
    else timer = setTimeout(() => void check(), intervalMs).unref();
  };
  return {
    get down() {
      return down;
    },
    failed() {
      if (down || closed) return;
      down = true;
      void check();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

const REFUSED = JSON.stringify(DATABASE_UNAVAILABLE);

/**
 * API requests while the gate is closed get the error handler's 503 envelope without running; the
 * health check still asks the database itself (it is how a balancer sees the way back).
 */
export function refuseWhileDatabaseDown(app: FastifyInstance, gate: DatabaseGate): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!gate.down || !request.url.startsWith('/v1/') || request.url.startsWith('/v1/health')) return done();
    void reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(REFUSED);
  });
  app.addHook('onClose', async () => gate.close());
}
