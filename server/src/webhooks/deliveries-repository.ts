import type { Db } from '../platform/db.js';
import type { WebhookEventType } from './payloads.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface NewDelivery {
  id: string;
  endpointId: string;
  messageId: string;
  eventId: string;
  type: WebhookEventType;
  lane: string;
  body: string;
}

/** A delivery that may be sent now: its id and the job generation that may send it. */
export interface SendableDelivery {
  id: string;
  generation: number;
}

/** What a `webhooks.send` job reads before it sends: the delivery, its endpoint, and whether it must wait. */
export interface DeliveryToSend {
  id: string;
  endpointId: string;
  partnerId: string | null;
  messageId: string;
  lane: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  generation: number;
  url: string;
  enabled: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  /** An earlier delivery of the same lane is still pending: this one waits for it. */
  earlierPending: boolean;
}

/** A row of an endpoint's delivery log. */
export interface DeliveryRow {
  id: string;
  messageId: string;
  type: WebhookEventType;
  lane: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  requested: 'manual' | 'resume' | null;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface AttemptOutcome {
  at: Date;
  status: number | null;
  error: string | null;
}

/** The advisory lock of one lane of one endpoint: whoever decides which delivery of it goes next holds it. */
const laneKey = (endpointId: string, lane: string) => `webhook-lane:${endpointId}:${lane}`;

/** Each (endpoint, lane) once, in one order (hash order), so two lockers of several never deadlock. */
const laneKeys = (rows: readonly { endpointId: string; lane: string }[]) => [
  ...new Set(rows.map((r) => laneKey(r.endpointId, r.lane))),
];

/** The deliveries (`webhook_deliveries`), written by this module alone. */
export function createDeliveriesRepository(db: Db) {
  async function lockLanes(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await db`
      select pg_advisory_xact_lock(h) from (select distinct hashtext(k) as h from unnest(${keys as string[]}::text[]) k) l
      order by h`;
  }

  return {
    /**
     * Writes new deliveries (a message already written for an endpoint is left as it is) and returns those
     * that head their lane: no earlier delivery of the lane is pending. The lanes are locked first, so a
     * send finishing at the same moment either sees the new rows or is seen finished.
     */
    async insertHeads(rows: readonly NewDelivery[], at: Date): Promise<SendableDelivery[]> {
      if (rows.length === 0) return [];
      await lockLanes(laneKeys(rows));
      const added = await db<{ id: string }[]>`
        insert into webhook_deliveries (id, endpoint_id, message_id, event_id, type, lane, body, status, created_at)
        select id, endpoint_id, message_id, event_id, type, lane, body, 'pending', ${at}
        from unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.endpointId)}::uuid[],
          ${rows.map((r) => r.messageId)}::uuid[], ${rows.map((r) => r.eventId)}::uuid[],
          ${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.lane)}::text[], ${rows.map((r) => r.body)}::text[])
          with ordinality as i(id, endpoint_id, message_id, event_id, type, lane, body, n)
        order by n
        on conflict (endpoint_id, message_id) do nothing
        returning id`;
      if (added.length === 0) return [];
      // A second statement: rows a statement inserts are invisible to the rest of that statement.
      return db<SendableDelivery[]>`
        update webhook_deliveries w set next_attempt_at = ${at}
        from (select distinct on (endpoint_id, lane) id, endpoint_id, lane, seq from webhook_deliveries
              where id = any(${added.map((r) => r.id)}::uuid[]) order by endpoint_id, lane, seq) h
        where w.id = h.id
          and not exists (select 1 from webhook_deliveries p
                          where p.endpoint_id = h.endpoint_id and p.lane = h.lane and p.status = 'pending' and p.seq < h.seq)
        returning w.id, w.generation`;
    },

    /** The deliveries a batch of jobs is about, each with its endpoint and whether it must wait, in one statement. */
    async forSend(ids: readonly string[]): Promise<Map<string, DeliveryToSend>> {
      if (ids.length === 0) return new Map();
      const rows = await db<DeliveryToSend[]>`
        select d.id, d.endpoint_id, e.partner_id, d.message_id, d.lane, d.body, d.status, d.attempts, d.generation,
          e.url, e.enabled, e.secret, e.previous_secret, e.previous_secret_until,
          exists (select 1 from webhook_deliveries p
                  where p.endpoint_id = d.endpoint_id and p.lane = d.lane and p.status = 'pending' and p.seq < d.seq)
            as earlier_pending
        from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.id = any(${ids as string[]}::uuid[])`;
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * Deliveries made, marked (those whose job was still the one that may send them) and the next delivery
     * of each of their lanes handed a new generation to be sent now, under the lanes' locks, in three
     * statements whatever their number.
     */
    async delivered(
      done: readonly { id: string; endpointId: string; lane: string; generation: number; outcome: AttemptOutcome }[],
    ): Promise<SendableDelivery[]> {
      if (done.length === 0) return [];
      await lockLanes(laneKeys(done));
      const lanes = await db<{ endpointId: string; lane: string; at: Date }[]>`
        with made as (
          update webhook_deliveries w set status = 'delivered', attempts = w.attempts + 1, delivered_at = i.at,
            last_attempt_at = i.at, last_status = i.status, last_error = null, next_attempt_at = null
          from unnest(${done.map((d) => d.id)}::uuid[], ${done.map((d) => d.generation)}::int[],
                      ${done.map((d) => d.outcome.at.toISOString())}::timestamptz[], ${done.map((d) => d.outcome.status ?? 0)}::int[])
            as i(id, generation, at, status)
          where w.id = i.id and w.status = 'pending' and w.generation = i.generation
          returning w.endpoint_id, w.lane, i.at)
        select endpoint_id, lane, max(at) as at from made group by endpoint_id, lane`;
      if (lanes.length === 0) return [];
      return db<SendableDelivery[]>`
        update webhook_deliveries w set generation = w.generation + 1, next_attempt_at = l.at
        from (select distinct on (d.endpoint_id, d.lane) d.id, l.at
              from unnest(${lanes.map((l) => l.endpointId)}::uuid[], ${lanes.map((l) => l.lane)}::text[],
                          ${lanes.map((l) => l.at.toISOString())}::timestamptz[]) as l(endpoint_id, lane, at)
              join webhook_deliveries d on d.endpoint_id = l.endpoint_id and d.lane = l.lane and d.status = 'pending'
              order by d.endpoint_id, d.lane, d.seq) l
        where w.id = l.id
        returning w.id, w.generation`;
    },

    /** A failed attempt to be made again at `retryAt`: the new generation its job carries, or undefined when stale. */
    async retryLater(
      d: { id: string; generation: number },
      outcome: AttemptOutcome,
      retryAt: Date,
    ): Promise<SendableDelivery | undefined> {
      const [row] = await db<SendableDelivery[]>`
        update webhook_deliveries set attempts = attempts + 1, generation = generation + 1, next_attempt_at = ${retryAt},
          last_attempt_at = ${outcome.at}, last_status = ${outcome.status}, last_error = ${outcome.error}
        where id = ${d.id} and status = 'pending' and generation = ${d.generation}
        returning id, generation`;
      return row;
    },

    /** The last attempt failed: the delivery is given up. False when the job was stale. */
    async givenUp(d: { id: string; generation: number }, outcome: AttemptOutcome): Promise<boolean> {
      const rows = await db`
        update webhook_deliveries set status = 'failed', attempts = attempts + 1, next_attempt_at = null,
          last_attempt_at = ${outcome.at}, last_status = ${outcome.status}, last_error = ${outcome.error}
        where id = ${d.id} and status = 'pending' and generation = ${d.generation}
        returning id`;
      return rows.length > 0;
    },

    /** A redelivery the office asked for was made (or failed): it does not count against the retry schedule. */
    async manualAttempt(id: string, outcome: AttemptOutcome, ok: boolean): Promise<void> {
      await db`
        update webhook_deliveries set last_attempt_at = ${outcome.at}, last_status = ${outcome.status},
          last_error = ${outcome.error},
          status = case when ${ok} and status = 'failed' then 'delivered' else status end,
          delivered_at = case when ${ok} then ${outcome.at} else delivered_at end
        where id = ${id}`;
    },

    async pendingCount(endpointId: string): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpointId} and status = 'pending'`;
      return row?.n ?? 0;
    },

    async get(endpointId: string, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db<DeliveryRow[]>`
        select * from webhook_deliveries where id = ${id} and endpoint_id = ${endpointId}`;
      return row;
    },

    async request(id: string, kind: 'manual' | 'resume'): Promise<void> {
      await db`update webhook_deliveries set requested = ${kind} where id = ${id}`;
    },

    /** An endpoint enabled again: the head of each of its lanes starts the retry schedule afresh. */
    async requestResume(endpointId: string): Promise<number> {
      const rows = await db`
        update webhook_deliveries w set requested = 'resume', attempts = 0
        from (select distinct on (lane) id from webhook_deliveries
              where endpoint_id = ${endpointId} and status = 'pending' order by lane, seq) heads
        where w.id = heads.id returning w.id`;
      return rows.length;
    },

    /**
     * The office's requests, taken (cleared) for their jobs: a redelivery keeps its generation (the job is
     * outside the lane's order); a resumed head gets a new one.
     */
    async takeRequests(limit: number, at: Date): Promise<(SendableDelivery & { manual: boolean })[]> {
      return db<(SendableDelivery & { manual: boolean })[]>`
        update webhook_deliveries w set requested = null,
          generation = case when w.requested = 'resume' then w.generation + 1 else w.generation end,
          next_attempt_at = case when w.requested = 'resume' then ${at} else w.next_attempt_at end
        from (select id, requested from webhook_deliveries where requested is not null
              order by seq limit ${limit} for update skip locked) r
        where w.id = r.id
        returning w.id, w.generation, r.requested = 'manual' as manual`;
    },

    /**
     * Heads of lanes of enabled endpoints that should have been sent before `before` and were not (their job
     * was lost): a new generation each, to be queued again. The stale job, if it still runs, finds itself
     * superseded.
     */
    async staleHeads(before: Date, at: Date, limit: number): Promise<SendableDelivery[]> {
      return db<SendableDelivery[]>`
        update webhook_deliveries w set generation = generation + 1, next_attempt_at = ${at}
        from (select id from (select distinct on (d.endpoint_id, d.lane) d.id, d.next_attempt_at
                              from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
                              where d.status = 'pending' order by d.endpoint_id, d.lane, d.seq) heads
              where coalesce(heads.next_attempt_at, '-infinity') < ${before} limit ${limit}) stale
        where w.id = stale.id
        returning w.id, w.generation`;
    },

    /** Finished deliveries older than `before` leave the log, at most `limit` at a time. */
    async prune(before: Date, limit: number): Promise<number> {
      const rows = await db`
        delete from webhook_deliveries where id in (
          select id from webhook_deliveries where status <> 'pending' and created_at < ${before} limit ${limit})
        returning id`;
      return rows.length;
    },

    async list(
      endpointId: string,
      q: { status?: DeliveryStatus | undefined; skip: number; take: number },
    ): Promise<{ rows: DeliveryRow[]; total: number }> {
      const status = q.status ?? null;
      const where = db`where endpoint_id = ${endpointId} and (${status}::text is null or status = ${status})`;
      const [rows, [count]] = await Promise.all([
        db<DeliveryRow[]>`select * from webhook_deliveries ${where} order by seq desc limit ${q.take} offset ${q.skip}`,
        db<{ n: number }[]>`select count(*)::int as n from webhook_deliveries ${where}`,
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
