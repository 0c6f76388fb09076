import { foldProjection } from '../eventstore/fold-projection.js';
import type { JsonRow } from '../eventstore/json-rows.js';
import type { EventRecord } from '../eventstore/types.js';
import { AVAILABILITY_EVENT_TYPES, holdsDates, type AvailabilityEvent } from './availability/events.js';
import { CLOSING_EVENT_TYPES, type ClosingEvent } from './closing/events.js';
import { truncateOccupancy } from './occupancy-repository.js';
import type { ReservationEvent } from './reservation/events.js';

type AnyEvent = ReservationEvent | ClosingEvent | AvailabilityEvent;
type Source = 'reservation' | 'closing' | 'availability' | 'ical';

const period = (start: string, end: string) => `[${start},${end})`;

/**
 * The occupied intervals of every boat: one row per reservation, manual closing and boat-date
 * block. Written in the append's transaction; the exclusion constraint on `occupancy` makes two
 * active overlapping rows of one boat impossible, so a clashing append rolls back whole.
 */
function target(e: EventRecord<AnyEvent>): { source: Source; ref: string } {
  if (e.streamId.startsWith('reservation-'))
    return { source: 'reservation', ref: e.streamId.slice('reservation-'.length) };
  if (e.streamId.startsWith('closing-')) return { source: 'closing', ref: e.streamId.slice('closing-'.length) };
  const blockId = (e.data as { blockId: string }).blockId;
  return { source: 'availability', ref: blockId };
}

export function foldOccupancyRow(
  row: JsonRow | undefined,
  e: EventRecord<AnyEvent>,
  source: Source,
  ref: string,
): JsonRow | undefined {
  const ev = { type: e.type, data: e.data } as AnyEvent;
  switch (ev.type) {
    case 'ReservationRequested':
      return {
        boat_id: ev.data.boatId,
        period: period(ev.data.start, ev.data.end),
        source,
        ref,
        status: 'option',
        active: true,
      };
    case 'ReservationRescheduled':
      return row && { ...row, period: period(ev.data.start, ev.data.end) };
    case 'ReservationConfirmed':
      return row && { ...row, status: 'confirmed' };
    case 'ReservationCancelled':
    case 'OptionExpired':
      return row && { ...row, status: 'cancelled', active: false };
    case 'ReservationCompleted':
      return row && { ...row, status: 'completed' };
    case 'ClosingOpened':
      return {
        boat_id: ev.data.boatId,
        period: period(ev.data.start, ev.data.end),
        source,
        ref,
        status: ev.data.kind,
        active: true,
      };
    case 'ClosingChanged':
      return row && { ...row, period: period(ev.data.start, ev.data.end), status: ev.data.kind };
    case 'ClosingRemoved':
      return row && { ...row, status: 'removed', active: false };
    case 'DatesBlocked':
      return {
        boat_id: ev.data.boatId,
        period: period(ev.data.start, ev.data.end),
        source: ev.data.kind === 'ical' || ev.data.kind === 'ical_clash' ? 'ical' : 'availability',
        ref,
        status: ev.data.kind,
        active: holdsDates(ev.data.kind),
      };
    case 'BlockChanged':
      return (
        row && {
          ...row,
          period: period(ev.data.start, ev.data.end),
          status: ev.data.kind,
          active: row.status !== 'removed' && holdsDates(ev.data.kind),
        }
      );
    case 'DatesUnblocked':
      return row && { ...row, status: 'removed', active: false };
    default:
      return row;
  }
}

export const occupancyProjection = foldProjection({
  name: 'occupancy',
  creates: ['ReservationRequested', 'ClosingOpened', 'DatesBlocked'],
  handles: [
    'ReservationRequested',
    'ReservationRescheduled',
    'ReservationConfirmed',
    'ReservationCancelled',
    'OptionExpired',
    'ReservationCompleted',
    ...CLOSING_EVENT_TYPES,
    ...AVAILABILITY_EVENT_TYPES,
  ],
  table: 'occupancy',
  key: 'ref',
  keyType: 'text',
  conflict: ['source', 'ref'],
  generated: ['id'],
  // A reservation's or closing's own stream; a block's boat's availability stream.
  keyInStream: true,
  keyOf: (e) => target(e as EventRecord<AnyEvent>).ref,
  fold: (row, e) => {
    const { source, ref } = target(e as EventRecord<AnyEvent>);
    return foldOccupancyRow(row, e as EventRecord<AnyEvent>, source, ref);
  },
  reset: truncateOccupancy,
});
