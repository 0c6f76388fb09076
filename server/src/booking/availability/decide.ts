import { addDays, trDate, type IsoDate } from '../../common/dates.js';
import type { StreamSpec } from '../command-handler.js';
import { DomainError } from '../errors.js';
import {
  evolveAvailability,
  initialAvailabilityState,
  type AvailabilityEvent,
  type AvailabilityState,
  type BlockKind,
  type Block,
} from './events.js';

export type AvailabilityCommand =
  | { type: 'BlockDates'; data: { boatId: number } & Block }
  | {
      type: 'ChangeBlock';
      data: { blockId: string; start: IsoDate; end: IsoDate; kind: BlockKind; note: string | null };
    }
  | { type: 'UnblockDates'; data: { blockId: string } };

function checkRange(start: IsoDate, end: IsoDate): void {
  if (end <= start)
    throw new DomainError(
      'INVALID_RANGE',
      `Son kapalı gün (${trDate(addDays(end, -1))}) ilk kapalı günden (${trDate(start)}) önce olamaz.`,
      'invalid',
    );
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
      if (existing.start === d.start && existing.end === d.end && existing.kind === d.kind && existing.note === d.note)
        return [];
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

/** A boat's availability stream: what `execute` reads, folds, decides and appends for every block command. */
export const availabilitySpec: StreamSpec<AvailabilityState, AvailabilityEvent, AvailabilityCommand> = {
  streamType: 'availability',
  decide: decideAvailability,
  evolve: evolveAvailability,
  initial: initialAvailabilityState,
};
