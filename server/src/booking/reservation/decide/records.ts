import type { EventData, ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import { NOT_FOUND, type Command } from './rules.js';

/** The visitor (or the office) saved the passenger list with `entered` guests: for the audit trail. */
export type RecordPassengerList = Command<'RecordPassengerList', EventData<'PassengerListSaved'>>;

/** The office renewed or revoked the visitor's link: for the audit trail. */
export type RecordVisitorLinkChange = Command<'RecordVisitorLinkChange', EventData<'VisitorLinkChanged'>>;

export function decideRecordPassengerList(command: RecordPassengerList, state: ReservationState): ReservationEvent[] {
  // The page refuses a list once the booking is closed; the record only needs the booking.
  if (state.status === 'none') throw NOT_FOUND();
  return [{ type: 'PassengerListSaved', data: { entered: command.data.entered } }];
}

export function decideRecordVisitorLinkChange(
  command: RecordVisitorLinkChange,
  state: ReservationState,
): ReservationEvent[] {
  if (state.status === 'none') throw NOT_FOUND();
  return [{ type: 'VisitorLinkChanged', data: { change: command.data.change } }];
}
