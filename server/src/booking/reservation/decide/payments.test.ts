import { describe, it } from 'vitest';
import {
  given,
  requested,
  payment,
  paid,
  depositPaid,
  confirmed,
  confirmationSent,
  cancelled,
  cmd,
} from '../../../../test/reservation-commands.js';

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
