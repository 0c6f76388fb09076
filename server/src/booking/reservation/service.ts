import { createHash, randomUUID } from 'node:crypto';
import { istanbulDate, trDate } from '../../common/dates.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../common/schemas.js';
import { compose, part, type SqlPart } from '../../eventstore/statement.js';
import { ConcurrencyError, type EventStore } from '../../eventstore/store.js';
import type { Actor, EventMetadata } from '../../eventstore/types.js';
import type { Db, Sql } from '../../platform/db.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isTransientConflict, retryTransient, transientBackoff, TRANSIENT_ATTEMPTS } from '../../platform/transient.js';
import { bookingGate, datesTaken, heldClash, heldDates, lockBoatDates } from '../boat-lock.js';
import { boatById, capacityFor, createBookingCatalog, createReferenceAllocator, isStaleCatalog, quoteFor, quoteFrom, toIsoCurrency, type BookableBoat } from '../catalog.js';
import { clashError, datesUnavailable, execute, isExclusionViolation, toAppError, uuidV5, type StreamSpec } from '../command-handler.js';
import { decideReservation, optionDeadline, overCapacityMessage, type ReservationCommand } from './decide.js';
import type { HoldLimitsGate, HoldTokens } from './hold-limits.js';
import type { Fingerprints } from '../../limits/fingerprint.js';
import type { Quote } from '../pricing.js';
import { createReservationsReadRepository, type OwnerScope } from './read-repository.js';
import {
  evolveReservation,
  initialReservationState,
  reservationStreamId,
  type Channel,
  type ReservationEvent,
  type ReservationState,
} from './events.js';
import type { BookingBody, OfficeReservationBody, Reservation, UpdateReservationBody } from './schemas.js';
import { eraseCustomerData, type ErasureOptions } from './erasure.js';

/** What a visitor's booking answers: enough for the confirmation page. */
export interface Booking {
  id: string;
  reference: string;
  status: Reservation['status'];
  start: string;
  end: string;
  guests: number;
  optionUntil: string;
  quote: Quote;
}

/** Who asks and when: becomes the metadata of every event the request appends. */
export interface RequestContext {
  actor: Actor;
  requestId: string;
  now: string;
  /** The client's address (through TRUST_PROXY): public limits count by its fingerprint; never stored raw. */
  clientIp?: string;
}

export const reservationSpec: StreamSpec<ReservationState, ReservationEvent, ReservationCommand> = {
  streamType: 'reservation',
  decide: decideReservation,
  evolve: evolveReservation,
  initial: initialReservationState,
};

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

const metadataOf = (ctx: RequestContext, extra: Partial<EventMetadata> = {}): EventMetadata => ({
  actor: ctx.actor,
  requestId: ctx.requestId,
  at: ctx.now,
  ...extra,
});

/** Checked first (before any query or pricing), so a past or reversed range is named as such rather than as "no price". */
function checkDates(start: string, end: string, now: string): void {
  if (end <= start) throw badRequest('INVALID_RANGE', 'Dönüş tarihi biniş tarihinden sonra olmalıdır.');
  if (start < istanbulDate(now)) throw badRequest('PAST_DATES', `Geçmiş bir tarih (${trDate(start)}) için rezervasyon yapılamaz.`);
}

function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** What runs the reactors (mail) after commit: kicked after a write, settled when the answer must show their output. */
export interface Reactions {
  kick(): void;
  settle(): Promise<void>;
}
const NO_REACTIONS: Reactions = { kick: () => {}, settle: async () => {} };

