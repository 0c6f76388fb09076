import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '../../common/schemas.js';
import { uuidV5 } from '../../common/uuid.js';
import { compose, type SqlPart } from '../../eventstore/statement.js';
import { isTransientConflict, transientBackoff, TRANSIENT_ATTEMPTS } from '../../platform/transient.js';
import { datesTaken, heldClash } from '../boat-lock.js';
import { bookingGate, heldDates } from '../boat-lock-repository.js';
import { isStaleCatalog } from '../catalog.js';
import { datesUnavailable, isExclusionViolation } from '../clash.js';
import { metadataOf, type RequestContext } from '../context.js';
import { DatesUnavailable, DomainError, IdempotencyKeyReused, StaleCatalog } from '../errors.js';
import { PricingError, type Quote } from '../pricing.js';
import { bookableQuote, websiteRequest } from './bookable-request.js';
import { optionDeadline, requireBookableDates } from './decide/rules.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId, type ReservationEvent } from './events.js';
import { openReservation } from './open-reservation.js';
import { readTermsContext, termsOf, type TermsContext } from '../terms-context.js';
import type { BookingTerms } from '../terms.js';
import { termsStatement } from './terms-view.js';
import { requireQuote, requireReservation } from './read-repository.js';
import type { BookingBody } from './public-schemas.js';
import type { Reservation } from './schemas.js';

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
  /** The terms the booking was made under: what the confirmation shows. */
  terms: BookingTerms | null;
  /** The terms as sentences in the booking's language. */
  statement: ReturnType<typeof termsStatement> | null;
}

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/**
 * A partner's booking through the same decision (issue 39): channel 'partner' with the partner and its
 * reference, the partner's commission in the terms, its Idempotency-Keys its own (ids derived within the
 * partner), and its own limit of live options in the booking's statement instead of the anonymous
 * client's hold limits and the flood valve.
 */
export interface PartnerSource {
  id: string;
  reference: string | null;
  commissionPercent: number | null;
  /** The condition the booking's statement carries (the partner's live-options claim, not counting this reservation). */
  claim: (reservationId: string) => SqlPart;
  /** The refusal for a statement that claim stopped, or undefined. */
  asRefusal(e: unknown): Error | undefined;
}

