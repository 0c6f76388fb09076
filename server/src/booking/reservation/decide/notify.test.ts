import { describe, it } from 'vitest';
import { givenReservation, NOW, quoteOf, requestedEvent } from '../../../../test/reservation-fixtures.js';
import type { ReservationCommand } from '../decide.js';
import type { ReservationEvent } from '../events.js';

// Issue 34 point 4: an office action that changes the customer's booking records whether the customer
// was told (`customerNotified`); the deposit that confirms sends the confirmation itself.
const given = givenReservation;
const quote = quoteOf('2027-07-10', '2027-07-13', 450_000);
const requested = requestedEvent();
const entry = { method: 'bank_transfer', reference: null, currency: 'EUR' } as const;
const payment = (amount: number, notify: boolean, over: { paymentId?: string; confirm?: boolean } = {}) =>
  ({
    type: 'RecordPayment',
    data: { paymentId: 'p1', amount, receivedOn: '2027-05-02', confirm: true, ...entry, notify, ...over },
    metadata: { now: NOW },
  }) satisfies ReservationCommand;
type Flags = Pick<
  Extract<ReservationEvent, { type: 'PaymentRecorded' }>['data'],
  'customerNotified' | 'confirmedOption' | 'keptOption'
>;
const paid = (amount: number, flags: Flags = {}, paymentId = 'p1'): ReservationEvent => ({
  type: 'PaymentRecorded',
  data: { paymentId, amount, receivedOn: '2027-05-02', ...entry, ...flags },
});
const confirmedByDeposit: ReservationEvent = { type: 'ReservationConfirmed', data: { by: 'deposit' } };
const confirmationSent: ReservationEvent = { type: 'ConfirmationSent', data: {} };
const depositIn = [requested, paid(90_000, { customerNotified: true, confirmedOption: true }), confirmedByDeposit];
const cancel = (notify: boolean, refund?: object) =>
  ({
    type: 'CancelReservation',
    data: { reason: 'office', note: null, notify, ...(refund ? { refund } : {}) },
    metadata: { now: NOW },
  }) as ReservationCommand;

describe('recording a payment tells the customer', () => {
  it('given an option, when the deposit is recorded, then it confirms and the confirmation is sent, no button pressed', () =>
    given([requested])
      .when(payment(90_000, true))
      .then([paid(90_000, { customerNotified: true, confirmedOption: true }), confirmedByDeposit, confirmationSent]));

  it('given an option, when the deposit is recorded with the box off, then it confirms and nothing is sent', () =>
    given([requested])
      .when(payment(90_000, false))
      .then([paid(90_000, { customerNotified: false, confirmedOption: true }), confirmedByDeposit]));

  it('given a confirmed reservation, when a balance payment is recorded, then a receipt is due (no confirmation)', () =>
    given(depositIn)
      .when(payment(100_000, true, { paymentId: 'p2' }))
      .then([paid(100_000, { customerNotified: true }, 'p2')]));

  it('given an option, when a part of the deposit is recorded, then a receipt is due and the option stays', () =>
    given([requested])
      .when(payment(50_000, true))
      .then([paid(50_000, { customerNotified: true })]));

  it('given an option, when the deposit is recorded without confirming, then a receipt is due', () =>
    given([requested])
      .when(payment(90_000, true, { confirm: false }))
      .then([paid(90_000, { customerNotified: true, keptOption: true })]));

  it('given a confirmed reservation, when the balance is recorded with the box off, then the event says so', () =>
    given(depositIn)
      .when(payment(360_000, false, { paymentId: 'p2' }))
      .then([paid(360_000, { customerNotified: false }, 'p2')]));
});

describe('cancelling and refunding tell the customer', () => {
  const moderate = { preset: 'moderate' } as const;

  it('given an option, when the office cancels, then the cancellation is to be mailed', () =>
    given([requested])
      .when(cancel(true))
      .then([{ type: 'ReservationCancelled', data: { reason: 'office', note: null, customerNotified: true } }]));

  it('given a paid reservation, when the office cancels with the box off, then the refund is owed and nothing mailed', () =>
    given(depositIn)
      .when(cancel(false, { policy: moderate }))
      .then([
        { type: 'ReservationCancelled', data: { reason: 'office', note: null, customerNotified: false } },
        {
          type: 'RefundDue',
          data: {
            amount: 90_000,
            currency: 'EUR',
            paid: 90_000,
            percent: 100,
            daysBefore: 70,
            policy: moderate,
            rule: 'Orta: binişten en az 30 gün önce iptalde iade oranı %100 (iptal binişten 70 gün önce)',
            computed: 90_000,
            override: null,
          },
        },
      ]));

  it("given the visitor's request, when the office cancels, then it is the request's acceptance, told as such", () =>
    given([
      requested,
      {
        type: 'CancellationRequested',
        data: { refund: { amount: 0, currency: 'EUR', paid: 0, percent: 0, daysBefore: 70, rule: '' } },
      },
    ])
      .when(cancel(true))
      .then([
        {
          type: 'ReservationCancelled',
          data: { reason: 'office', note: null, onRequest: true, customerNotified: true },
        },
      ]));

  const refund = (notify: boolean): ReservationCommand => ({
    type: 'RecordRefund',
    data: { paymentId: 'rf1', amount: 20_000, paidOn: '2027-05-03', ...entry, notify },
    metadata: { now: NOW },
  });
  const owed = [
    ...depositIn,
    { type: 'ReservationCancelled', data: { reason: 'office', note: null } },
    {
      type: 'RefundDue',
      data: { amount: 90_000, currency: 'EUR', paid: 90_000, percent: 100, daysBefore: 70, policy: moderate },
    },
  ] as ReservationEvent[];

  for (const notify of [true, false]) {
    it(`given a refund owed, when it is paid out (box ${notify ? 'on' : 'off'}), then the event records the choice`, () =>
      given(owed)
        .when(refund(notify))
        .then([
          {
            type: 'RefundPaid',
            data: { paymentId: 'rf1', amount: 20_000, paidOn: '2027-05-03', ...entry, customerNotified: notify },
          },
        ]));
  }
});

describe('new terms tell the customer', () => {
  const moved = quoteOf('2027-08-01', '2027-08-04', 480_000);

  for (const notify of [true, false]) {
    it(`given an option, when the dates move (box ${notify ? 'on' : 'off'}), then the event records the choice`, () =>
      given([requested])
        .when({
          type: 'RescheduleReservation',
          data: { start: '2027-08-01', end: '2027-08-04', quote: moved, notify },
          metadata: { now: NOW },
        })
        .then([
          {
            type: 'ReservationRescheduled',
            data: {
              start: '2027-08-01',
              end: '2027-08-04',
              quote: moved,
              previous: { start: '2027-07-10', end: '2027-07-13' },
              customerNotified: notify,
            },
          },
        ]));
  }

  it('given an option, when the extras change with the box off, then the event says the customer was not told', () => {
    const withSkipper = { ...quote, total: 500_000, deposit: 100_000, balance: 400_000 };
    given([requested])
      .when({ type: 'ChangeExtras', data: { quote: withSkipper, notify: false }, metadata: { now: NOW } })
      .then([{ type: 'ExtrasChanged', data: { quote: withSkipper, previous: [], customerNotified: false } }]);
  });

  it('given the same extras, when "changed", then nothing happens and nothing is sent', () =>
    given([requested])
      .when({ type: 'ChangeExtras', data: { quote, notify: true }, metadata: { now: NOW } })
      .then([]));
});
