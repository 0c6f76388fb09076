import { istanbulDate, trRange, type IsoDate } from '../../common/dates.js';
import type { StreamSpec } from '../command-handler.js';
import { DomainError } from '../errors.js';
import {
  evolveClosing,
  initialClosingState,
  type ClosingEvent,
  type ClosingKind,
  type ClosingState,
} from './events.js';

export type ClosingCommand =
  | {
      type: 'OpenClosing';
      data: { closingId: string; boatId: number; start: IsoDate; end: IsoDate; kind: ClosingKind; note: string | null };
      metadata: { now: string };
    }
  | {
      type: 'ChangeClosing';
      data: { start: IsoDate; end: IsoDate; kind: ClosingKind; note: string | null };
      metadata: { now: string };
    }
  | { type: 'RemoveClosing'; data: { reason: string | null }; metadata: { now: string } };

function checkRange(start: IsoDate, end: IsoDate, now: string): void {
  if (end <= start)
    throw new DomainError('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.', 'invalid');
  if (end <= istanbulDate(now))
    throw new DomainError(
      'PAST_DATES',
      `Geçmişte kalan bir dönem (${trRange('closed', start, end)}) kapatılamaz.`,
      'invalid',
    );
}

export function decideClosing(command: ClosingCommand, state: ClosingState): ClosingEvent[] {
  switch (command.type) {
    case 'OpenClosing':
      if (state.status !== 'none') throw new DomainError('CLOSING_EXISTS', 'Bu kapatma zaten oluşturulmuş.');
      checkRange(command.data.start, command.data.end, command.metadata.now);
      return [{ type: 'ClosingOpened', data: command.data }];
    case 'ChangeClosing': {
      if (state.status === 'none') throw new DomainError('CLOSING_NOT_FOUND', 'Kapatma bulunamadı.');
      if (state.status === 'removed')
        throw new DomainError('CLOSING_REMOVED', 'Kaldırılmış bir kapatma değiştirilemez.');
      const d = command.data;
      if (d.start === state.start && d.end === state.end && d.kind === state.kind && d.note === state.note) return [];
      checkRange(d.start, d.end, command.metadata.now);
      return [{ type: 'ClosingChanged', data: d }];
    }
    case 'RemoveClosing':
      if (state.status === 'none') throw new DomainError('CLOSING_NOT_FOUND', 'Kapatma bulunamadı.');
      if (state.status === 'removed') return [];
      return [{ type: 'ClosingRemoved', data: command.data }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The closing stream: what `execute` reads, folds, decides and appends for every closing command. */
export const closingSpec: StreamSpec<ClosingState, ClosingEvent, ClosingCommand> = {
  streamType: 'closing',
  decide: decideClosing,
  evolve: evolveClosing,
  initial: initialClosingState,
};
