import { overlaps } from '../../common/dates.js';
import { DomainError } from '../errors.js';
import { sameConflict, type ExternalConflict, type ReservationEvent, type ReservationState } from './events.js';

/**
 * `FlagExternalConflict`: an event of another platform's feed over the reservation's days. Asked by every
 * sync and booking re-read that sees the event, so it is flagged once (the same UID and days), only on an
 * open reservation (option or confirmed) and only when it still overlaps the reservation's days.
 */
export function decideFlagExternalConflict(state: ReservationState, clash: ExternalConflict): ReservationEvent[] {
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
export function decideDismissExternalConflicts(state: ReservationState): ReservationEvent[] {
  if (state.status === 'none') throw new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.');
  const shown = state.status !== 'cancelled' && state.externalConflicts.some((c) => !c.dismissed);
  if (!shown)
    throw new DomainError('NO_EXTERNAL_CONFLICT', 'Bu rezervasyonda kaldırılacak bir takvim çakışması uyarısı yok.');
  return [{ type: 'ExternalConflictsDismissed', data: {} }];
}
