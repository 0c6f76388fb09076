import { istanbulDate, trDate } from '../../../common/dates.js';
import { DomainError } from '../../errors.js';
import type { ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import { mayComplete, requireOpen, type Command } from './rules.js';

/** The office confirms an option. */
export type ConfirmReservation = Command<'ConfirmReservation', Record<string, never>>;
/** The office sends the confirmation, confirming an option first. */
export type SendConfirmation = Command<'SendConfirmation', Record<string, never>>;
/** The sweep: an unpaid option past its deadline. */
export type ExpireOption = Command<'ExpireOption', Record<string, never>>;
/** The sweep or the office: a confirmed charter whose last day has come. */
export type CompleteReservation = Command<'CompleteReservation', Record<string, never>>;

export function decideConfirmReservation(_command: ConfirmReservation, state: ReservationState): ReservationEvent[] {
  const open = requireOpen(state, 'onay');
  if (open.status === 'confirmed') throw new DomainError('ALREADY_CONFIRMED', 'Rezervasyon zaten onaylı.');
  return [{ type: 'ReservationConfirmed', data: { by: 'office' } }];
}

export function decideSendConfirmation(_command: SendConfirmation, state: ReservationState): ReservationEvent[] {
  const open = requireOpen(state, 'onay gönderimi');
  return open.status === 'option'
    ? [
        { type: 'ReservationConfirmed', data: { by: 'office' } },
        { type: 'ConfirmationSent', data: {} },
      ]
    : [{ type: 'ConfirmationSent', data: {} }];
}

export function decideExpireOption(command: ExpireOption, state: ReservationState): ReservationEvent[] {
  // Run by a job that may come late, twice, or after payment: only a lapsed, unpaid option expires.
  if (state.status !== 'option' || Date.parse(command.metadata.now) < Date.parse(state.optionUntil)) return [];
  return [{ type: 'OptionExpired', data: { optionUntil: state.optionUntil } }];
}

export function decideCompleteReservation(command: CompleteReservation, state: ReservationState): ReservationEvent[] {
  if (state.status === 'completed') return [];
  const open = requireOpen(state, 'tamamlama');
  if (open.status !== 'confirmed')
    throw new DomainError('NOT_CONFIRMED', 'Yalnızca onaylı rezervasyonlar tamamlanabilir.');
  if (!mayComplete(open, istanbulDate(command.metadata.now))) {
    throw new DomainError('NOT_FINISHED', `Rezervasyon ${trDate(open.end)} tarihinden önce tamamlanamaz.`);
  }
  return [{ type: 'ReservationCompleted', data: {} }];
}
