import { overlaps } from '../../../common/dates.js';
import { DomainError } from '../../errors.js';
import type { ExternalConflict, ReservationEvent } from '../events.js';
import { sameConflict, type ReservationState } from '../state.js';
import type { Command } from './rules.js';

/** A sync or a booking's re-read saw another platform's event over the reservation's days. */
export type FlagExternalConflict = Command<'FlagExternalConflict', ExternalConflict>;

/** The office has seen the clashes with another platform's calendar. */
export type DismissExternalConflicts = Command<'DismissExternalConflicts', Record<string, never>>;

/**
 * `FlagExternalConflict`: an event of another platform's feed over the reservation's days. Asked by every
 * sync and booking re-read that sees the event, so it is flagged once (the same UID and days), only on an
 * open reservation (option or confirmed) and only when it still overlaps the reservation's days.
 */
export function decideFlagExternalConflict(command: FlagExternalConflict, state: ReservationState): ReservationEvent[] {
  const clash = command.data;
  if (state.status !== 'option' && state.status !== 'confirmed') return [];
  if (!overlaps(clash.start, clash.end, state.start, state.end)) return [];
  if (state.externalConflicts.some((known) => sameConflict(clash, known))) return [];
  return [
    {
      type: 'ExternalConflictFound',
      data: {
        source: clash.source,
        start: clash.start,
        end: clash.end,
        uid: clash.uid ?? null,
        ...(clash.summary != null ? { summary: clash.summary } : {}),
      },
    },
  ];
}

/** `DismissExternalConflicts`: the office has seen the warning; refused when there is none to dismiss. */
export function decideDismissExternalConflicts(
  _command: DismissExternalConflicts,
  state: ReservationState,
): ReservationEvent[] {
  if (state.status === 'none') throw new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.');
  const shown = state.status !== 'cancelled' && state.externalConflicts.some((c) => !c.dismissed);
  if (!shown)
    throw new DomainError('NO_EXTERNAL_CONFLICT', 'Bu rezervasyonda kaldırılacak bir takvim çakışması uyarısı yok.');
  return [{ type: 'ExternalConflictsDismissed', data: {} }];
}
