import { daysBetween, istanbulDate } from '../../../common/dates.js';
import type { EventData, ReservationEvent } from '../events.js';
import { balanceStep } from '../payment-schedule.js';
import type { ReservationState } from '../state.js';
import { PASSENGER_REMINDER_DAYS, type Command } from './rules.js';

/** The daily job: `entered` passengers are on the list now. */
export type RemindPassengerList = Command<'RemindPassengerList', Pick<EventData<'PassengerListReminded'>, 'entered'>>;

/** The daily job: remind the customer of the balance due on `dueOn` (`paymentSchedule`). */
export type RemindBalance = Command<'RemindBalance', Pick<EventData<'BalanceReminderSent'>, 'stage' | 'dueOn'>>;

/** The daily job: the balance due on `dueOn` is still unpaid after that day. */
export type MarkBalanceOverdue = Command<
  'MarkBalanceOverdue',
  Pick<EventData<'BalanceOverdue'>, 'dueOn'> & { onBoard: boolean }
>;

export function decideRemindPassengerList(command: RemindPassengerList, state: ReservationState): ReservationEvent[] {
  // Run by a daily job that may come late or twice: a confirmed charter boarding within the next
  // PASSENGER_REMINDER_DAYS days whose list is still short of its guests, once per boarding day.
  if (state.status !== 'confirmed') return [];
  const days = daysBetween(istanbulDate(command.metadata.now), state.start);
  if (days < 0 || days > PASSENGER_REMINDER_DAYS) return [];
  if (command.data.entered >= state.guests || state.passengerReminderFor === state.start) return [];
  return [{ type: 'PassengerListReminded', data: { start: state.start, entered: command.data.entered } }];
}

export function decideRemindBalance(command: RemindBalance, state: ReservationState): ReservationEvent[] {
  // Run by a daily job that may come late, twice or after payment: only a confirmed reservation
  // with a balance left, on the stage's days, once per stage and due day.
  const d = command.data;
  if (state.status !== 'confirmed' || state.paid >= state.total) return [];
  if (state.balanceReminders.includes(`${d.stage}:${d.dueOn}`)) return [];
  if (balanceStep(d.dueOn, false, istanbulDate(command.metadata.now)) !== d.stage) return [];
  return [
    {
      type: 'BalanceReminderSent',
      data: { stage: d.stage, dueOn: d.dueOn, amount: state.total - state.paid, currency: state.currency },
    },
  ];
}

export function decideMarkBalanceOverdue(command: MarkBalanceOverdue, state: ReservationState): ReservationEvent[] {
  const d = command.data;
  if (state.status !== 'confirmed' && state.status !== 'completed') return [];
  if (state.paid >= state.total || state.overdueOn === d.dueOn) return [];
  if (balanceStep(d.dueOn, d.onBoard, istanbulDate(command.metadata.now)) !== 'overdue') return [];
  return [
    {
      type: 'BalanceOverdue',
      data: { dueOn: d.dueOn, amount: state.total - state.paid, currency: state.currency },
    },
  ];
}