function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A visitor's booking from the website: an option held until the deposit arrives. */
export async function bookReservation(
  deps: Pick<
    ReservationDeps,
    | 'sql'
    | 'store'
    | 'reactions'
    | 'catalog'
    | 'nextReference'
    | 'optionHours'
    | 'holdLimits'
    | 'surge'
    | 'fingerprints'
    | 'feedRecheck'
    | 'links'
  >,
  body: BookingBody,
  ctx: RequestContext,
  idempotencyKey: string | undefined,
  partner?: PartnerSource,
): Promise<{ created: boolean; booking: Booking }> {
  const { sql, store, catalog } = deps;
  // A partner's keys name its own requests: the same key from two partners is two bookings.
  const keyed = idempotencyKey && partner ? `partner:${partner.id}:${idempotencyKey}` : idempotencyKey;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new DomainError(
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key 8-128 karakter olmalı ve yalnızca harf, rakam, nokta, tire veya alt çizgi içermelidir.',
      'invalid',
    );
  }
  const requestHash = idempotencyKey ? hashRequest(partner ? { body, reference: partner.reference } : body) : '';
  const reservationId = keyed ? uuidV5(`reservation:${keyed}`) : randomUUID();
  /** What an earlier request with this key stored, if any (a retry, or a concurrent twin). */
  const replay = async (): Promise<Booking | undefined> => {
    if (!idempotencyKey) return undefined;
    const { events } = await store.readStream(sql, reservationStreamId(reservationId));
    const first = events[0];
    if (!first) return undefined;
    if (first.metadata.requestHash !== requestHash) throw new IdempotencyKeyReused();
    const r = await requireReservation(sql, reservationId, null);
    return {
      id: r.id,
      reference: r.reference,
      status: r.status,
      start: r.start,
      end: r.end,
      guests: r.guests,
      optionUntil: r.optionUntil,
      quote: await requireQuote(sql, r.id),
      terms: r.terms,
      statement: termsStatement(r.terms, r, r.terms.rates, r.language),
    };
  };

  const limits = deps.holdLimits;
  const booker =
    ctx.clientIp !== undefined && !partner
      ? { ip: ctx.clientIp, email: body.customer.email, phone: body.customer.phone }
      : undefined;
  let surging = false;
  // The decider's own date rule, asked first (before any query or pricing): a past or reversed
  // range is named as such rather than as "no price".
  requireBookableDates(body.start, body.end, ctx.now);
  if (limits && booker) {
    // A client past its limit, or asking for dates already held, is refused before anything is
    // priced or numbered (one read-only query: in a rush on one boat, most attempts end here);
    // a retry of a request that already booked still gets its reservation.
    try {
      const { recentWebsiteHolds, also } = await limits.check(
        booker,
        ctx.now,
        heldDates(body.boatSlug, body.start, body.end),
      );
      const held = heldClash(also);
      if (held) throw new DatesUnavailable(body.start, body.end, held);
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
  /** The feed address re-read for this booking, and why it could not be read (the hold is then flagged). */
  let rechecked: string | null = null;
  let icalUnchecked: string | undefined;
  const reference = await deps.nextReference(ctx.now);
  const request = websiteRequest(body);
  /** The settings, boat and accounts the terms are decided from (read once, for the boat met first). */
  let termsContext: { boatId: number; context: TermsContext } | undefined;
  for (;;) {
    const inputs = await catalog.forBooking(body.boatSlug);
    const { boat, version, fresh } = inputs;
    if (termsContext?.boatId !== boat.id)
      termsContext = { boatId: boat.id, context: await readTermsContext(sql, boat.id) };
    let quote: Quote;
    try {
      // The decision the quote route takes too (the quote refuses what this would, with the same refusal).
      quote = bookableQuote(inputs, request, ctx.now);
    } catch (e) {
      // Inputs remembered from before a change (a new season or extra, more capacity, the boat back on
      // rent) must not refuse: a refusal is only final when it comes from inputs read just now.
      if (!fresh && (e instanceof PricingError || e instanceof DomainError)) {
        catalog.forget();
        continue;
      }
      throw e;
    }
    // A boat with an iCal feed: the feed is read again (or its read of the last few seconds reused) and
    // imported before the hold, with no lock held meanwhile; a block over the dates refuses it here.
    // The statement's catalog check covers the address: one changed since is re-read on the retry.
    if (deps.feedRecheck && boat.icalUrl !== null && boat.icalUrl !== rechecked) {
      try {
        icalUnchecked = (await deps.feedRecheck(boat.id, body.start, body.end, ctx)).unchecked ?? undefined;
        rechecked = boat.icalUrl;
      } catch (e) {
        const stored = await replay();
        if (stored) return { created: false, booking: stored };
        throw e;
      }
    }
    const current = catalog.stillCurrent(version);
    // The limits are claimed in the booking's statement: a concurrent booking of the same
    // client waits for this one, and a booking that fails counts nothing.
    const guard = partner
      ? compose([current, partner.claim(reservationId)], ([a, b]) => `${a} and ${b}`)
      : limits && booker
        ? compose(
            [
              current,
              limits.claim(booker, reservationId, ctx.now, optionDeadline(ctx.now, deps.optionHours, body.start)),
            ],
            ([a, b]) => `${a} and ${b}`,
          )
        : current;
    try {
      // A retried request is not looked up first: its append meets the first one's stream
      // (or customer, or dates), and only then is the stored reservation answered.
      const { events } = await openReservation(
        deps,
        sql,
        {
          reservationId,
          reference,
          customerId: keyed ? uuidV5(`customer:${keyed}`) : randomUUID(),
          customer: {
            name: body.customer.name,
            email: body.customer.email,
            phone: body.customer.phone,
            fingerprint: booker && deps.fingerprints ? deps.fingerprints.client(booker.ip) : null,
          },
          boat,
          quote,
          terms: termsOf(
            partner?.commissionPercent != null
              ? { ...termsContext.context, commissionPercent: partner.commissionPercent }
              : termsContext.context,
            quote,
            request.currency,
            ctx.now,
          ),
          start: body.start,
          end: body.end,
          guests: body.guests,
          optionHours,
          channel: partner ? 'partner' : 'website',
          platformRef: null,
          ...(partner ? { partner: { id: partner.id, reference: partner.reference } } : {}),
          note: body.note,
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(optionHours !== deps.optionHours ? { fullOptionHours: deps.optionHours } : {}),
          ...(icalUnchecked !== undefined ? { icalUnchecked } : {}),
        },
        ctx,
        {
          metadata: metadataOf(ctx, idempotencyKey ? { idempotencyKey, requestHash } : {}),
          guard,
          // Held dates refused at once, else the boat's lock, before anything is written, still
          // in the one statement (see boat-lock.ts).
          lockFirst: bookingGate(boat.id, body.start, body.end),
          ...(keyed ? { eventIds: (i: number) => uuidV5(`${keyed}:${i}`) } : {}),
        },
      );
      deps.reactions.kick();
      const requested = events[0]!.data as Extract<ReservationEvent, { type: 'ReservationRequested' }>['data'];
      return {
        created: true,
        booking: {
          id: reservationId,
          reference: requested.reference,
          status: 'option',
          start: requested.start,
          end: requested.end,
          guests: requested.guests,
          optionUntil: requested.optionUntil,
          quote,
          terms: requested.terms ?? null,
          statement: requested.terms
            ? termsStatement(
                requested.terms,
                { paid: 0, optionUntil: requested.optionUntil },
                quote.rates,
                body.language ?? 'tr',
              )
            : null,
        },
      };
    } catch (e) {
      if (isStaleCatalog(e)) {
        catalog.forget();
        if (++staleReads < 3) continue;
        throw new StaleCatalog();
      }
      // Rolled back whole: the same ids again. A twin that committed meanwhile is met by the
      // next attempt's append, which then answers the stored reservation.
      if (isTransientConflict(e) && ++conflicts < TRANSIENT_ATTEMPTS) {
        await transientBackoff(conflicts);
        continue;
      }
      const stored = await replay();
      if (stored) return { created: false, booking: stored };
      const limited = partner ? partner.asRefusal(e) : limits?.asRefusal(e);
      if (limited) throw limited;
      const taken = datesTaken(e);
      if (taken) throw new DatesUnavailable(body.start, body.end, taken);
      if (isExclusionViolation(e)) throw await datesUnavailable(sql, boat.id, body.start, body.end);
      throw e;
    }
  }
}
