import { describe, it } from 'vitest';
import { NOW, quoteOf } from '../../../../test/reservation-fixtures.js';
import { given, requested, request } from '../../../../test/reservation-commands.js';
import type { ReservationCommand } from '../decide.js';
import type { ReservationEvent } from '../events.js';

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
