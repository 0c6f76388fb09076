import type { Reservation } from '../booking/reservation/schemas.js';
import type { PartnerCaller } from './authenticate-partner.js';
import { PartnersError } from './errors.js';
import type { PartnerReservation } from './partner-schemas.js';

/** A reservation as its partner reads it: its own booking's dates, amounts, terms and state; nothing of the office's. */
export function toPartnerReservation(r: Reservation): PartnerReservation {
  return {
    id: r.id,
    reference: r.reference,
    partnerReference: r.partner?.reference ?? null,
    status: r.status,
    boat: { id: r.boat.id, slug: r.boat.slug, name: r.boat.name },
    start: r.start,
    end: r.end,
    guests: r.guests,
    customer: { name: r.customer.name, email: r.customer.email, phone: r.customer.phone },
    optionUntil: r.status === 'option' ? r.optionUntil : null,
    currency: r.currency,
    total: r.total,
    deposit: r.deposit,
    paid: r.paid,
    terms: r.terms,
    cancelledAt: r.cancelledAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The caller's own reservation, or the same 404 for one that does not exist, another partner's or a website booking. */
export function ownReservation(r: Reservation | undefined, caller: PartnerCaller): Reservation {
  if (!r || r.partner?.id !== caller.id) throw PartnersError.reservationNotFound();
  return r;
}
