import { describe, expect, it } from 'vitest';
import { balanceStep, paymentSchedule, type ScheduleInput } from './payment-schedule.js';

const reservation: ScheduleInput = {
  start: '2027-07-10',
  bookedOn: '2027-03-01',
  optionUntil: '2027-03-03T09:00:00.000Z',
  currency: 'EUR',
  total: 450_000,
  deposit: 90_000,
  paid: 0,
};
const rules = { balanceDaysBefore: 30, balanceOnBoard: false };

describe('paymentSchedule', () => {
  it('asks the deposit by the option’s expiry and the balance the configured days before boarding', () => {
    expect(paymentSchedule(reservation, rules)).toEqual({
      currency: 'EUR',
      deposit: { amount: 90_000, outstanding: 90_000, dueBy: '2027-03-03T09:00:00.000Z' },
      balance: {
        amount: 360_000,
        outstanding: 360_000,
        dueOn: '2027-06-10',
        onBoard: false,
        reminders: { week: '2027-06-03', due: '2027-06-10' },
      },
    });
    expect(paymentSchedule(reservation, { ...rules, balanceDaysBefore: 45 }).balance.dueOn).toBe('2027-05-26');
    expect(paymentSchedule(reservation, { ...rules, balanceDaysBefore: 0 }).balance.dueOn).toBe('2027-07-10');
  });

  it('puts the balance on the boarding day for a booking made later than that', () => {
    const late = { ...reservation, bookedOn: '2027-06-20' };
    expect(paymentSchedule(late, rules).balance).toMatchObject({ dueOn: '2027-07-10', onBoard: false });
    // Booked exactly on the due day: due that day.
    expect(paymentSchedule({ ...reservation, bookedOn: '2027-06-10' }, rules).balance.dueOn).toBe('2027-06-10');
  });

  it('takes the balance on board on the boarding day, without reminders, when the boat says so', () => {
    expect(paymentSchedule(reservation, { ...rules, balanceOnBoard: true }).balance).toMatchObject({
      dueOn: '2027-07-10',
      onBoard: true,
      reminders: null,
    });
  });

  it('fills the deposit first with what was paid, then the balance', () => {
    const partly = paymentSchedule({ ...reservation, paid: 50_000 }, rules);
    expect(partly.deposit.outstanding).toBe(40_000);
    expect(partly.balance.outstanding).toBe(360_000);
    const more = paymentSchedule({ ...reservation, paid: 200_000 }, rules);
    expect(more.deposit.outstanding).toBe(0);
    expect(more.balance.outstanding).toBe(250_000);
    expect(paymentSchedule({ ...reservation, paid: 450_000 }, rules).balance.outstanding).toBe(0);
  });
});

describe('balanceStep', () => {
  const due = '2027-06-10';
  it('is nothing until a week before, the week reminder until the day, the day’s on the day, then overdue', () => {
    expect(balanceStep(due, false, '2027-06-02')).toBeNull();
    expect(balanceStep(due, false, '2027-06-03')).toBe('week');
    expect(balanceStep(due, false, '2027-06-09')).toBe('week');
    expect(balanceStep(due, false, '2027-06-10')).toBe('due');
    expect(balanceStep(due, false, '2027-06-11')).toBe('overdue');
    expect(balanceStep(due, false, '2028-01-01')).toBe('overdue');
  });

  it('has no reminders for a balance paid on board, only the overdue mark after the day', () => {
    expect(balanceStep(due, true, '2027-06-05')).toBeNull();
    expect(balanceStep(due, true, due)).toBeNull();
    expect(balanceStep(due, true, '2027-06-11')).toBe('overdue');
  });
});
