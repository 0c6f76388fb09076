import { describe, it } from 'vitest';
import { given, requested, paid, confirmed, cancelled, cmd } from '../../../../test/reservation-commands.js';

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
