import type { SqlPart } from '../../eventstore/statement.js';
import type { EventMetadata } from '../../eventstore/types.js';
import type { Db } from '../../platform/db.js';
import { capacityFor, type BookableBoat } from '../catalog.js';
import { execute } from '../command-handler.js';
import { metadataOf, type RequestContext } from '../context.js';
import type { Language } from '../../common/language.js';
import type { Quote } from '../pricing.js';
import type { BookingTerms } from '../terms.js';
import { customerRow, type NewCustomer } from './customers-repository.js';
import { reservationSpec } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId, type Channel, type PartnerBooking } from './events.js';
import { linkRow } from './links.js';

/**
 * The customer row and the ReservationRequested event, together: the one way a reservation
 * starts, from the website or the office. `db` is a transaction, or the pool (the append is
 * then one statement). `guard` is a condition the write needs (the catalog it priced from).
 * The reference is taken by the caller, before its transaction: a write holding a boat's lock
 * never waits for a pool connection (the ones it would wait for may be waiting for that lock).
 */
export function openReservation(
  deps: Pick<ReservationDeps, 'store' | 'links'>,
  db: Db,
  r: {
    reservationId: string;
    reference: string;
    customerId: string;
    customer: NewCustomer;
    boat: BookableBoat;
    quote: Quote;
    /** The booking's terms, decided with the quote. */
    terms: BookingTerms;
    start: string;
    end: string;
    guests: number;
    optionHours: number;
    channel: Channel;
    platformRef: string | null;
    /** Channel 'partner': the partner and its reference. */
    partner?: PartnerBooking;
    note: string | undefined;
    /** The visitor's site language; its mails go in it. */
    language?: Language;
    /** A flood-time hold: `optionHours` is short, confirming gives this many hours. */
    fullOptionHours?: number;
    /** The boat's iCal feed could not be read just before this website hold: why. */
    icalUnchecked?: string;
  },
  ctx: RequestContext,
  opts: { metadata?: EventMetadata; eventIds?: (i: number) => string; guard?: SqlPart; lockFirst?: SqlPart } = {},
) {
  return execute(
    db,
    deps.store,
    reservationSpec,
    reservationStreamId(r.reservationId),
    {
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
        terms: r.terms,
        optionHours: r.optionHours,
        channel: r.channel,
        platformRef: r.platformRef?.trim() || null,
        ...(r.partner ? { partner: { id: r.partner.id, reference: r.partner.reference?.trim() || null } } : {}),
        note: r.note?.trim() || null,
        ...(r.language !== undefined ? { language: r.language } : {}),
        ...(r.fullOptionHours !== undefined ? { fullOptionHours: r.fullOptionHours } : {}),
        ...(r.icalUnchecked !== undefined ? { icalUnchecked: r.icalUnchecked } : {}),
      },
      metadata: { now: ctx.now },
    },
    opts.metadata ?? metadataOf(ctx),
    {
      newStream: true,
      // The visitor's signed link is born with the booking (a secret: never in the log).
      with: [
        customerRow(r.customerId, r.customer, opts.guard),
        ...(deps.links ? [linkRow(deps.links, r.reservationId)] : []),
      ],
      ...(opts.eventIds ? { eventIds: opts.eventIds } : {}),
      ...(opts.lockFirst ? { lockFirst: opts.lockFirst } : {}),
    },
  );
}
