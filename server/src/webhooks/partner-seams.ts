import type { ReservationSummary } from '../booking/reservation/read.js';
import type { EventStore } from '../eventstore/store.js';
import type { EventMetadata } from '../eventstore/types.js';
import { partnerEndpointTrail, recordPartnerWebhookEvent, type WebhookAuditEvent } from '../partners/audit.js';
import { lockPartner, partnerAccess, partnerContactEmails, type PartnerAccess } from '../partners/read.js';
import type { PartnerAuditEntry } from '../partners/schemas.js';
import type { Db } from '../platform/db.js';

/**
 * Where webhooks meet the partners module: the partner on a reservation booked through the partner channel
 * (a partner's endpoints get that partner's reservations' events, and every boat's availability), and the
 * partners' contact addresses (a disabled partner endpoint is told to its partner as well as the office),
 * the partners' scopes and access (a delivery honours them when it is made), and the changes to a partner's
 * endpoints (its own with its key, the office's to them): its row locked, its audit trail.
 */
export interface PartnerSeams {
  reservationPartner(reservation: ReservationSummary): string | null;
  partnerContacts(db: Db, partnerIds: readonly string[]): Promise<Map<string, PartnerContact>>;
  /** These partners' scopes and whether they are disabled, now; an unknown partner is absent. */
  partnerAccess(db: Db, partnerIds: readonly string[]): Promise<Map<string, PartnerAccess>>;
  /**
   * Locks the partner's row in `tx` (its endpoints counted, its scopes checked, its audit trail appended in
   * order) and answers its scopes and access; undefined when none.
   */
  lockPartner(tx: Db, partnerId: string): Promise<PartnerAccess | undefined>;
  /** Appends a change to one of the partner's endpoints to its audit trail (the office's İş ortakları page), in `tx`. */
  recordChange(
    tx: Db,
    store: EventStore,
    partnerId: string,
    event: WebhookAuditEvent,
    metadata: EventMetadata,
  ): Promise<void>;
  /** The changes to one of the partner's endpoints in its audit trail, oldest first. */
  endpointTrail(db: Db, store: EventStore, partnerId: string, endpointId: string): Promise<PartnerAuditEntry[]>;
}

export interface PartnerContact {
  email: string;
  language: 'tr' | 'en';
}

/**
 * A partner's notices are in Turkish: the partners are Fethiye's agencies, hotels and owners, and the
 * partner record keeps no language (the office writes to them in Turkish too).
 */
export const partnerSeams: PartnerSeams = {
  reservationPartner: (reservation) => reservation.partnerId,
  partnerContacts: async (db, partnerIds) =>
    new Map(
      [...(await partnerContactEmails(db, partnerIds))].map(([id, email]) => [id, { email, language: 'tr' as const }]),
    ),
  partnerAccess,
  lockPartner,
  recordChange: recordPartnerWebhookEvent,
  endpointTrail: partnerEndpointTrail,
};
