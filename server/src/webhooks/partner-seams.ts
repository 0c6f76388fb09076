import type { ReservationSummary } from '../booking/reservation/read.js';
import { partnerContactEmails } from '../partners/read.js';
import type { Db } from '../platform/db.js';

/**
 * Where webhooks meet the partners module: the partner on a reservation booked through the partner channel
 * (a partner's endpoints get that partner's reservations' events, and every boat's availability), and the
 * partners' contact addresses (a disabled partner endpoint is told to its partner as well as the office).
 */
export interface PartnerSeams {
  reservationPartner(reservation: ReservationSummary): string | null;
  partnerContacts(db: Db, partnerIds: readonly string[]): Promise<Map<string, PartnerContact>>;
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
};
