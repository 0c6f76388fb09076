import { describe, it } from 'vitest';
import { quoteOf } from '../../../../test/reservation-fixtures.js';
import {
  given,
  quote,
  requested,
  payment,
  paid,
  confirmed,
  cancelled,
  cmd,
} from '../../../../test/reservation-commands.js';
import type { ExtraLine } from '../../pricing.js';
import type { ReservationEvent } from '../events.js';

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
