import { foldProjection } from '../../eventstore/fold-projection.js';
import { AVAILABILITY_EVENT_TYPES, type AvailabilityEvent } from './events.js';
import { truncateBoatDates } from './projection-repository.js';

/** Boat dates (manual and iCal blocks) per boat; an unblocked range disappears. */
export const boatDatesProjection = foldProjection({
  name: 'boat_dates',
  creates: ['DatesBlocked'],
  handles: AVAILABILITY_EVENT_TYPES,
  table: 'boat_dates',
  key: 'id',
  keyType: 'uuid',
  conflict: ['id'],
  // A block lives in its boat's availability stream (only that stream's state can change it).
  keyInStream: true,
  keyOf: (e) => (e.data as { blockId: string }).blockId,
  fold: (row, e) => {
    const ev = { type: e.type, data: e.data } as AvailabilityEvent;
    const at = e.metadata.at;
    switch (ev.type) {
      case 'DatesBlocked':
        return {
          id: ev.data.blockId,
          boat_id: ev.data.boatId,
          start_date: ev.data.start,
          end_date: ev.data.end,
          kind: ev.data.kind,
          note: ev.data.note,
          uid: ev.data.uid,
          created_at: at,
          updated_at: at,
        };
      case 'BlockChanged':
        return (
          row && {
            ...row,
            start_date: ev.data.start,
            end_date: ev.data.end,
            kind: ev.data.kind,
            note: ev.data.note,
            updated_at: at,
          }
        );
      case 'DatesUnblocked':
        return null;
    }
  },
  reset: truncateBoatDates,
});
