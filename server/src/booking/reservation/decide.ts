import type { StreamSpec } from '../command-handler.js';
import {
  decideCancelReservation,
  decideRefuseCancellationRequest,
  decideRequestCancellation,
  type CancelReservation,
  type RefuseCancellationRequest,
  type RequestCancellation,
} from './decide/cancel-reservation.js';
import {
  decideChangeExtras,
  decideChangeReservationDetails,
  decideRescheduleReservation,
  type ChangeExtras,
  type ChangeReservationDetails,
  type RescheduleReservation,
} from './decide/change-reservation.js';
import {
  decideDismissExternalConflicts,
  decideFlagExternalConflict,
  type DismissExternalConflicts,
  type FlagExternalConflict,
} from './decide/external-conflicts.js';
import {
  decideCompleteReservation,
  decideConfirmReservation,
  decideExpireOption,
  decideSendConfirmation,
  type CompleteReservation,
  type ConfirmReservation,
  type ExpireOption,
  type SendConfirmation,
} from './decide/lifecycle.js';
import {
  decideRecordPayment,
  decideRecordRefund,
  decideSendBankDetails,
  type RecordPayment,
  type RecordRefund,
  type SendBankDetails,
} from './decide/payments.js';
import {
  decideRecordPassengerList,
  decideRecordVisitorLinkChange,
  type RecordPassengerList,
  type RecordVisitorLinkChange,
} from './decide/records.js';
import {
  decideMarkBalanceOverdue,
  decideRemindBalance,
  decideRemindPassengerList,
  type MarkBalanceOverdue,
  type RemindBalance,
  type RemindPassengerList,
} from './decide/reminders.js';
import {
  decideConfirmHold,
  decideRequestReservation,
  type ConfirmHold,
  type RequestReservation,
} from './decide/request-reservation.js';
import type { ReservationEvent } from './events.js';
import { evolveReservation, initialReservationState, type ReservationState } from './state.js';

/** Every command a reservation takes; each is decided by its own function in `decide/`. */
export type ReservationCommand =
  | RequestReservation
  | ConfirmHold
  | ChangeReservationDetails
  | RescheduleReservation
  | ChangeExtras
  | SendBankDetails
  | RecordPayment
  | ConfirmReservation
  | SendConfirmation
  | CancelReservation
  | RecordRefund
  | RequestCancellation
  | RefuseCancellationRequest
  | RecordPassengerList
  | RecordVisitorLinkChange
  | RemindPassengerList
  | RemindBalance
  | MarkBalanceOverdue
  | FlagExternalConflict
  | DismissExternalConflicts
  | ExpireOption
  | CompleteReservation;

/** The pure decision: the events `command` gives on `state`, or a `DomainError`. */
export function decideReservation(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  switch (command.type) {
    case 'RequestReservation':
      return decideRequestReservation(command, state);
    case 'ConfirmHold':
      return decideConfirmHold(command, state);
    case 'ChangeReservationDetails':
      return decideChangeReservationDetails(command, state);
    case 'RescheduleReservation':
      return decideRescheduleReservation(command, state);
    case 'ChangeExtras':
      return decideChangeExtras(command, state);
    case 'SendBankDetails':
      return decideSendBankDetails(command, state);
    case 'RecordPayment':
      return decideRecordPayment(command, state);
    case 'ConfirmReservation':
      return decideConfirmReservation(command, state);
    case 'SendConfirmation':
      return decideSendConfirmation(command, state);
    case 'CancelReservation':
      return decideCancelReservation(command, state);
    case 'RecordRefund':
      return decideRecordRefund(command, state);
    case 'RequestCancellation':
      return decideRequestCancellation(command, state);
    case 'RefuseCancellationRequest':
      return decideRefuseCancellationRequest(command, state);
    case 'RecordPassengerList':
      return decideRecordPassengerList(command, state);
    case 'RecordVisitorLinkChange':
      return decideRecordVisitorLinkChange(command, state);
    case 'RemindPassengerList':
      return decideRemindPassengerList(command, state);
    case 'RemindBalance':
      return decideRemindBalance(command, state);
    case 'MarkBalanceOverdue':
      return decideMarkBalanceOverdue(command, state);
    case 'FlagExternalConflict':
      return decideFlagExternalConflict(command, state);
    case 'DismissExternalConflicts':
      return decideDismissExternalConflicts(command, state);
    case 'ExpireOption':
      return decideExpireOption(command, state);
    case 'CompleteReservation':
      return decideCompleteReservation(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The reservation stream: what `execute` reads, folds, decides and appends for every reservation command. */
export const reservationSpec: StreamSpec<ReservationState, ReservationEvent, ReservationCommand> = {
  streamType: 'reservation',
  decide: decideReservation,
  evolve: evolveReservation,
  initial: initialReservationState,
};
