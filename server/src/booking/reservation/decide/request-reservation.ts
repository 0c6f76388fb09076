import { DomainError } from '../../errors.js';
import type { EventData, ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import { NOT_FOUND, optionDeadline, requireBookableStay, type Command } from './rules.js';

/** A new reservation: the event's facts, with the boat's capacity and the option's hours to decide on. */
export type RequestReservation = Command<
  'RequestReservation',
  Pick<
    EventData<'ReservationRequested'>,
    | 'reservationId'
    | 'reference'
    | 'boatId'
    | 'customerId'
    | 'start'
    | 'end'
    | 'guests'
    | 'quote'
    | 'terms'
    | 'channel'
    | 'platformRef'
    | 'partner'
    | 'note'
    | 'language'
    | 'icalUnchecked'
  > & {
    capacity: number;
    optionHours: number;
    /** A flood-time hold: `optionHours` is the short hold; confirming gives `fullOptionHours`. */
    fullOptionHours?: number;
  }
>;

/** The visitor confirms a flood-time hold through the mailed link. */
export type ConfirmHold = Command<'ConfirmHold', Record<string, never>>;

export function decideRequestReservation(command: RequestReservation, state: ReservationState): ReservationEvent[] {
  const { now } = command.metadata;
  const d = command.data;
  if (state.status !== 'none') throw new DomainError('RESERVATION_EXISTS', 'Bu rezervasyon zaten oluşturulmuş.');
  requireBookableStay(d, d.capacity, now);
  return [
    {
      type: 'ReservationRequested',
      data: {
        reservationId: d.reservationId,
        reference: d.reference,
        boatId: d.boatId,
        customerId: d.customerId,
        start: d.start,
        end: d.end,
        guests: d.guests,
        quote: d.quote,
        ...(d.terms ? { terms: d.terms } : {}),
        optionUntil: optionDeadline(now, d.optionHours, d.start),
        channel: d.channel,
        platformRef: d.platformRef,
        ...(d.partner ? { partner: d.partner } : {}),
        note: d.note,
        ...(d.language !== undefined ? { language: d.language } : {}),
        ...(d.fullOptionHours !== undefined
          ? { holdConfirmation: { optionHours: d.fullOptionHours, requestedAt: now } }
          : {}),
        ...(d.icalUnchecked !== undefined ? { icalUnchecked: d.icalUnchecked } : {}),
      },
    },
  ];
}

export function decideConfirmHold(command: ConfirmHold, state: ReservationState): ReservationEvent[] {
  const { now } = command.metadata;
  if (state.status === 'none') throw NOT_FOUND();
  // Confirmed once already, or a booking that never needed it: nothing more to do.
  if (state.status !== 'option' || state.holdConfirmation === null) {
    if (state.status === 'cancelled')
      throw new DomainError(
        'HOLD_LAPSED',
        'Bu rezervasyon isteğinin süresi dolmuş veya iptal edilmiş; tarihler artık tutulmuyor. Lütfen yeniden rezervasyon yapın.',
      );
    return [];
  }
  if (Date.parse(now) >= Date.parse(state.optionUntil)) {
    throw new DomainError(
      'HOLD_LAPSED',
      'Bu rezervasyon isteğinin onay süresi dolmuş; tarihler artık tutulmuyor. Lütfen yeniden rezervasyon yapın.',
    );
  }
  const { optionHours, requestedAt } = state.holdConfirmation;
  return [{ type: 'HoldConfirmed', data: { optionUntil: optionDeadline(requestedAt, optionHours, state.start) } }];
}
