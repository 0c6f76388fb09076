import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { inlineProjections, personalTextFields } from './booking/projections.js';
import { createReservationDeps, type ReservationDeps } from './booking/reservation/deps.js';
import { personalDataKeepers } from './personal-data.js';
import { createHoldLimits, createHoldTokens, type HoldTokens } from './booking/reservation/hold-limits.js';
import { linkSalts } from './booking/reservation/read.js';
import { createReservationLinks, type ReservationLinks } from './booking/reservation/links.js';
import type { CalendarDeps } from './calendar/deps.js';
import { createFeedRecheck } from './calendar/recheck-ical-feed.js';
import type { Config } from './config.js';
import { createReactorRunner, type ReactorRunner } from './eventstore/reactors.js';
import { createEventStore, type EventStore } from './eventstore/store.js';
import { createFingerprints, type Fingerprints } from './limits/fingerprint.js';
import { mailReactors, type MailDeps } from './mail/reactors.js';
import { createMailQueue, type MailQueue } from './mail/queue.js';
import type { Sql } from './platform/db.js';

/** The web process's part: public client limits and the mail reactor need the shared key and a logger. */
export interface WebServicesOptions {
  /** The JWT key every instance shares: client fingerprints and hold-confirmation links are keyed from it. */
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** Enqueues mail jobs once pg-boss runs in this process (main.ts attaches it). */
  mailQueue?: MailQueue;
}

export interface Services {
  store: EventStore;
  /** The reservation use cases' collaborators (closings and boat dates use its `sql` and `store`). */
  booking: ReservationDeps;
  /** The calendar use cases' collaborators. */
  calendar: CalendarDeps;
  /** Web process only: */
  web?: {
    fingerprints: Fingerprints;
    holdTokens: HoldTokens;
    links: ReservationLinks;
    mail: MailDeps;
    /** Runs the mail reactor after commits (the app starts and stops it). */
    reactions: ReactorRunner;
  };
}

/**
 * The one composition root: the event store with its inline projections, the booking core's
 * collaborators, the calendar, and (for the web process) the public limits and the runner of the
 * modules' reactors (`mail/reactors.ts`).
 * Used by the HTTP app (`app.ts`), the worker (`jobs.ts`) and the tests.
 */
export function createServices(config: Config, sql: Sql): Services;
export function createServices(
  config: Config,
  sql: Sql,
  web: WebServicesOptions,
): Services & { web: NonNullable<Services['web']> };
export function createServices(config: Config, sql: Sql, web?: WebServicesOptions): Services {
  const store = createEventStore({ inline: inlineProjections, personal: personalTextFields });
  const calendar: CalendarDeps = {
    sql,
    store,
    limits: {
      timeoutMs: config.ical.fetchTimeoutMs,
      maxBytes: config.ical.maxBytes,
      maxRedirects: 3,
      allowPrivateHosts: config.ical.allowPrivateHosts,
    },
    publicUrl: config.publicUrl,
    newId: randomUUID,
    recheck: { timeoutMs: config.ical.recheckTimeoutMs, reuseSeconds: config.ical.recheckReuseSeconds },
  };
  if (!web) {
    // The worker: its writes only append; the mails of what it appends (an expired option) are
    // queued by the web process's reactor runner.
    return {
      store,
      calendar,
      booking: createReservationDeps({
        sql,
        store,
        optionHours: config.optionHoldHours,
        personalData: personalDataKeepers,
      }),
    };
  }

  // Public clients are counted by keyed hashes, and flood-time holds confirmed by a keyed link; the
  // keys come from the JWT key, which every instance on the database shares.
  const derivedKey = (purpose: string) => createHmac('sha256', web.jwtSecret).update(purpose).digest('base64url');
  const fingerprints = createFingerprints(derivedKey('client-fingerprint'));
  const holdTokens = createHoldTokens(derivedKey('hold-confirmation'));
  const limits = config.publicLimits;
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const links = createReservationLinks(derivedKey('reservation-link'), siteUrl);
  const mail: MailDeps = {
    queue: web.mailQueue ?? createMailQueue(),
    officeEmail: config.mail.officeEmail,
    visitorLimits: { perRecipientDay: limits.mailsPerRecipientDay, perClientHour: limits.mailsPerClientHour },
    surge: {
      confirmUrl: (id: string) => `${siteUrl}/v1/reservations/${id}/confirm-hold?token=${holdTokens.sign(id)}`,
      holdsPerHour: limits.surgeHoldsPerHour,
      optionMinutes: limits.surgeOptionMinutes,
    },
    async reservationLinks(tx, reservations) {
      const salts = await linkSalts(
        tx,
        reservations.map((r) => r.id),
      );
      const urls = new Map<string, string>();
      for (const r of reservations) {
        const salt = salts.get(r.id);
        if (salt) urls.set(r.id, links.url(r.reference, r.language, links.token(r.id, salt)));
      }
      return urls;
    },
  };
  // The modules' reactors (mail's) react to events after they commit, from the log, each with a checkpoint.
  const reactions = createReactorRunner({ sql, reactors: [...mailReactors(mail)], pollMs: 1000, log: web.log });
  const booking = createReservationDeps({
    sql,
    store,
    optionHours: config.optionHoldHours,
    reactions,
    fingerprints,
    holdLimits: createHoldLimits(sql, fingerprints, {
      perClientHour: limits.holdsPerClientHour,
      liveOptionsPerContact: limits.liveOptionsPerContact,
    }),
    surge: { holdsPerHour: limits.surgeHoldsPerHour, optionMinutes: limits.surgeOptionMinutes },
    holdTokens,
    personalData: personalDataKeepers,
    // A website hold first re-reads the boat's iCal feed (see calendar/recheck-ical-feed.ts); bookings
    // of one boat at the same moment share one read.
    feedRecheck: createFeedRecheck(calendar),
    links,
  });
  return { store, calendar, booking, web: { fingerprints, holdTokens, links, mail, reactions } };
}
