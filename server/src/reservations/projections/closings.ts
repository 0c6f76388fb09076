import { deleteJsonRows, loadJsonRows, upsertJsonRows, type JsonRow } from '../../eventstore/json-rows.js';
import type { Projection } from '../../eventstore/store.js';
import type { StoredEvent } from '../../eventstore/types.js';
import { AVAILABILITY_EVENT_TYPES, type AvailabilityEvent } from '../availability.js';
import { CLOSING_EVENT_TYPES, type ClosingEvent } from '../closing.js';

/** Manual closings as the "external" list shows them. */
export const closingsProjection: Projection = {
  name: 'closings',
  handles: CLOSING_EVENT_TYPES,
  async apply(tx, events) {
    const ids = [...new Set(events.map((e) => e.streamId.slice('closing-'.length)))];
    const rows = await loadJsonRows(tx, 'closings', 'id', ids);
    for (const e of events as StoredEvent<ClosingEvent>[]) {
      const id = e.streamId.slice('closing-'.length);
      const row = rows.get(id);
      const at = e.metadata.at;
      const ev = { type: e.type, data: e.data } as ClosingEvent;
      let next: JsonRow | undefined;
      switch (ev.type) {
        case 'ClosingOpened':
          next = {
            id, boat_id: ev.data.boatId, start_date: ev.data.start, end_date: ev.data.end, kind: ev.data.kind,
            note: ev.data.note, status: 'active', created_at: at, updated_at: at, version: e.version,
          };
          break;
        case 'ClosingChanged':
          next = row && { ...row, start_date: ev.data.start, end_date: ev.data.end, kind: ev.data.kind, note: ev.data.note, updated_at: at, version: e.version };
          break;
        case 'ClosingRemoved':
          next = row && { ...row, status: 'removed', updated_at: at, version: e.version };
          break;
      }
      if (next) rows.set(id, next);
    }
    await upsertJsonRows(tx, 'closings', ['id'], [...rows.values()]);
  },
  async reset(tx) {
    await tx`delete from closings`;
  },
};

/** Boat dates (manual and iCal blocks) per boat; an unblocked range disappears. */
export const boatDatesProjection: Projection = {
  name: 'boat_dates',
  handles: AVAILABILITY_EVENT_TYPES,
  async apply(tx, events) {
    const ids = [...new Set(events.map((e) => (e.data as { blockId: string }).blockId))];
    const rows = await loadJsonRows(tx, 'boat_dates', 'id', ids);
    const removed = new Set<string>();
    for (const e of events as StoredEvent<AvailabilityEvent>[]) {
      const ev = { type: e.type, data: e.data } as AvailabilityEvent;
      const at = e.metadata.at;
      switch (ev.type) {
        case 'DatesBlocked':
          removed.delete(ev.data.blockId);
          rows.set(ev.data.blockId, {
            id: ev.data.blockId, boat_id: ev.data.boatId, start_date: ev.data.start, end_date: ev.data.end, kind: ev.data.kind,
            note: ev.data.note, uid: ev.data.uid, created_at: at, updated_at: at,
          });
          break;
        case 'BlockChanged': {
          const row = rows.get(ev.data.blockId);
          if (row) rows.set(ev.data.blockId, { ...row, start_date: ev.data.start, end_date: ev.data.end, kind: ev.data.kind, note: ev.data.note, updated_at: at });
          break;
        }
        case 'DatesUnblocked':
          rows.delete(ev.data.blockId);
          removed.add(ev.data.blockId);
          break;
      }
    }
    await upsertJsonRows(tx, 'boat_dates', ['id'], [...rows.values()]);
    await deleteJsonRows(tx, 'boat_dates', 'id', [...removed]);
  },
  async reset(tx) {
    await tx`delete from boat_dates`;
  },
};
