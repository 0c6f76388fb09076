import { trDate, type IsoDate } from '../../common/dates.js';
import { DomainError } from '../errors.js';

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
  | { type: 'BlockChanged'; data: { blockId: string; start: IsoDate; end: IsoDate; kind: BlockKind; note: string | null } }
  | { type: 'DatesUnblocked'; data: { blockId: string } };

export const AVAILABILITY_EVENT_TYPES: readonly AvailabilityEvent['type'][] = ['DatesBlocked', 'BlockChanged', 'DatesUnblocked'];

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

export type AvailabilityCommand =
  | { type: 'BlockDates'; data: { boatId: number } & Block }
  | { type: 'ChangeBlock'; data: { blockId: string; start: IsoDate; end: IsoDate; kind: BlockKind; note: string | null } }
  | { type: 'UnblockDates'; data: { blockId: string } };

function checkRange(start: IsoDate, end: IsoDate): void {
  if (end <= start) throw new DomainError('INVALID_RANGE', `Bitiş tarihi (${trDate(end)}) başlangıçtan (${trDate(start)}) sonra olmalıdır.`, 'invalid');
}

export function decideAvailability(command: AvailabilityCommand, state: AvailabilityState): AvailabilityEvent[] {
  switch (command.type) {
    case 'BlockDates':
      if (state.blocks[command.data.blockId]) throw new DomainError('BLOCK_EXISTS', 'Bu tarih kaydı zaten var.');
      checkRange(command.data.start, command.data.end);
      return [{ type: 'DatesBlocked', data: command.data }];
    case 'ChangeBlock': {
      const existing = state.blocks[command.data.blockId];
      if (!existing) throw new DomainError('BLOCK_NOT_FOUND', 'Tarih kaydı bulunamadı.');
      const d = command.data;
      if (existing.start === d.start && existing.end === d.end && existing.kind === d.kind && existing.note === d.note) return [];
      checkRange(d.start, d.end);
      return [{ type: 'BlockChanged', data: d }];
    }
    case 'UnblockDates':
      if (!state.blocks[command.data.blockId]) throw new DomainError('BLOCK_NOT_FOUND', 'Tarih kaydı bulunamadı.');
      return [{ type: 'DatesUnblocked', data: command.data }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
