import type { Reactor } from '../eventstore/store.js';
import { createMailReactor, type ReservationLinkUrls } from './mail-reactor.js';
import type { MailQueue } from './queue.js';

/** What the mail reactor and the contact form's copy need to queue mails. */
export interface MailDeps {
  queue: MailQueue;
  officeEmail: string | undefined;
  visitorLimits: { perRecipientDay: number; perClientHour: number };
  surge: { confirmUrl: (id: string) => string; holdsPerHour: number; optionMinutes: number };
  /** The visitor's signed links to their reservation pages, absolute, in each booking's language. */
  reservationLinks: ReservationLinkUrls;
}

/**
 * The mail module's reactors, as `jobs.ts` is its jobs: the composition root hands them to the web
 * process's reactor runner (`eventstore/reactors.ts`), which runs them after commit, from the log.
 */
export function mailReactors(deps: MailDeps): Reactor[] {
  return [createMailReactor(deps)];
}