export function createReservationsService(deps: {
  sql: Sql;
  store: EventStore;
  optionHours: number;
  reactions?: Reactions;
  /** Limits on website holds per client address, e-mail and phone (none in jobs and some tests). */
  holdLimits?: HoldLimitsGate;
  /** The hashed client address kept on a website booking's customer row. */
  fingerprints?: Fingerprints;
  /**
   * The flood valve: past `holdsPerHour` website holds in the last hour, a new website hold keeps
   * its dates only `optionMinutes` unless the visitor confirms it through the mailed link.
   */
  surge?: { holdsPerHour: number; optionMinutes: number };
  /** Signs and checks the link that confirms a flood-time hold. */
  holdTokens?: HoldTokens;
}) {
  const { sql, store } = deps;
  const reactions = deps.reactions ?? NO_REACTIONS;
  const read = createReservationsReadRepository(sql);
  const catalog = createBookingCatalog(sql);
  const nextReference = createReferenceAllocator(sql);

  /** The customer row, written with the events; with `guard`, only if that condition holds. */
  const customerRow = (id: string, c: { name: string; email: string | null; phone: string | null; fingerprint?: string | null }, guard: SqlPart = part`true`) =>
    compose(
      [part`insert into customers (id, name, email, phone, client_fingerprint)
            select ${id}::uuid, ${c.name.trim()}::text, ${c.email?.trim().toLowerCase() || null}::text, ${c.phone?.trim() || null}::text,
                   ${c.fingerprint ?? null}::text`, guard],
      ([insert, condition]) => `${insert} where ${condition}`,
    );

  /**
   * The customer row and the ReservationRequested event, together: the one way a reservation
   * starts, from the website or the office. `db` is a transaction, or the pool (the append is
   * then one statement). `guard` is a condition the write needs (the catalog it priced from).
   * The reference is taken by the caller, before its transaction: a write holding a boat's lock
   * never waits for a pool connection (the ones it would wait for may be waiting for that lock).
   */
  function open(
    db: Db,
    r: {
      reservationId: string;
      reference: string;
      customerId: string;
      customer: { name: string; email: string | null; phone: string | null; fingerprint?: string | null };
      boat: BookableBoat;
      quote: Quote;
      start: string;
      end: string;
      guests: number;
      optionHours: number;
      channel: Channel;
      platformRef: string | null;
      note: string | undefined;
      /** A flood-time hold: `optionHours` is short, confirming gives this many hours. */
      fullOptionHours?: number;
    },
    ctx: RequestContext,
    opts: { metadata?: EventMetadata; eventIds?: (i: number) => string; guard?: SqlPart; lockFirst?: SqlPart } = {},
  ) {
    return execute(db, store, reservationSpec, reservationStreamId(r.reservationId), {
      type: 'RequestReservation',
      data: {
        reservationId: r.reservationId,
        reference: r.reference,
        boatId: r.boat.id,
        capacity: capacityFor(r.boat, r.quote.days),
        customerId: r.customerId,
        start: r.start,
        end: r.end,
        guests: r.guests,
        quote: r.quote,
        optionHours: r.optionHours,
        channel: r.channel,
        platformRef: r.platformRef?.trim() || null,
        note: r.note?.trim() || null,
        ...(r.fullOptionHours !== undefined ? { fullOptionHours: r.fullOptionHours } : {}),
      },
      metadata: { now: ctx.now },
    }, opts.metadata ?? metadataOf(ctx), {
      newStream: true,
      with: [customerRow(r.customerId, r.customer, opts.guard)],
      ...(opts.eventIds ? { eventIds: opts.eventIds } : {}),
      ...(opts.lockFirst ? { lockFirst: opts.lockFirst } : {}),
    });
  }

  /**
   * Runs a write of one boat's dates in a transaction that takes the boat's lock first (again, from
   * the start, after a deadlock or serialization failure); maps a clash to the 409 naming it;
   * afterwards the reactors (mail) look at the log.
   */
  async function run<T>(boatId: number, start: string, end: string, work: (tx: Db) => Promise<T>, exceptRef?: string): Promise<T> {
    try {
      const result = await retryTransient(() =>
        sql.begin(async (tx) => {
          await lockBoatDates(tx, [boatId]);
          return work(tx);
        }) as Promise<T>,
      );
      reactions.kick();
      return result;
    } catch (e) {
      if (isExclusionViolation(e)) throw await datesUnavailable(sql, boatId, start, end, exceptRef);
      throw toAppError(e);
    }
  }

  async function mustGet(id: string, owner: OwnerScope): Promise<Reservation> {
    const r = await read.get(id, owner);
    if (!r) throw notFound('Rezervasyon bulunamadı.');
    return r;
  }

  async function mustQuote(id: string): Promise<Quote> {
    const q = await read.quote(id);
    if (!q) throw notFound('Rezervasyon bulunamadı.');
    return q;
  }

  /** Applies one command to an existing reservation the caller may see. */
  async function command(id: string, owner: OwnerScope, ctx: RequestContext, cmd: ReservationCommand): Promise<Reservation> {
    const current = await mustGet(id, owner);
    await run(current.boat.id, current.start, current.end, (tx) => execute(tx, store, reservationSpec, reservationStreamId(id), cmd, metadataOf(ctx)));
    // The office reads the reservation's mails right after (bank details, confirmation): queue them first.
    await reactions.settle();
    return mustGet(id, owner);
  }

  return {
    read,
    /** The pool, for read-only lookups of the routes (boats, quotes). */
    sqlForReads: sql,

    /** A visitor's booking from the website: an option held until the deposit arrives. */
    async book(body: BookingBody, ctx: RequestContext, idempotencyKey: string | undefined): Promise<{ created: boolean; booking: Booking }> {
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest('INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key 8-128 karakter olmalı ve yalnızca harf, rakam, nokta, tire veya alt çizgi içermelidir.');
      }
      const requestHash = idempotencyKey ? hashRequest(body) : '';
      const reservationId = idempotencyKey ? uuidV5(`reservation:${idempotencyKey}`) : randomUUID();
      /** What an earlier request with this key stored, if any (a retry, or a concurrent twin). */
      const replay = async (): Promise<Booking | undefined> => {
        if (!idempotencyKey) return undefined;
        const { events } = await store.readStream(sql, reservationStreamId(reservationId));
        const first = events[0];
        if (!first) return undefined;
        if (first.metadata.requestHash !== requestHash) {
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'Bu Idempotency-Key farklı bir rezervasyon isteğiyle kullanılmış.');
        }
        const r = await mustGet(reservationId, null);
        return { id: r.id, reference: r.reference, status: r.status, start: r.start, end: r.end, guests: r.guests, optionUntil: r.optionUntil, quote: await mustQuote(r.id) };
      };

      const limits = deps.holdLimits;
      const booker = ctx.clientIp !== undefined ? { ip: ctx.clientIp, email: body.customer.email, phone: body.customer.phone } : undefined;
      let surging = false;
      checkDates(body.start, body.end, ctx.now);
      if (limits && booker) {
        // A client past its limit, or asking for dates already held, is refused before anything is
        // priced or numbered (one read-only query: in a rush on one boat, most attempts end here);
        // a retry of a request that already booked still gets its reservation.
        try {
          const { recentWebsiteHolds, also } = await limits.check(booker, ctx.now, heldDates(body.boatSlug, body.start, body.end));
          const held = heldClash(also);
          if (held) throw clashError(body.start, body.end, held);
          surging = deps.surge !== undefined && recentWebsiteHolds >= deps.surge.holdsPerHour;
        } catch (e) {
          const stored = await replay();
          if (stored) return { created: false, booking: stored };
          throw e;
        }
      }
      // While the site is flooded a new hold keeps its dates briefly unless its visitor confirms it.
      const optionHours = surging && deps.surge ? deps.surge.optionMinutes / 60 : deps.optionHours;

      // The catalog inputs come from memory; the statement checks they are still current and,
      // when the office changed something meanwhile, the booking reads again and retries.
      // A deadlock or serialization failure (nothing written) runs the statement again too.
      let staleReads = 0;
      let conflicts = 0;
      const reference = await nextReference(ctx.now);
      for (;;) {
        const { boat, periods, rates, version, fresh } = await catalog.forBooking(body.boatSlug);
        let quote: Quote;
        try {
          quote = quoteFrom(periods, rates, body.start, body.end, toIsoCurrency(body.currency));
        } catch (e) {
          // Prices remembered from before a new season was added must not refuse it: a pricing
          // refusal is only final when it comes from prices read just now.
          if (!fresh && e instanceof AppError && e.statusCode === 409) {
            catalog.forget();
            continue;
          }
          throw e;
        }
        const current = catalog.stillCurrent(version);
        // The limits are claimed in the booking's statement: a concurrent booking of the same
        // client waits for this one, and a booking that fails counts nothing.
        const guard = limits && booker
          ? compose([current, limits.claim(booker, reservationId, ctx.now, optionDeadline(ctx.now, deps.optionHours, body.start))], ([a, b]) => `${a} and ${b}`)
          : current;
        try {
          // A retried request is not looked up first: its append meets the first one's stream
          // (or customer, or dates), and only then is the stored reservation answered.
          const { events } = await open(sql, {
            reservationId,
            reference,
            customerId: idempotencyKey ? uuidV5(`customer:${idempotencyKey}`) : randomUUID(),
            customer: {
              name: body.customer.name, email: body.customer.email, phone: body.customer.phone,
              fingerprint: ctx.clientIp !== undefined && deps.fingerprints ? deps.fingerprints.client(ctx.clientIp) : null,
            },
            boat, quote, start: body.start, end: body.end, guests: body.guests, optionHours,
            channel: 'website', platformRef: null, note: body.note,
            ...(optionHours !== deps.optionHours ? { fullOptionHours: deps.optionHours } : {}),
          }, ctx, {
            metadata: metadataOf(ctx, idempotencyKey ? { idempotencyKey, requestHash } : {}),
            guard,
            // Held dates refused at once, else the boat's lock, before anything is written, still
            // in the one statement (see boat-lock.ts).
            lockFirst: bookingGate(boat.id, body.start, body.end),
            ...(idempotencyKey ? { eventIds: (i: number) => uuidV5(`${idempotencyKey}:${i}`) } : {}),
          });
          reactions.kick();
          const requested = events[0]!.data as Extract<ReservationEvent, { type: 'ReservationRequested' }>['data'];
          return {
            created: true,
            booking: {
              id: reservationId, reference: requested.reference, status: 'option', start: requested.start, end: requested.end,
              guests: requested.guests, optionUntil: requested.optionUntil, quote,
            },
          };
        } catch (e) {
          if (isStaleCatalog(e)) {
            catalog.forget();
            if (++staleReads < 3) continue;
            throw new AppError(409, 'CATALOG_CHANGED', 'Tekne bilgileri veya fiyatları siz rezervasyon yaparken değişti. Lütfen fiyatı kontrol edip tekrar deneyin.');
          }
          // Rolled back whole: the same ids again. A twin that committed meanwhile is met by the
          // next attempt's append, which then answers the stored reservation.
          if (isTransientConflict(e) && ++conflicts < TRANSIENT_ATTEMPTS) {
            await transientBackoff(conflicts);
            continue;
          }
          const stored = await replay();
          if (stored) return { created: false, booking: stored };
          const limited = limits?.asRefusal(e);
          if (limited) throw limited;
          const taken = datesTaken(e);
          if (taken) throw clashError(body.start, body.end, taken);
          if (isExclusionViolation(e)) throw await datesUnavailable(sql, boat.id, body.start, body.end);
          throw toAppError(e);
        }
      }
    },

    /** The office records a booking (phone, walk-in, another platform), optionally confirmed at once. */
    async createByOffice(body: OfficeReservationBody, ctx: RequestContext, owner: OwnerScope): Promise<Reservation> {
      const boat = await boatById(sql, body.boat_id, owner);
      if (!boat.active) throw new AppError(409, 'BOAT_INACTIVE', 'Pasif bir tekne için rezervasyon oluşturulamaz.');
      checkDates(body.start, body.end, ctx.now);
      const quote = await quoteFor(sql, boat.id, body.start, body.end, toIsoCurrency(body.currency));
      const reservationId = randomUUID();
      const reference = await nextReference(ctx.now);
      await run(boat.id, body.start, body.end, async (tx) => {
        await open(tx, {
          reservationId,
          reference,
          customerId: randomUUID(),
          customer: { name: body.customer.name, email: body.customer.email ?? null, phone: body.customer.phone ?? null },
          boat, quote, start: body.start, end: body.end, guests: body.guests, optionHours: body.optionHours ?? deps.optionHours,
          channel: body.channel ?? 'office', platformRef: body.platformRef ?? null, note: body.note,
        }, ctx);
        const streamId = reservationStreamId(reservationId);
        if (body.confirm) {
          await execute(tx, store, reservationSpec, streamId, { type: 'ConfirmReservation', data: {}, metadata: { now: ctx.now } }, metadataOf(ctx));
        }
      });
      await reactions.settle(); // the office's mail list shows the booking's mails at once
      return mustGet(reservationId, owner);
    },

    /** Reschedule, change details, customer data or status, in one transaction; `expectedVersion` guards against a stale screen. */
    async update(id: string, body: UpdateReservationBody, ctx: RequestContext, owner: OwnerScope): Promise<Reservation> {
      const current = await mustGet(id, owner);
      if ((body.start === undefined) !== (body.end === undefined)) {
        throw badRequest('INVALID_RANGE', 'Tarih değişikliği için biniş ve dönüş günü birlikte gönderilmelidir.');
      }
      if (body.expectedVersion !== undefined && body.expectedVersion !== current.version) {
        throw new AppError(409, 'CONCURRENCY_CONFLICT', 'Bu rezervasyon siz işlem yaparken değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.');
      }
      const start = body.start ?? current.start;
      const end = body.end ?? current.end;
      const rescheduling = start !== current.start || end !== current.end;
      if (rescheduling) checkDates(start, end, ctx.now);
      const boat = await boatById(sql, current.boat.id, null);
      const quote = rescheduling ? await quoteFor(sql, boat.id, start, end, current.displayCurrency) : undefined;
      const days = quote?.days ?? current.days;
      const streamId = reservationStreamId(id);
      const cmds: ReservationCommand[] = [];
      const m = { now: ctx.now };
      if (rescheduling && quote) cmds.push({ type: 'RescheduleReservation', data: { start, end, quote }, metadata: m });
      if (body.guests !== undefined || body.note !== undefined || body.platformRef !== undefined) {
        cmds.push({
          type: 'ChangeReservationDetails',
          data: {
            capacity: capacityFor(boat, days),
            ...(body.guests !== undefined ? { guests: body.guests } : {}),
            ...(body.note !== undefined ? { note: body.note?.trim() || null } : {}),
            ...(body.platformRef !== undefined ? { platformRef: body.platformRef?.trim() || null } : {}),
          },
          metadata: m,
        });
      } else if (rescheduling && current.guests > capacityFor(boat, days)) {
        throw badRequest('GUESTS_OVER_CAPACITY', overCapacityMessage(capacityFor(boat, days), days));
      }
      if (body.status === 'confirmed' && current.status !== 'confirmed') cmds.push({ type: 'ConfirmReservation', data: {}, metadata: m });
      if (body.status === 'cancelled') {
        cmds.push({ type: 'CancelReservation', data: { reason: body.cancelReason ?? 'office', note: body.cancelNote?.trim() || null }, metadata: m });
      }
      if (body.status === 'completed') cmds.push({ type: 'CompleteReservation', data: {}, metadata: m });
      await run(current.boat.id, start, end, async (tx) => {
        if (body.customer) {
          await tx`update customers set name = ${body.customer.name.trim()}, email = ${body.customer.email?.trim().toLowerCase() ?? null},
                     phone = ${body.customer.phone?.trim() ?? null}
                   where id = ${current.customer.id} and erased_at is null`;
        }
        for (const cmd of cmds) await execute(tx, store, reservationSpec, streamId, cmd, metadataOf(ctx));
      }, id);
      return mustGet(id, owner);
    },

    recordPayment(id: string, body: { amount: number; currency: Reservation['currency']; method: 'bank_transfer' | 'card' | 'cash'; reference?: string; receivedOn: string }, ctx: RequestContext, owner: OwnerScope) {
      return command(id, owner, ctx, {
        type: 'RecordPayment',
        data: { paymentId: randomUUID(), amount: body.amount, currency: body.currency, method: body.method, reference: body.reference?.trim() || null, receivedOn: body.receivedOn },
        metadata: { now: ctx.now },
      });
    },

    sendBankDetails(id: string, ctx: RequestContext, owner: OwnerScope) {
      return command(id, owner, ctx, { type: 'SendBankDetails', data: {}, metadata: { now: ctx.now } });
    },

    sendConfirmation(id: string, ctx: RequestContext, owner: OwnerScope) {
      return command(id, owner, ctx, { type: 'SendConfirmation', data: {}, metadata: { now: ctx.now } });
    },

    /**
     * The visitor confirms a flood-time hold through the mailed link: the option then runs its
     * normal time. A wrong token answers as an unknown reservation.
     */
    async confirmHold(id: string, token: string, ctx: RequestContext): Promise<{ reference: string; optionUntil: string; boatName: string }> {
      if (!deps.holdTokens?.verify(id, token)) throw notFound('Rezervasyon bulunamadı.');
      try {
        await retryTransient(() =>
          sql.begin((tx) => execute(tx, store, reservationSpec, reservationStreamId(id), { type: 'ConfirmHold', data: {}, metadata: { now: ctx.now } }, metadataOf(ctx))),
        );
      } catch (e) {
        throw toAppError(e);
      }
      const r = await mustGet(id, null);
      return { reference: r.reference, optionUntil: r.optionUntil, boatName: r.boat.name };
    },

    /** Drops the remembered booking catalog (the catalog changed on this or another instance). */
    dropCachedCatalog(): void {
      catalog.forget();
    },

    /** KVKK erasure: the customer's personal data goes everywhere it was kept (erasure.ts), the events (which never held it) stay. */
    async eraseCustomer(id: string, opts: ErasureOptions = {}): Promise<Reservation> {
      const current = await mustGet(id, null);
      await sql.begin((tx) => eraseCustomerData(tx, { reservationId: id, customerId: current.customer.id }, opts));
      return mustGet(id, null);
    },

    /**
     * Cancels every live website option one client address made (a flood), in one transaction,
     * each with the office's note: the events say who did it and why.
     */
    async cancelClientOptions(fingerprint: string, note: string, ctx: RequestContext): Promise<{ cancelled: number; references: string[] }> {
      const live = await sql<{ id: string; reference: string; boatId: number }[]>`
        select r.id, r.reference, r.boat_id from reservations r join customers c on c.id = r.customer_id
        where c.client_fingerprint = ${fingerprint} and r.status = 'option' and r.channel = 'website'
        order by r.created_at`;
      if (live.length === 0) return { cancelled: 0, references: [] };
      const reason = `Aynı kaynaktan gelen opsiyonlar toplu iptal edildi (istemci ${fingerprint}): ${note.trim()}`;
      try {
        await retryTransient(() => sql.begin(async (tx) => {
          await lockBoatDates(tx, live.map((r) => r.boatId));
          for (const r of live) {
            await execute(tx, store, reservationSpec, reservationStreamId(r.id), { type: 'CancelReservation', data: { reason: 'office', note: reason }, metadata: { now: ctx.now } }, metadataOf(ctx));
          }
        }));
      } catch (e) {
        throw toAppError(e);
      }
      reactions.kick();
      return { cancelled: live.length, references: live.map((r) => r.reference) };
    },

    /** Job: expires lapsed unpaid options and completes finished charters; returns how many changed. */
    async sweep(now: string): Promise<{ expired: number; completed: number }> {
      const ctx: RequestContext = { actor: { kind: 'system', name: 'reservations.sweep' }, requestId: `sweep-${now}`, now };
      const lapsed = await sql<{ id: string; boatId: number }[]>`select id, boat_id from reservations where status = 'option' and option_until <= ${now}::timestamptz order by option_until limit 500`;
      const finished = await sql<{ id: string; boatId: number }[]>`select id, boat_id from reservations where status = 'confirmed' and end_date <= ${istanbulDate(now)}::date order by end_date limit 500`;
      /** One reservation per transaction, under its boat's lock; a reservation changed meanwhile waits for the next sweep. */
      const apply = (r: { id: string; boatId: number }, cmd: ReservationCommand) =>
        retryTransient(() =>
          sql.begin(async (tx) => {
            await lockBoatDates(tx, [r.boatId]);
            return execute(tx, store, reservationSpec, reservationStreamId(r.id), cmd, metadataOf(ctx));
          }),
        ).catch((e: unknown) => {
          if (e instanceof ConcurrencyError) return null;
          throw e;
        });
      let expired = 0;
      let completed = 0;
      for (const r of lapsed) {
        if ((await apply(r, { type: 'ExpireOption', data: {}, metadata: { now } }))?.events.length) expired++;
      }
      for (const r of finished) {
        if ((await apply(r, { type: 'CompleteReservation', data: {}, metadata: { now } }))?.events.length) completed++;
      }
      return { expired, completed };
    },
  };
}
export type ReservationsService = ReturnType<typeof createReservationsService>;
