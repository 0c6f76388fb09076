import { foldProjection } from '../../eventstore/fold-projection.js';
import { CLOSING_EVENT_TYPES, type ClosingEvent } from './events.js';
import { truncateClosings } from './projection-repository.js';

/** Manual closings as the "external" list shows them. */
export const closingsProjection = foldProjection({
  name: 'closings',
  creates: ['ClosingOpened'],
  handles: CLOSING_EVENT_TYPES,
  table: 'closings',
  key: 'id',
  keyType: 'uuid',
  conflict: ['id'],
  keyInStream: true,
  keyOf: (e) => e.streamId.slice('closing-'.length),
  fold: (row, e) => {
    const id = e.streamId.slice('closing-'.length);
    const at = e.metadata.at;
    const ev = { type: e.type, data: e.data } as ClosingEvent;
    switch (ev.type) {
      case 'ClosingOpened':
        return {
          id,
          boat_id: ev.data.boatId,
          start_date: ev.data.start,
          end_date: ev.data.end,
          kind: ev.data.kind,
          note: ev.data.note,
          status: 'active',
          created_at: at,
          updated_at: at,
          version: e.version,
        };
      case 'ClosingChanged':
        return (
          row && {
            ...row,
            start_date: ev.data.start,
            end_date: ev.data.end,
            kind: ev.data.kind,
            note: ev.data.note,
            updated_at: at,
            version: e.version,
          }
        );
      case 'ClosingRemoved':
        return row && { ...row, status: 'removed', updated_at: at, version: e.version };
    }
  },
  reset: truncateClosings,
});
