import type { IsoDate } from '../../common/dates.js';
import type { EventStore } from '../../eventstore/store.js';
import type { Fingerprints } from '../../limits/fingerprint.js';
import type { Db, Sql } from '../../platform/db.js';
import { createBookingCatalog, createReferenceAllocator, type BookingCatalog } from '../catalog.js';
import type { RequestContext } from '../context.js';
import type { HoldLimitsGate, HoldTokens } from './hold-limits.js';
import type { ReservationLinks } from './links.js';

/** What runs the reactors (mail) after commit: kicked after a write, settled when the answer must show their output. */
export interface Reactions {
  kick(): void;
  settle(): Promise<void>;
}
export const NO_REACTIONS: Reactions = { kick: () => {}, settle: async () => {} };

export interface ErasureOptions {
  /** The office also asks to erase the person's contact-form messages and newsletter subscription (same e-mail). */
  alsoMessages?: boolean;
}

/**
 * Where else a customer's personal data is kept (the mails, the contact messages), erased with the
 * customer row in its transaction. Given by the composition root (`personal-data.ts`).
 */
export interface PersonalDataKeepers {
  /** Holds off, until the transaction ends, whatever would copy the person meanwhile. */
  holdOff(tx: Db): Promise<void>;
  /** The person's addresses kept there for this reservation (besides the customer row's). */
  addressesOf(tx: Db, reservationId: string): Promise<string[]>;
  erase(tx: Db, target: { reservationId: string; addresses: readonly string[] }, opts: ErasureOptions): Promise<void>;
}

/**
 * Reads a boat's iCal feed again just before a website hold is accepted (the calendar module's
 * `createFeedRecheck`, given by the composition root). A feed showing [start, end) taken is imported
 * as the sync would and the hold refused (`DatesUnavailable`); a feed that could not be read answers
 * why (`unchecked`), and the hold is taken and flagged for the office.
 */
export type FeedRecheck = (
  boatId: number,
  start: IsoDate,
  end: IsoDate,
  ctx: RequestContext,
) => Promise<{ unchecked: string | null }>;

/**
 * What the reservation use cases work with, built once by the composition root (`createServices`):
 * the pool, the event store, the booking catalog cache, the reference allocator and the limits.
 * A record of collaborators, not of use cases: each use case is a function of its own file and takes
 * only the fields it uses (`Pick<ReservationDeps, ...>`, `CommandDeps` for a command on a reservation).
 */
export interface ReservationDeps {
  sql: Sql;
  store: EventStore;
  optionHours: number;
  reactions: Reactions;
  /** The website booking's catalog inputs, kept in memory (`catalog.ts`). */
  catalog: BookingCatalog;
  nextReference: (now: string) => Promise<string>;
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
  /** Where else a customer's personal data is kept, for a KVKK erasure. */
  personalData: PersonalDataKeepers;
  /** Re-reads the boat's iCal feed before a website hold (none: holds are not re-checked, as in jobs). */
  feedRecheck?: FeedRecheck;
  /**
   * Signs the visitor's link to their reservation page; every reservation opened with it gets its
   * link in the booking's statement (the worker, which books nothing, has none).
   */
  links?: ReservationLinks;
}

export function createReservationDeps(
  deps: Omit<ReservationDeps, 'catalog' | 'nextReference' | 'reactions'> & { reactions?: Reactions },
): ReservationDeps {
  return {
    ...deps,
    reactions: deps.reactions ?? NO_REACTIONS,
    catalog: createBookingCatalog(deps.sql),
    nextReference: createReferenceAllocator(deps.sql),
  };
}
