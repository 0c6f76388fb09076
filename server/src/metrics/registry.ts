import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { backupStatus } from '../backup/read.js';
import { icalSyncAges } from '../boats/ical-feed.js';
import { logFigures } from '../eventstore/read.js';
import { outboxFigures } from '../mail/read.js';
import { connectionsByState, type Sql } from '../platform/db.js';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Requests a limit refused (429): the hold limit on POST /v1/reservations, the search limit on the searches. */
  refusals: Counter<'route'>;
}

/**
 * The process's Prometheus series (prom-client): Node's own, HTTP by route and status, and figures
 * read from PostgreSQL at each scrape (each a few index reads): connections, the log's position
 * (its rate is the append rate), projection lag, the mail outbox, iCal sync ages, backup ages.
 */
export function createMetrics(sql: Sql, processName: 'api' | 'worker'): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry, prefix: 'fethiye_' });
  const registers = [registry];
  const httpRequests = new Counter({
    name: 'fethiye_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'fethiye_http_request_duration_seconds',
    help: 'HTTP answer time, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'fethiye_limit_refusals_total',
    help: 'Requests refused by a limit (429): hold limit on /v1/reservations, search limit on the searches',
    labelNames: ['route'] as const,
    registers,
  });
  new Gauge({
    name: 'fethiye_db_connections',
    help: "Connections to this database by state (the pools' use, as PostgreSQL sees it)",
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await connectionsByState(sql);
      this.reset();
      for (const r of rows) this.set({ state: r.state }, r.n);
    },
  });
  const log = new Gauge({
    name: 'fethiye_event_log_position',
    help: 'Position of the last event appended (rate() of it is the append rate)',
    registers,
  });
  new Gauge({
    name: 'fethiye_projection_lag_events',
    help: 'Events an async projection or reactor has still to read',
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      const figures = await logFigures(sql);
      log.set(figures.position);
      this.reset();
      for (const p of figures.lag) this.set({ projection: p.name }, p.events);
    },
  });
  const oldestMail = new Gauge({
    name: 'fethiye_mail_oldest_queued_seconds',
    help: 'Age of the oldest mail still waiting to go (0: none)',
    registers,
  });
  new Gauge({
    name: 'fethiye_mail_outbox',
    help: 'Mails in the outbox by status (dead: every attempt failed)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const figures = await outboxFigures(sql);
      this.reset();
      for (const s of ['queued', 'sending', 'sent', 'failed', 'dead', 'skipped', 'logged', 'abandoned'])
        this.set({ status: s }, 0);
      for (const r of figures.byStatus) this.set({ status: r.status }, r.count);
      oldestMail.set(figures.oldestQueuedSeconds);
    },
  });
  new Gauge({
    name: 'fethiye_ical_sync_age_seconds',
    help: 'Seconds since each boat with an iCal feed was last synced (-1: never)',
    labelNames: ['boat'] as const,
    registers,
    async collect() {
      this.reset();
      for (const b of await icalSyncAges(sql)) this.set({ boat: String(b.id) }, b.ageSeconds ?? -1);
    },
  });
  new Gauge({
    name: 'fethiye_backup_age_seconds',
    help: 'Seconds since the last base backup (kind=base) and the last WAL segment shipped (kind=wal); -1: none yet',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      const now = Date.now();
      for (const r of await backupStatus(sql))
        this.set({ kind: r.kind }, r.lastAt ? Math.round((now - r.lastAt.getTime()) / 1000) : -1);
    },
  });
  return { registry, httpRequests, httpDuration, refusals };
}
