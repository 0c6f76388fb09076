import type { IsoDate } from '../../common/dates.js';

/**
 * A boat's own calendar ("boat dates" in the spec): blocks the office or owner set by hand, and
 * blocks imported from other platforms' iCal feeds (filled by the calendar sync).
 */
export type BlockKind = 'unavailable' | 'maintenance' | 'owner_use' | 'ical' | 'ical_clash';

/**
 * An imported block that overlaps a booking the boat already holds: kept and shown (never dropped
 * silently) but not an occupancy, since the dates are already taken by the booking.
 */
export const holdsDates = (kind: BlockKind) => kind !== 'ical_clash';

export interface Block {
  blockId: string;
  start: IsoDate;
  end: IsoDate;
  kind: BlockKind;
  note: string | null;
  /** For iCal blocks: the feed's event UID, so a re-sync changes instead of duplicating. */
  uid: string | null;
}

export type AvailabilityEvent =
  | { type: 'DatesBlocked'; data: { boatId: number } & Block }
  | {
      type: 'BlockChanged';
      data: { blockId: string; start: IsoDate; end: IsoDate; kind: BlockKind; note: string | null };
    }
  | { type: 'DatesUnblocked'; data: { blockId: string } };

export const AVAILABILITY_EVENT_TYPES: readonly AvailabilityEvent['type'][] = [
  'DatesBlocked',
  'BlockChanged',
  'DatesUnblocked',
];

export interface AvailabilityState {
  blocks: Record<string, Block>;
}

export const initialAvailabilityState: AvailabilityState = { blocks: {} };
export const availabilityStreamId = (boatId: number) => `availability-${boatId}`;

export function evolveAvailability(state: AvailabilityState, event: AvailabilityEvent): AvailabilityState {
  switch (event.type) {
    case 'DatesBlocked': {
      const { boatId: _boat, ...block } = event.data;
      return { blocks: { ...state.blocks, [block.blockId]: block } };
    }
    case 'BlockChanged': {
      const existing = state.blocks[event.data.blockId];
      return existing ? { blocks: { ...state.blocks, [existing.blockId]: { ...existing, ...event.data } } } : state;
    }
    case 'DatesUnblocked': {
      const { [event.data.blockId]: _removed, ...rest } = state.blocks;
      return { blocks: rest };
    }
  }
}
