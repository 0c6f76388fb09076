import type { ReservationCommand } from '../src/booking/reservation/decide.js';
import type { ReservationEvent } from '../src/booking/reservation/events.js';
import { givenReservation, NOW, quoteOf, requestedEvent } from './reservation-fixtures.js';

/** The reservation decider's tests' commands and events (`server/src/booking/reservation/decide/*.test.ts`). */
export const given = givenReservation;
export const meta = { now: NOW };
export const quote = quoteOf('2027-07-10', '2027-07-13', 450_000);
export const requested = requestedEvent({ note: 'Vejetaryen menü' });
export const request = (
  over: Partial<Extract<ReservationCommand, { type: 'RequestReservation' }>['data']> = {},
  now = NOW,
): ReservationCommand => ({
  type: 'RequestReservation',
  data: {
    reservationId: 'r1',
    reference: 'FT-27-0001',
    boatId: 7,
    capacity: 12,
    customerId: 'c1',
    start: '2027-07-10',
    end: '2027-07-13',
    guests: 6,
    quote,
    optionHours: 48,
    channel: 'website',
    platformRef: null,
    note: 'Vejetaryen menü',
    ...over,
  },
  metadata: { now },
});
export const payment = (
  amount: number,
  paymentId = 'p1',
  currency: 'EUR' | 'TRY' = 'EUR',
  confirm = true,
): ReservationCommand => ({
  type: 'RecordPayment',
  data: {
    paymentId,
    amount,
    currency,
    method: 'bank_transfer',
    reference: 'EFT-1',
    receivedOn: '2027-05-02',
    confirm,
    notify: true,
  },
  metadata: meta,
});
export type PaymentEvent = Extract<ReservationEvent, { type: 'PaymentRecorded' }>;
export const paid = (amount: number, paymentId = 'p1'): PaymentEvent => ({
  type: 'PaymentRecorded',
  data: {
    paymentId,
    amount,
    currency: 'EUR',
    method: 'bank_transfer',
    reference: 'EFT-1',
    receivedOn: '2027-05-02',
    customerNotified: true,
  },
});
/** The payment that reached the deposit and confirmed the option. */
export const depositPaid = (amount: number, paymentId = 'p1'): PaymentEvent => ({
  type: 'PaymentRecorded',
  data: { ...paid(amount, paymentId).data, confirmedOption: true },
});
export const confirmed = (by: 'deposit' | 'office'): ReservationEvent => ({
  type: 'ReservationConfirmed',
  data: { by },
});
export const confirmationSent: ReservationEvent = { type: 'ConfirmationSent', data: {} };
export const cancelled: ReservationEvent = { type: 'ReservationCancelled', data: { reason: 'customer', note: null } };
export const cmd = <T extends ReservationCommand['type']>(type: T, data: object = {}, now = NOW) =>
  ({ type, data, metadata: { now } }) as Extract<ReservationCommand, { type: T }>;
