import type { ReservationSummary } from '../booking/reservation/read.js';
import type { Db } from '../platform/db.js';

/**
 * Where webhooks meet the partners module, which arrives with the partners branch (tables `partners`,
 * `partner_keys`; the partner on a reservation booked through the partner channel). Until it merges
 * no reservation has a partner, so a partner's endpoints receive `availability.changed` only, and a
 * disabled partner endpoint is told to the office alone. At the merge:
 *
 * - `reservationPartner` returns the reservation's partner (the column the partners branch adds to the
 *   reservation read model, read by `reservationSummaries` in `booking/reservation/read.ts`);
 * - `partnerContacts` reads the partners' contact addresses through the partners module's read function;
 * - `webhook_endpoints.partner_id` gets its foreign key to `partners (id)`.
 */
export interface PartnerSeams {
  reservationPartner(reservation: ReservationSummary): string | null;
  partnerContacts(db: Db, partnerIds: readonly string[]): Promise<Map<string, PartnerContact>>;
}

export interface PartnerContact {
  email: string;
  language: 'tr' | 'en';
}

export const partnerSeams: PartnerSeams = {
  reservationPartner: () => null,
  partnerContacts: () => Promise.resolve(new Map()),
};
