import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, type Sql } from '../platform/db.js';
import { catchUp } from './projections.js';
import type { Projection, Reactor } from './store.js';

const BATCH_DELAY_MS = 50;

export interface ReactorRunner {
  /** Something was appended and committed: run soon (appends close together share one run). */
  kick(): void;
  /** Runs every reactor until it has caught up with what is committed now. */
  settle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** A reactor as the async projection runner sees it: applied batch by batch, never reset. */
const asProjection = (r: Reactor): Projection => ({
  name: r.name,
  handles: r.handles,
  apply: (tx, events) => r.react(tx, events),
  reset: async () => {},
});

/**
 * Runs reactors after commit, from the log: each keeps a checkpoint written with its output
 * (`runAsyncProjection`), so every event is reacted to at least once and an event committed late
 * by a slower transaction is never skipped. The appending process kicks the runner after its
 * commits; a poll covers other processes' appends and anything a crash left behind. Several
 * processes may run it: an advisory lock lets one at a time work on a reactor.
 */
export function createReactorRunner(deps: {
  sql: Sql;
  reactors: readonly Reactor[];
  pollMs: number;
  log: FastifyBaseLogger;
}): ReactorRunner {
  const reactors = deps.reactors.map(asProjection);
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopped = true;
  /** While the database is away the poll fails every second: one line for the outage, not one a second. */
  let databaseAway = false;

  async function once(): Promise<void> {
    for (const r of reactors) await catchUp(deps.sql, r, 500);
  }

  /** One run at a time; a kick during a run asks for one more, a little later. */
  function runNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await once();
        if (databaseAway) deps.log.info('olay tepkileri (e-posta kuyruğu) yeniden çalışıyor');
        databaseAway = false;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) {
          deps.log.error(
            { err },
            'olay tepkileri (e-posta kuyruğu) çalıştırılamadı; sonraki yoklamada yeniden denenecek',
          );
        } else if (!databaseAway) {
          databaseAway = true;
          deps.log.warn(
            { code: (err as { code?: unknown }).code },
            'olay tepkileri (e-posta kuyruğu) bekliyor: veritabanına ulaşılamıyor; her saniye yeniden denenecek',
          );
        }
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
    return running;
  }

  /** A short delay gathers the appends of a busy moment into one batch (one set of reads and writes). */
  function schedule(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void runNow();
    }, BATCH_DELAY_MS);
  }

  return {
    kick() {
      if (running) again = true;
      else schedule();
    },
    async settle() {
      if (running) await running;
      await once();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      poll = setInterval(() => void runNow(), deps.pollMs);
      poll.unref();
      void runNow();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      clearInterval(poll);
      await running;
    },
  };
}
