import type { ReservationSummary } from '../booking/reservation/read.js';
import type { EventStore } from '../eventstore/store.js';
import type { EventMetadata } from '../eventstore/types.js';
import { partnerEndpointTrail, recordPartnerWebhookEvent, type WebhookAuditEvent } from '../partners/audit.js';
import {
  lockPartner,
  partnerAccess,
  partnerContacts,
  type PartnerAccess,
  type PartnerContact,
} from '../partners/read.js';
import type { PartnerAuditEntry } from '../partners/schemas.js';
import type { Db } from '../platform/db.js';

/**
 * Where webhooks meet the partners module: the partner on a reservation booked through the partner channel
 * (a partner's endpoints get that partner's reservations' events, and every boat's availability), the
 * partners' names, contact addresses and languages (a disabled partner endpoint is told to its partner, in its
 * language, as well as to the office, by name),
 * the partners' scopes and access (a delivery honours them when it is made), and the changes to a partner's
 * endpoints (its own with its key, the office's to them): its row locked, its audit trail.
 */
export interface PartnerSeams {
  reservationPartner(reservation: ReservationSummary): string | null;
  /** These partners' names, contact addresses and languages (as the office set them); an unknown partner is absent. */
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

export const partnerSeams: PartnerSeams = {
  reservationPartner: (reservation) => reservation.partnerId,
  partnerContacts,
  partnerAccess,
  lockPartner,
  recordChange: recordPartnerWebhookEvent,
  endpointTrail: partnerEndpointTrail,
};
