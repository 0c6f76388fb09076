import { describe, it } from 'vitest';
import { given, meta, requested, paid, confirmed, cancelled, cmd } from '../../../../test/reservation-commands.js';
import type { ReservationCommand } from '../decide.js';
import type { ReservationEvent } from '../events.js';

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

  it('cancels only an option when asked so (a partner’s cancellation), a confirmed one stays', () => {
    given([requested])
      .when(cmd('CancelReservation', { reason: 'customer', note: null, optionOnly: true }))
      .then([cancelled]);
    given([requested, confirmed('office')])
      .when(cmd('CancelReservation', { reason: 'customer', note: null, optionOnly: true }))
      .thenThrows('NOT_AN_OPTION');
  });
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
