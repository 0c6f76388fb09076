import { getClosing } from '../booking/closing/read.js';
import { reservationSummaries } from '../booking/reservation/read.js';
import { catchUp, projectionWaiting } from '../eventstore/projections.js';
import type { Projection } from '../eventstore/store.js';
import type { StoredEvent } from '../eventstore/types.js';
import type { Db } from '../platform/db.js';
import { addDays } from '../common/dates.js';
import { uuidV5 } from '../common/uuid.js';
import { createDeliveriesRepository, type NewDelivery } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import {
  MESSAGE_SOURCE_EVENTS,
  messagesOf,
  streamSubject,
  type ClosingFacts,
  type EventFacts,
  type ReservationFacts,
} from './messages.js';
import type { PartnerSeams } from './partner-seams.js';
import { createEndpointsRepository } from './repository.js';
import { endpointReceives } from './routing.js';
import { commitWithoutFlush } from '../platform/db.js';

/** Events read from the log per transaction. */
const BATCH = 500;
/** Office requests queued per run. */
const REQUESTS = 500;
/** A lane's head that should have gone this long ago and did not has lost its job: it is queued again. */
const STALE_AFTER_MS = 10 * 60_000;

type Deps = Pick<WebhookDeps, 'sql' | 'queue' | 'partners' | 'now' | 'config'>;

/** What the events of a batch refer to and do not carry: reservations' numbers and boats, closings' boats. */
async function factsOf(tx: Db, events: readonly StoredEvent[], partners: PartnerSeams): Promise<EventFacts> {
  const reservationIds = new Set<string>();
  const closingIds = new Set<string>();
  for (const e of events) {
    const s = streamSubject(e.streamId);
    if (s.reservationId) reservationIds.add(s.reservationId);
    if (s.closingId && e.type !== 'ClosingOpened') closingIds.add(s.closingId);
  }
  const found = await reservationSummaries(tx, [...reservationIds]);
  const reservations = new Map<string, ReservationFacts>();
  for (const [id, r] of found)
    reservations.set(id, {
      reference: r.reference,
      boatId: r.boatId,
      start: r.start,
      end: r.end,
      partnerId: partners.reservationPartner(r),
    });
  const closings = new Map<string, ClosingFacts>();
  for (const id of closingIds) {
    // A closing's events are the office's hand: a few at a time.
    const c = await getClosing(tx, id, null).catch(() => undefined);
    // The API's closing names its last closed day; the log's days are [start, end).
    if (c) closings.set(id, { boatId: c.boat.id, start: c.startDate, end: addDays(c.endDate, 1) });
  }
  return { reservations, closings };
}

/**
 * The dispatcher's reading of the log, as an async projection of the event store: each batch of events
 * after its checkpoint becomes deliveries for the enabled endpoints that receive them, and the first
 * delivery of each lane gets its job, in the transaction that moves the checkpoint. So every event is
 * dispatched once, in the log's commit order, and a slow writer's event is never skipped.
 */
export function deliveriesFromLog(deps: Deps): Projection {
  return {
    name: 'webhooks',
    handles: MESSAGE_SOURCE_EVENTS,
    async apply(tx, events) {
      const endpoints = await createEndpointsRepository(tx).enabledForDispatch();
      if (endpoints.length === 0) return;
      // Not waited for on disk: a crash that loses this commit loses the checkpoint's move with it, and the
      // batch is dispatched again (the deliveries' ids are the same; nothing is sent twice by it).
      await commitWithoutFlush(tx);
      const facts = await factsOf(tx, events, deps.partners);
      // The partners' scopes and access as they are now: a scope taken away since the endpoint was
      // subscribed, or a partner disabled, stops deliveries from this batch on.
      const partnerIds = [...new Set(endpoints.flatMap((e) => (e.partnerId ? [e.partnerId] : [])))];
      const access = await deps.partners.partnerAccess(tx, partnerIds);
      const rows: NewDelivery[] = [];
      for (const message of events.flatMap((e) => messagesOf(e, facts)))
        for (const endpoint of endpoints)
          if (endpointReceives(endpoint, message, endpoint.partnerId ? access.get(endpoint.partnerId) : undefined))
            rows.push({
              id: uuidV5(`webhook-delivery:${message.messageId}:${endpoint.id}`),
              endpointId: endpoint.id,
              messageId: message.messageId,
              eventId: message.eventId,
              type: message.type,
              lane: message.lane,
              body: message.body,
            });
      const heads = await createDeliveriesRepository(tx).insertHeads(rows, deps.now());
      await deps.queue.sends(tx, heads);
    },
    reset: async () => {},
  };
}

/** The office's redeliveries and resumed endpoints, queued (in one transaction per run). */
async function queueRequests(deps: Deps): Promise<number> {
  return deps.sql.begin(async (tx) => {
    const taken = await createDeliveriesRepository(tx).takeRequests(REQUESTS, deps.now());
    await deps.queue.sends(tx, taken);
    return taken.length;
  });
}

/** Lost jobs queued again, and the log's finished deliveries past WEBHOOK_LOG_DAYS removed. */
async function sweep(deps: Deps): Promise<{ requeued: number; pruned: number }> {
  const now = deps.now();
  const requeued = await deps.sql.begin(async (tx) => {
    const stale = await createDeliveriesRepository(tx).staleHeads(new Date(now.getTime() - STALE_AFTER_MS), now, 500);
    await deps.queue.sends(tx, stale);
    return stale.length;
  });
  const pruned = await createDeliveriesRepository(deps.sql).prune(
    new Date(now.getTime() - deps.config.logDays * 86_400_000),
    1000,
  );
  return { requeued, pruned };
}

/**
 * One run of the `webhooks.dispatch` job: the log caught up, the office's requests queued (when `requests`:
 * one was notified, or the listener may have missed one), and (when `sweep`) lost jobs found. `waiting` says
 * events were committed that a transaction older than them still hides: the caller runs again shortly.
 */
export async function dispatchDeliveries(
  deps: Deps,
  opts: { sweep: boolean; requests: boolean },
): Promise<{ events: number; requests: number; requeued: number; pruned: number; waiting: boolean }> {
  const projection = deliveriesFromLog(deps);
  const events = await catchUp(deps.sql, projection, BATCH);
  const requests = opts.requests || opts.sweep ? await queueRequests(deps) : 0;
  const swept = opts.sweep ? await sweep(deps) : { requeued: 0, pruned: 0 };
  const waiting = await projectionWaiting(deps.sql, projection);
  return { events, requests, ...swept, waiting };
}
