import { describe, expect, it } from 'vitest';
import { quoteOf } from '../../../../test/reservation-fixtures.js';
import { given, requested, paid, confirmed, cancelled, cmd } from '../../../../test/reservation-commands.js';
import type { ReservationEvent } from '../events.js';
import { evolveReservation, initialReservationState } from '../state.js';

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
