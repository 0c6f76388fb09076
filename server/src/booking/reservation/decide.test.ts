import { describe, expect, it } from 'vitest';
import { givenReservation, NOW, quoteOf, requestedEvent } from '../../../test/reservation-fixtures.js';
import type { ReservationCommand } from './decide.js';
import type { ExtraLine } from '../pricing.js';
import { evolveReservation, initialReservationState, type ReservationEvent } from './events.js';

const given = givenReservation;
const meta = { now: NOW };
const quote = quoteOf('2027-07-10', '2027-07-13', 450_000);
const requested = requestedEvent({ note: 'Vejetaryen menü' });
const request = (
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
const payment = (
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
type PaymentEvent = Extract<ReservationEvent, { type: 'PaymentRecorded' }>;
const paid = (amount: number, paymentId = 'p1'): PaymentEvent => ({
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
const depositPaid = (amount: number, paymentId = 'p1'): PaymentEvent => ({
  type: 'PaymentRecorded',
  data: { ...paid(amount, paymentId).data, confirmedOption: true },
});
const confirmed = (by: 'deposit' | 'office'): ReservationEvent => ({ type: 'ReservationConfirmed', data: { by } });
const confirmationSent: ReservationEvent = { type: 'ConfirmationSent', data: {} };
const cancelled: ReservationEvent = { type: 'ReservationCancelled', data: { reason: 'customer', note: null } };
const cmd = <T extends ReservationCommand['type']>(type: T, data: object = {}, now = NOW) =>
  ({ type, data, metadata: { now } }) as Extract<ReservationCommand, { type: T }>;

describe('RequestReservation', () => {
  it('holds the dates as an option for the configured hours', () => given([]).when(request()).then([requested]));

  it('never holds the option past the morning of departure', () => {
    const late = request(
      { start: '2027-05-02', end: '2027-05-05', quote: quoteOf('2027-05-02', '2027-05-05', 450_000) },
      '2027-05-01T12:00:00.000Z',
    );
    const expected = structuredClone(requested);
    Object.assign(expected.data, {
      start: '2027-05-02',
      end: '2027-05-05',
      quote: quoteOf('2027-05-02', '2027-05-05', 450_000),
      optionUntil: '2027-05-01T21:00:00.000Z',
    });
    given([]).when(late).then([expected]);
  });

  it('refuses past dates', () =>
    given([])
      .when(request({ start: '2027-04-30' }))
      .thenThrows('PAST_DATES', /30\.04\.2027/));

  it('refuses more guests than the boat takes', () =>
    given([])
      .when(request({ guests: 13 }))
      .thenThrows('GUESTS_OVER_CAPACITY', /en fazla 12 misafir/));
  it('names a day boat as such when it is asked for nights (no overnight capacity)', () =>
    given([])
      .when(request({ guests: 2, capacity: 0 }))
      .thenThrows('GUESTS_OVER_CAPACITY', /konaklamalı kiralanmıyor; yalnızca günübirlik/));

  it('refuses creating the same reservation twice', () =>
    given([requested]).when(request()).thenThrows('RESERVATION_EXISTS'));
});

describe('RecordPayment', () => {
  it('records a part payment below the deposit and keeps the option', () =>
    given([requested])
      .when(payment(50_000))
      .then([paid(50_000)]));

  it('confirms the reservation once the 20% deposit is reached, and sends the customer the confirmation', () =>
    given([requested, paid(50_000)])
      .when(payment(40_000, 'p2'))
      .then([depositPaid(40_000, 'p2'), confirmed('deposit'), confirmationSent]));

  // Issue 21: the office may record the deposit and leave the option unconfirmed (the dialog's switch).
  it('records a payment that reaches the deposit without confirming when the office says so', () =>
    given([requested, paid(50_000)])
      .when(payment(40_000, 'p2', 'EUR', false))
      .then([{ type: 'PaymentRecorded', data: { ...paid(40_000, 'p2').data, keptOption: true } }]));

  it('confirms with a later payment once the office lets it (the option kept before stays payable)', () =>
    given([requested, { type: 'PaymentRecorded', data: { ...paid(90_000).data, keptOption: true } }])
      .when(payment(10_000, 'p2'))
      .then([depositPaid(10_000, 'p2'), confirmed('deposit'), confirmationSent]));

  it('marks nothing when the switch is off but the payment stays below the deposit', () =>
    given([requested])
      .when(payment(50_000, 'p1', 'EUR', false))
      .then([paid(50_000)]));

  it('takes the balance of a confirmed reservation without confirming again', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(payment(360_000, 'p2'))
      .then([paid(360_000, 'p2')]));

  it('refuses more than the remaining balance', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(payment(360_001, 'p2'))
      .thenThrows('OVERPAYMENT', /3\.600,00/));

  it('refuses another currency', () =>
    given([requested])
      .when(payment(1000, 'p1', 'TRY'))
      .thenThrows('CURRENCY_MISMATCH'));

  it('refuses the same payment twice', () =>
    given([requested, paid(10_000)])
      .when(payment(10_000))
      .thenThrows('PAYMENT_EXISTS'));

  it('refuses a payment on a cancelled reservation', () =>
    given([requested, cancelled]).when(payment(10_000)).thenThrows('RESERVATION_CANCELLED'));

  it('refuses a payment on an unknown reservation', () =>
    given([]).when(payment(10_000)).thenThrows('RESERVATION_NOT_FOUND'));
});

describe('SendBankDetails', () => {
  it('asks for what is left of the deposit while an option', () =>
    given([requested, paid(30_000)])
      .when(cmd('SendBankDetails'))
      .then([{ type: 'BankDetailsSent', data: { amountDue: 60_000, currency: 'EUR' } }]));

  it('asks for the balance once confirmed', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(cmd('SendBankDetails'))
      .then([{ type: 'BankDetailsSent', data: { amountDue: 360_000, currency: 'EUR' } }]));

  it('refuses when everything is paid', () =>
    given([requested, paid(450_000), confirmed('deposit')])
      .when(cmd('SendBankDetails'))
      .thenThrows('NOTHING_DUE'));
});

describe('confirming', () => {
  it('lets the office confirm an option', () =>
    given([requested])
      .when(cmd('ConfirmReservation'))
      .then([confirmed('office')]));

  it('refuses to confirm twice', () =>
    given([requested, confirmed('office')])
      .when(cmd('ConfirmReservation'))
      .thenThrows('ALREADY_CONFIRMED'));

  it('confirms and sends the confirmation of an option in one step', () =>
    given([requested])
      .when(cmd('SendConfirmation'))
      .then([confirmed('office'), { type: 'ConfirmationSent', data: {} }]));

  it('only sends the confirmation of a confirmed reservation', () =>
    given([requested, confirmed('office')])
      .when(cmd('SendConfirmation'))
      .then([{ type: 'ConfirmationSent', data: {} }]));
});

describe('CancelReservation', () => {
  it('cancels an option with its reason', () =>
    given([requested])
      .when(cmd('CancelReservation', { reason: 'customer', note: null }))
      .then([cancelled]));

  it('cancels a confirmed reservation', () =>
    given([requested, confirmed('office')])
      .when(cmd('CancelReservation', { reason: 'customer', note: null }))
      .then([cancelled]));

  it('refuses to cancel twice', () =>
    given([requested, cancelled])
      .when(cmd('CancelReservation', { reason: 'office', note: null }))
      .thenThrows('RESERVATION_CANCELLED'));
});

// Issue 21: the refund a cancellation owes under the boat's policy at that moment.
describe('CancelReservation with the boat’s cancellation policy', () => {
  const strict = { preset: 'strict' } as const;
  const moderate = { preset: 'moderate' } as const;
  const due = (over: Partial<Extract<ReservationEvent, { type: 'RefundDue' }>['data']>): ReservationEvent => ({
    type: 'RefundDue',
    data: {
      amount: 45_000,
      currency: 'EUR',
      paid: 90_000,
      percent: 50,
      daysBefore: 70,
      policy: strict,
      rule: 'Katı: binişten en az 30 gün önce iptalde iade oranı %50 (iptal binişten 70 gün önce)',
      computed: 45_000,
      override: null,
      ...over,
    },
  });

  it('given a paid, confirmed reservation, when cancelled 70 days ahead under Katı, then half of what was paid is owed', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(cmd('CancelReservation', { reason: 'customer', note: null, refund: { policy: strict } }))
      .then([cancelled, due({})]));

  it('given the same, when cancelled 15 days ahead under Orta, then 50% by the 14-day rule', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(
        cmd(
          'CancelReservation',
          { reason: 'customer', note: null, refund: { policy: moderate } },
          '2027-06-25T09:00:00.000Z',
        ),
      )
      .then([
        cancelled,
        due({
          daysBefore: 15,
          policy: moderate,
          rule: 'Orta: binişten en az 14 gün önce iptalde iade oranı %50 (iptal binişten 15 gün önce)',
        }),
      ]));

  it('given the office’s amount with a reason, then that amount is owed and the computed one kept', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(
        cmd('CancelReservation', {
          reason: 'customer',
          note: null,
          refund: { policy: strict, override: { amount: 90_000, reason: 'Fırtına' } },
        }),
      )
      .then([cancelled, due({ amount: 90_000, override: { reason: 'Fırtına' } })]));

  it('refuses an override above what was paid, or without a reason', () => {
    given([requested, paid(90_000), confirmed('deposit')])
      .when(
        cmd('CancelReservation', {
          reason: 'office',
          note: null,
          refund: { policy: strict, override: { amount: 90_001, reason: 'x' } },
        }),
      )
      .thenThrows('REFUND_EXCEEDS_PAID');
    given([requested, paid(90_000), confirmed('deposit')])
      .when(
        cmd('CancelReservation', {
          reason: 'office',
          note: null,
          refund: { policy: strict, override: { amount: 10, reason: '  ' } },
        }),
      )
      .thenThrows('OVERRIDE_REASON_REQUIRED');
  });

  it('given an unpaid option, then nothing is owed', () =>
    given([requested])
      .when(cmd('CancelReservation', { reason: 'customer', note: null, refund: { policy: strict } }))
      .then([cancelled]));

  const refund = (amount: number, paymentId = 'rf1'): ReservationCommand => ({
    type: 'RecordRefund',
    data: {
      paymentId,
      amount,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: null,
      paidOn: '2027-05-02',
      notify: true,
    },
    metadata: meta,
  });

  it('given a refund owed, when paid out in parts, then each is recorded up to what is owed', () =>
    given([requested, paid(90_000), confirmed('deposit'), cancelled, due({})])
      .when(refund(20_000))
      .then([
        {
          type: 'RefundPaid',
          data: {
            paymentId: 'rf1',
            amount: 20_000,
            currency: 'EUR',
            method: 'bank_transfer',
            reference: null,
            paidOn: '2027-05-02',
            customerNotified: true,
          },
        },
      ]));

  it('refuses a refund beyond what is owed, or on a reservation that is not cancelled', () => {
    given([
      requested,
      paid(90_000),
      confirmed('deposit'),
      cancelled,
      due({}),
      {
        type: 'RefundPaid',
        data: {
          paymentId: 'rf0',
          amount: 40_000,
          currency: 'EUR',
          method: 'cash',
          reference: null,
          paidOn: '2027-05-02',
        },
      },
    ])
      .when(refund(5_001))
      .thenThrows('REFUND_EXCEEDS_DUE', /50,00/);
    given([requested, paid(90_000), confirmed('deposit')])
      .when(refund(1))
      .thenThrows('NOT_CANCELLED');
  });
});

describe('ExpireOption', () => {
  const after = '2027-05-03T09:00:00.000Z';

  it('expires a lapsed unpaid option', () =>
    given([requested])
      .when(cmd('ExpireOption', {}, after))
      .then([{ type: 'OptionExpired', data: { optionUntil: '2027-05-03T09:00:00.000Z' } }]));

  it('does nothing before the deadline', () =>
    given([requested])
      .when(cmd('ExpireOption', {}, '2027-05-03T08:59:59.000Z'))
      .then([]));

  it('does nothing once the deposit confirmed it', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(cmd('ExpireOption', {}, after))
      .then([]));

  it('does nothing for a cancelled reservation', () =>
    given([requested, cancelled])
      .when(cmd('ExpireOption', {}, after))
      .then([]));
});

describe('RescheduleReservation', () => {
  const moved = quoteOf('2027-08-01', '2027-08-04', 480_000);

  it('moves the dates with the new price', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-08-01', end: '2027-08-04', quote: moved }))
      .then([
        {
          type: 'ReservationRescheduled',
          data: {
            start: '2027-08-01',
            end: '2027-08-04',
            quote: moved,
            previous: { start: '2027-07-10', end: '2027-07-13' },
          },
        },
      ]));

  it('does nothing for the same dates', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-07-10', end: '2027-07-13', quote }))
      .then([]));

  it('refuses to move into the past', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-04-01', end: '2027-04-04', quote: moved }))
      .thenThrows('PAST_DATES'));

  it('refuses a new total below what was already paid', () =>
    given([requested, paid(300_000), confirmed('deposit')])
      .when(
        cmd('RescheduleReservation', {
          start: '2027-08-01',
          end: '2027-08-02',
          quote: quoteOf('2027-08-01', '2027-08-02', 160_000),
        }),
      )
      .thenThrows('PAID_EXCEEDS_TOTAL'));

  it('refuses to move a cancelled reservation', () =>
    given([requested, cancelled])
      .when(cmd('RescheduleReservation', { start: '2027-08-01', end: '2027-08-04', quote: moved }))
      .thenThrows('RESERVATION_CANCELLED'));

  it('refuses a return before boarding', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-08-04', end: '2027-08-01', quote: moved }))
      .thenThrows('INVALID_RANGE'));

  it('refuses new days the guests kept do not fit (a smaller overnight capacity)', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-08-01', end: '2027-08-04', quote: moved, capacity: 4 }))
      .thenThrows('GUESTS_OVER_CAPACITY'));

  it('moves when the guests kept fit the new days', () =>
    given([requested])
      .when(cmd('RescheduleReservation', { start: '2027-08-01', end: '2027-08-04', quote: moved, capacity: 6 }))
      .then([
        {
          type: 'ReservationRescheduled',
          data: {
            start: '2027-08-01',
            end: '2027-08-04',
            quote: moved,
            previous: { start: '2027-07-10', end: '2027-07-13' },
          },
        },
      ]));
});

describe('ChangeReservationDetails', () => {
  it('records only what changed', () =>
    given([requested])
      .when(cmd('ChangeReservationDetails', { guests: 8, capacity: 12, note: 'Doğum günü pastası' }))
      .then([{ type: 'ReservationDetailsChanged', data: { guests: 8, note: 'Doğum günü pastası' } }]));

  it('does nothing when nothing changed', () =>
    given([requested])
      .when(cmd('ChangeReservationDetails', { guests: 6, capacity: 12 }))
      .then([]));

  it('refuses more guests than the boat takes', () =>
    given([requested])
      .when(cmd('ChangeReservationDetails', { guests: 20, capacity: 12 }))
      .thenThrows('GUESTS_OVER_CAPACITY'));
});

describe('CompleteReservation', () => {
  it('completes a confirmed reservation after its end date', () =>
    given([requested, confirmed('office')])
      .when(cmd('CompleteReservation', {}, '2027-07-13T08:00:00.000Z'))
      .then([{ type: 'ReservationCompleted', data: {} }]));

  it('refuses before the end date', () =>
    given([requested, confirmed('office')])
      .when(cmd('CompleteReservation', {}, '2027-07-12T08:00:00.000Z'))
      .thenThrows('NOT_FINISHED'));

  it('refuses an unconfirmed option', () =>
    given([requested])
      .when(cmd('CompleteReservation', {}, '2027-07-20T08:00:00.000Z'))
      .thenThrows('NOT_CONFIRMED'));

  it('is idempotent once completed', () =>
    given([requested, confirmed('office'), { type: 'ReservationCompleted', data: {} }])
      .when(cmd('CompleteReservation', {}, '2027-07-20T08:00:00.000Z'))
      .then([]));
});

describe('a flood-time hold', () => {
  const shortHold: ReservationEvent = {
    type: 'ReservationRequested',
    data: {
      ...requested.data,
      optionUntil: '2027-05-01T09:30:00.000Z',
      holdConfirmation: { optionHours: 48, requestedAt: NOW },
    },
  };
  const confirmAt = (now: string): ReservationCommand => ({ type: 'ConfirmHold', data: {}, metadata: { now } });

  it('is requested with the short hold and remembers the full option time', () =>
    given([])
      .when(request({ optionHours: 0.5, fullOptionHours: 48 }))
      .then([shortHold]));

  it('runs the full option time from the request once the visitor confirms it in time', () =>
    given([shortHold])
      .when(confirmAt('2027-05-01T09:20:00.000Z'))
      .then([{ type: 'HoldConfirmed', data: { optionUntil: '2027-05-03T09:00:00.000Z' } }]));

  it('is confirmed once; a second click changes nothing', () =>
    given([shortHold, { type: 'HoldConfirmed', data: { optionUntil: '2027-05-03T09:00:00.000Z' } }])
      .when(confirmAt('2027-05-01T09:25:00.000Z'))
      .then([]));

  it('cannot be confirmed after its short hold lapsed', () =>
    given([shortHold])
      .when(confirmAt('2027-05-01T09:30:00.000Z'))
      .thenThrows('HOLD_LAPSED', /onay süresi dolmuş/));

  it('cannot be confirmed once expired or cancelled', () =>
    given([shortHold, { type: 'OptionExpired', data: { optionUntil: '2027-05-01T09:30:00.000Z' } }])
      .when(confirmAt('2027-05-01T09:40:00.000Z'))
      .thenThrows('HOLD_LAPSED'));

  it('asks nothing of a normal booking', () => given([requested]).when(confirmAt('2027-05-01T10:00:00.000Z')).then([]));
});

// Issue 22 point 4: the visitor's cancellation request from their page, accepted or refused by the office.
describe('RequestCancellation / RefuseCancellationRequest', () => {
  const strict = { preset: 'strict' } as const;
  const requestedCancel = (amount: number, paid: number, percent: number): ReservationEvent => ({
    type: 'CancellationRequested',
    data: {
      refund: {
        amount,
        currency: 'EUR',
        paid,
        percent,
        daysBefore: 70,
        rule:
          percent > 0
            ? `Katı: binişten en az 30 gün önce iptalde iade oranı %${percent} (iptal binişten 70 gün önce)`
            : 'Katı: bu sürede iade yapılmaz (iptal binişten 70 gün önce)',
      },
    },
  });
  const refused: ReservationEvent = {
    type: 'CancellationRequestRefused',
    data: { reason: 'Tarih değişikliği önerdik' },
  };

  it('given a paid, confirmed reservation, when the visitor asks to cancel, then the request names what the policy refunds now', () =>
    given([requested, paid(90_000), confirmed('deposit')])
      .when(cmd('RequestCancellation', { policy: strict }))
      .then([requestedCancel(45_000, 90_000, 50)]));

  it('asking twice changes nothing', () =>
    given([requested, requestedCancel(0, 0, 50)])
      .when(cmd('RequestCancellation', { policy: strict }))
      .then([]));

  it('refuses a request on the boarding day, and on a cancelled reservation', () => {
    given([requested])
      .when(cmd('RequestCancellation', { policy: strict }, '2027-07-10T06:00:00.000Z'))
      .thenThrows('CANCELLATION_REQUEST_TOO_LATE');
    given([requested, cancelled])
      .when(cmd('RequestCancellation', { policy: strict }))
      .thenThrows('RESERVATION_CANCELLED');
  });

  it('the office refuses a pending request with its reason; without a request or a reason it is refused', () => {
    given([requested, requestedCancel(0, 0, 50)])
      .when(cmd('RefuseCancellationRequest', { reason: '  Tarih değişikliği önerdik ' }))
      .then([refused]);
    given([requested])
      .when(cmd('RefuseCancellationRequest', { reason: 'x' }))
      .thenThrows('NO_CANCELLATION_REQUEST');
    given([requested, requestedCancel(0, 0, 50), refused])
      .when(cmd('RefuseCancellationRequest', { reason: 'x' }))
      .thenThrows('NO_CANCELLATION_REQUEST');
    given([requested, requestedCancel(0, 0, 50)])
      .when(cmd('RefuseCancellationRequest', { reason: ' ' }))
      .thenThrows('REFUSAL_REASON_REQUIRED');
  });

  it('a cancellation while a request waits is its acceptance (onRequest), with the refund owed', () =>
    given([requested, paid(90_000), confirmed('deposit'), requestedCancel(45_000, 90_000, 50)])
      .when(cmd('CancelReservation', { reason: 'customer', note: null, refund: { policy: strict } }))
      .then([
        { type: 'ReservationCancelled', data: { reason: 'customer', note: null, onRequest: true } },
        {
          type: 'RefundDue',
          data: {
            amount: 45_000,
            currency: 'EUR',
            paid: 90_000,
            percent: 50,
            daysBefore: 70,
            policy: strict,
            rule: 'Katı: binişten en az 30 gün önce iptalde iade oranı %50 (iptal binişten 70 gün önce)',
            computed: 45_000,
            override: null,
          },
        },
      ]));

  it('after a refusal the visitor may ask again', () =>
    given([requested, requestedCancel(0, 0, 50), refused])
      .when(cmd('RequestCancellation', { policy: strict }))
      .then([requestedCancel(0, 0, 50)]));
});

// Issue 22 point 3: the passenger-list reminder, three days before boarding while the list is short.
describe('RemindPassengerList', () => {
  const remind = (entered: number, now: string) => cmd('RemindPassengerList', { entered }, now);
  const reminded: ReservationEvent = { type: 'PassengerListReminded', data: { start: '2027-07-10', entered: 2 } };

  it('reminds a confirmed charter boarding within three days whose list is short, once', () => {
    given([requested, confirmed('office')])
      .when(remind(2, '2027-07-07T06:00:00.000Z'))
      .then([reminded]);
    given([requested, confirmed('office'), reminded])
      .when(remind(2, '2027-07-08T06:00:00.000Z'))
      .then([]);
  });

  it('does nothing too early, after boarding, with a full list, or for an option', () => {
    given([requested, confirmed('office')])
      .when(remind(2, '2027-07-06T06:00:00.000Z'))
      .then([]);
    given([requested, confirmed('office')])
      .when(remind(2, '2027-07-11T06:00:00.000Z'))
      .then([]);
    given([requested, confirmed('office')])
      .when(remind(6, '2027-07-08T06:00:00.000Z'))
      .then([]);
    given([requested]).when(remind(0, '2027-07-08T06:00:00.000Z')).then([]);
  });
});

describe('RemindBalance and MarkBalanceOverdue (the daily balance job)', () => {
  // Boarding 2027-07-10, total 4 500 €, deposit 900 € paid: 3 600 € left, due 2027-06-10 (30 days before).
  const due = '2027-06-10';
  const at = (day: string) => `${day}T05:00:00.000Z`; // 08:00 in Istanbul
  const booked = [requested, paid(90_000), confirmed('deposit')];
  const reminded = (stage: 'week' | 'due', amount = 360_000): ReservationEvent => ({
    type: 'BalanceReminderSent',
    data: { stage, dueOn: due, amount, currency: 'EUR' },
  });
  const overdue: ReservationEvent = { type: 'BalanceOverdue', data: { dueOn: due, amount: 360_000, currency: 'EUR' } };

  it('reminds a week before the due day, and again on the day, with what is left to pay', () => {
    given(booked)
      .when(cmd('RemindBalance', { stage: 'week', dueOn: due }, at('2027-06-03')))
      .then([reminded('week')]);
    given([...booked, reminded('week')])
      .when(cmd('RemindBalance', { stage: 'due', dueOn: due }, at(due)))
      .then([reminded('due')]);
  });

  it('still sends the week reminder on a later day of that week (a missed run), never before it', () => {
    given(booked)
      .when(cmd('RemindBalance', { stage: 'week', dueOn: due }, at('2027-06-09')))
      .then([reminded('week')]);
    given(booked)
      .when(cmd('RemindBalance', { stage: 'week', dueOn: due }, at('2027-06-02')))
      .then([]);
    // On the day the week reminder is over: that day has its own.
    given(booked)
      .when(cmd('RemindBalance', { stage: 'week', dueOn: due }, at(due)))
      .then([]);
  });

  it('reminds once per stage and due day: a second run changes nothing', () =>
    given([...booked, reminded('week')])
      .when(cmd('RemindBalance', { stage: 'week', dueOn: due }, at('2027-06-05')))
      .then([]));

  it('reminds again when new dates move the due day', () => {
    const moved: ReservationEvent = {
      type: 'ReservationRescheduled',
      data: {
        start: '2027-07-20',
        end: '2027-07-23',
        quote: quoteOf('2027-07-20', '2027-07-23', 450_000),
        previous: { start: '2027-07-10', end: '2027-07-13' },
      },
    };
    given([...booked, reminded('week'), moved])
      .when(cmd('RemindBalance', { stage: 'week', dueOn: '2027-06-20' }, at('2027-06-14')))
      .then([
        { type: 'BalanceReminderSent', data: { stage: 'week', dueOn: '2027-06-20', amount: 360_000, currency: 'EUR' } },
      ]);
  });

  it('sends nothing once the balance is paid, nor to an option or a cancelled reservation', () => {
    given([...booked, paid(360_000, 'p2')])
      .when(cmd('RemindBalance', { stage: 'due', dueOn: due }, at(due)))
      .then([]);
    given([requested])
      .when(cmd('RemindBalance', { stage: 'due', dueOn: due }, at(due)))
      .then([]);
    given([...booked, cancelled])
      .when(cmd('RemindBalance', { stage: 'due', dueOn: due }, at(due)))
      .then([]);
  });

  it('marks the balance overdue the day after it was due, once', () => {
    given(booked)
      .when(cmd('MarkBalanceOverdue', { dueOn: due, onBoard: false }, at(due)))
      .then([]);
    given(booked)
      .when(cmd('MarkBalanceOverdue', { dueOn: due, onBoard: false }, at('2027-06-11')))
      .then([overdue]);
    given([...booked, overdue])
      .when(cmd('MarkBalanceOverdue', { dueOn: due, onBoard: false }, at('2027-06-12')))
      .then([]);
  });

  it('does not mark a paid balance, and full payment clears the mark', () => {
    given([...booked, paid(360_000, 'p2')])
      .when(cmd('MarkBalanceOverdue', { dueOn: due, onBoard: false }, at('2027-06-11')))
      .then([]);
    const state = [...booked, overdue, paid(360_000, 'p2')].reduce(evolveReservation, initialReservationState);
    expect(state).toMatchObject({ paid: 450_000, overdueOn: null });
    const partly = [...booked, overdue, paid(100_000, 'p2')].reduce(evolveReservation, initialReservationState);
    expect(partly).toMatchObject({ overdueOn: due });
  });

  it('marks a balance paid on board overdue after the boarding day, without reminders', () => {
    given(booked)
      .when(cmd('MarkBalanceOverdue', { dueOn: '2027-07-10', onBoard: true }, at('2027-07-11')))
      .then([{ type: 'BalanceOverdue', data: { dueOn: '2027-07-10', amount: 360_000, currency: 'EUR' } }]);
    given(booked)
      .when(cmd('MarkBalanceOverdue', { dueOn: '2027-07-10', onBoard: true }, at('2027-07-10')))
      .then([]);
  });
});

// Issue 21 point 2: a reservation's priced extras.
describe('ChangeExtras', () => {
  const euro = (amount: number) => ({ amount, currency: 'EUR' as const });
  const skipper = (days: number): ExtraLine => ({
    extraId: 11,
    name: 'Kaptan',
    nameEn: 'Skipper',
    unit: 'day',
    mandatory: false,
    quantity: 1,
    count: days,
    unitPrice: euro(15_000),
    subtotal: euro(15_000 * days),
  });
  const withSkipper = { ...quoteOf('2027-07-10', '2027-07-13', 495_000), extras: [skipper(3)] };
  const changed: ReservationEvent = { type: 'ExtrasChanged', data: { quote: withSkipper, previous: [] } };

  it('given an option, when the office adds a skipper, then the extras change with the new total and deposit', () =>
    given([requested])
      .when(cmd('ChangeExtras', { quote: withSkipper }))
      .then([changed]));

  it('then the state carries the new total, so the deposit due grows', () =>
    given([requested, changed])
      .when(cmd('SendBankDetails'))
      .then([{ type: 'BankDetailsSent', data: { amountDue: 99_000, currency: 'EUR' } }]));

  it('then a payment of the old deposit no longer confirms', () =>
    given([requested, changed])
      .when(payment(90_000))
      .then([paid(90_000)]));

  it('changes nothing when the extras are the same', () =>
    given([requested, changed])
      .when(cmd('ChangeExtras', { quote: withSkipper }))
      .then([]));

  it('given a booked skipper, when the office removes it, then the previous lines are kept in the event', () =>
    given([requested, changed])
      .when(cmd('ChangeExtras', { quote }))
      .then([{ type: 'ExtrasChanged', data: { quote, previous: [skipper(3)] } }]));

  it('refuses a total below what was paid', () =>
    given([requested, changed, paid(480_000), confirmed('deposit')])
      .when(cmd('ChangeExtras', { quote }))
      .thenThrows('PAID_EXCEEDS_TOTAL', /yapılan ödemelerden/));

  it('refuses a quote of other dates (the reservation moved meanwhile)', () =>
    given([requested])
      .when(cmd('ChangeExtras', { quote: { ...withSkipper, start: '2027-07-11' } }))
      .thenThrows('QUOTE_STALE'));

  it('refuses on a cancelled reservation', () =>
    given([requested, cancelled])
      .when(cmd('ChangeExtras', { quote: withSkipper }))
      .thenThrows('RESERVATION_CANCELLED'));

  it('given a reschedule whose quote recounts the extras, the state follows it', () =>
    given([
      requested,
      changed,
      {
        type: 'ReservationRescheduled',
        data: {
          start: '2027-07-10',
          end: '2027-07-15',
          quote: { ...quoteOf('2027-07-10', '2027-07-15', 825_000), extras: [skipper(5)] },
          previous: { start: '2027-07-10', end: '2027-07-13' },
        },
      },
    ])
      .when(cmd('SendBankDetails'))
      .then([{ type: 'BankDetailsSent', data: { amountDue: 165_000, currency: 'EUR' } }]));
});
