import { describe, it } from 'vitest';
import { givenReservation, NOW, quoteOf, requestedEvent } from '../../../../test/reservation-fixtures.js';
import type { ReservationCommand } from '../decide.js';
import type { ExternalConflict, ReservationEvent } from '../events.js';

const given = givenReservation;
const quoteOfDays = (start: string, end: string) => quoteOf(start, end, 500_000);
const requested = requestedEvent({ end: '2027-07-15', guests: 4, quote: quoteOfDays('2027-07-10', '2027-07-15') });
const clash = (start: string, end: string, uid: string | null = 'x@platform'): ExternalConflict => ({
  source: 'ical',
  start,
  end,
  uid,
});
const flag = (c: ExternalConflict): ReservationCommand => ({
  type: 'FlagExternalConflict',
  data: c,
  metadata: { now: NOW },
});
const found = (c: ExternalConflict): ReservationEvent => ({ type: 'ExternalConflictFound', data: c });
const dismiss: ReservationCommand = { type: 'DismissExternalConflicts', data: {}, metadata: { now: NOW } };
const dismissed: ReservationEvent = { type: 'ExternalConflictsDismissed', data: {} };

describe('FlagExternalConflict (a sync or a booking re-read saw another platform over the reservation)', () => {
  it('flags a clash over an option', () => {
    given([requested])
      .when(flag(clash('2027-07-12', '2027-07-18')))
      .then([found(clash('2027-07-12', '2027-07-18'))]);
  });

  it('flags a clash over a confirmed reservation, keeping a summary when one is given', () => {
    given([requested, { type: 'ReservationConfirmed', data: { by: 'office' } }])
      .when(flag({ ...clash('2027-07-08', '2027-07-11'), summary: 'Airbnb (Not available)' }))
      .then([found({ ...clash('2027-07-08', '2027-07-11'), summary: 'Airbnb (Not available)' })]);
  });

  it('flags the same clash once, however many syncs see it, even after the office dismissed it', () => {
    given([requested, found(clash('2027-07-12', '2027-07-18'))])
      .when(flag(clash('2027-07-12', '2027-07-18')))
      .then([]);
    given([requested, found(clash('2027-07-12', '2027-07-18')), dismissed])
      .when(flag(clash('2027-07-12', '2027-07-18')))
      .then([]);
  });

  it('flags a moved event, or another event on the same days, as a new clash', () => {
    given([requested, found(clash('2027-07-12', '2027-07-18'))])
      .when(flag(clash('2027-07-13', '2027-07-18')))
      .then([found(clash('2027-07-13', '2027-07-18'))]);
    given([requested, found(clash('2027-07-12', '2027-07-18'))])
      .when(flag(clash('2027-07-12', '2027-07-18', 'y@platform')))
      .then([found(clash('2027-07-12', '2027-07-18', 'y@platform'))]);
  });

  it('ignores days that do not overlap the reservation (the check-out day is free)', () => {
    given([requested])
      .when(flag(clash('2027-07-15', '2027-07-20')))
      .then([]);
  });

  it('ignores a cancelled, expired or completed reservation, and one that does not exist', () => {
    const c = clash('2027-07-12', '2027-07-18');
    given([requested, { type: 'ReservationCancelled', data: { reason: 'office', note: null } }])
      .when(flag(c))
      .then([]);
    given([requested, { type: 'OptionExpired', data: { optionUntil: '2027-05-03T09:00:00.000Z' } }])
      .when(flag(c))
      .then([]);
    given([
      requested,
      { type: 'ReservationConfirmed', data: { by: 'office' } },
      { type: 'ReservationCompleted', data: {} },
    ])
      .when(flag(c))
      .then([]);
    given([]).when(flag(c)).then([]);
  });

  it('forgets a clash the reservation moved away from: moving back over it flags it again', () => {
    const c = clash('2027-07-12', '2027-07-18');
    const moved = (start: string, end: string, previous: { start: string; end: string }): ReservationEvent => ({
      type: 'ReservationRescheduled',
      data: { start, end, quote: quoteOfDays(start, end), previous },
    });
    given([requested, found(c), moved('2027-08-01', '2027-08-06', { start: '2027-07-10', end: '2027-07-15' })])
      .when(flag(c))
      .then([]);
    given([
      requested,
      found(c),
      moved('2027-08-01', '2027-08-06', { start: '2027-07-10', end: '2027-07-15' }),
      moved('2027-07-10', '2027-07-15', { start: '2027-08-01', end: '2027-08-06' }),
    ])
      .when(flag(c))
      .then([found(c)]);
    // Moved by a day, still over the clash: it is still known.
    given([requested, found(c), moved('2027-07-11', '2027-07-16', { start: '2027-07-10', end: '2027-07-15' })])
      .when(flag(c))
      .then([]);
  });
});

describe('DismissExternalConflicts (the office took the warning off)', () => {
  it('dismisses the clashes shown', () => {
    given([requested, found(clash('2027-07-12', '2027-07-18'))])
      .when(dismiss)
      .then([dismissed]);
  });

  it('refuses when there is no warning to dismiss', () => {
    given([requested])
      .when(dismiss)
      .thenThrows('NO_EXTERNAL_CONFLICT', /takvim çakışması uyarısı yok/);
    given([requested, found(clash('2027-07-12', '2027-07-18')), dismissed])
      .when(dismiss)
      .thenThrows('NO_EXTERNAL_CONFLICT');
    given([
      requested,
      found(clash('2027-07-12', '2027-07-18')),
      { type: 'ReservationCancelled', data: { reason: 'office', note: null } },
    ])
      .when(dismiss)
      .thenThrows('NO_EXTERNAL_CONFLICT');
    given([]).when(dismiss).thenThrows('RESERVATION_NOT_FOUND');
  });

  it('dismisses a new clash found after an earlier dismissal', () => {
    given([requested, found(clash('2027-07-12', '2027-07-18')), dismissed, found(clash('2027-07-09', '2027-07-11'))])
      .when(dismiss)
      .then([dismissed]);
  });
});
