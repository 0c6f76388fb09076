import { daysBetween, istanbulDate } from '../../common/dates.js';
import type { Language } from '../../common/language.js';
import type { Currency, ExchangeRates } from '../../common/money.js';
import type { BookingTerms } from '../terms.js';
import { mayComplete } from './decide/rules.js';
import type { Reservation } from './schemas.js';
import { balanceView, termsOfRow, termsStatement } from './terms-view.js';

/** A reservation's read-model row as `read-repository.ts` selects it (camelCase), and how the API answers it. */
export interface Row {
  id: string;
  reference: string;
  boatId: number;
  boatName: string;
  boatSlug: string;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerErasedAt: Date | null;
  status: Reservation['status'];
  startDate: string;
  endDate: string;
  guests: number;
  currency: Currency;
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  displayCurrency: Currency;
  displayTotalMinor: number;
  language: Language;
  icalUnchecked: string | null;
  optionUntil: Date;
  channel: string;
  customerClientFingerprint: string | null;
  platformRef: string | null;
  partnerId: string | null;
  partnerName: string | null;
  partnerReference: string | null;
  note: string | null;
  cancelReason: string | null;
  refund: Reservation['refund'];
  refundedMinor: number;
  cancellationRequest: Reservation['cancellationRequest'];
  passengers: number;
  balanceOverdueOn: string | null;
  externalConflicts: Reservation['externalConflicts'] | null;
  extras: Reservation['extras'] | null;
  terms: BookingTerms | null;
  rates: ExchangeRates;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  bankDetailsSentAt: Date | null;
  confirmationSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A row as the API answers it; `today`: the office's rates now (a balance paid at the day's rate is indicated at them). */
export function toReservation(r: Row, today: ExchangeRates): Reservation {
  const optionUntil = r.optionUntil.toISOString();
  const paid = Number(r.paidMinor);
  const terms = termsOfRow({
    terms: r.terms,
    status: r.status,
    start: r.startDate,
    currency: r.currency,
    total: Number(r.totalMinor),
    deposit: Number(r.depositMinor),
    paid,
    rates: r.rates,
    optionUntil,
  });
  return {
    id: r.id,
    reference: r.reference,
    boat: { id: r.boatId, name: r.boatName, slug: r.boatSlug },
    customer: {
      id: r.customerId,
      name: r.customerErasedAt ? 'Silinmiş müşteri' : r.customerName,
      email: r.customerEmail,
      phone: r.customerPhone,
      erased: r.customerErasedAt !== null,
    },
    status: r.status,
    start: r.startDate,
    end: r.endDate,
    days: daysBetween(r.startDate, r.endDate),
    guests: r.guests,
    currency: r.currency,
    total: r.totalMinor,
    deposit: r.depositMinor,
    paid: r.paidMinor,
    balance: r.totalMinor - r.paidMinor,
    displayCurrency: r.displayCurrency,
    displayTotal: r.displayTotalMinor,
    language: r.language,
    icalUnchecked: r.icalUnchecked,
    optionUntil: r.optionUntil.toISOString(),
    channel: r.channel,
    clientFingerprint: r.customerErasedAt ? null : r.customerClientFingerprint,
    platformRef: r.platformRef,
    partner: r.partnerId ? { id: r.partnerId, name: r.partnerName ?? '', reference: r.partnerReference } : null,
    note: r.note,
    cancelReason: r.cancelReason,
    refund: r.refund ?? null,
    refunded: Number(r.refundedMinor ?? 0),
    cancellationRequest: r.cancellationRequest ?? null,
    passengers: Number(r.passengers ?? 0),
    balanceOverdueOn: r.balanceOverdueOn,
    externalConflicts: r.externalConflicts ?? [],
    extras: r.extras ?? [],
    terms,
    statement: termsStatement(terms, { paid, optionUntil }, today, 'tr'),
    ...balanceView(terms, { status: r.status, paid }, new Date()),
    canComplete: mayComplete({ status: r.status, end: r.endDate }, istanbulDate(new Date())),
    confirmedAt: iso(r.confirmedAt),
    cancelledAt: iso(r.cancelledAt),
    bankDetailsSentAt: iso(r.bankDetailsSentAt),
    confirmationSentAt: iso(r.confirmationSentAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}
