import { describe, it } from 'vitest';
import { decider } from '../../test/decider.js';
import { decideAvailability, evolveAvailability, initialAvailabilityState, type AvailabilityEvent } from './availability.js';
import { decideClosing, evolveClosing, initialClosingState, type ClosingCommand, type ClosingEvent } from './closing.js';

const closing = decider({ decide: decideClosing, evolve: evolveClosing, initial: initialClosingState });
const now = { now: '2027-05-01T09:00:00.000Z' };
const opened: ClosingEvent = {
  type: 'ClosingOpened',
  data: { closingId: 'k1', boatId: 3, start: '2027-06-01', end: '2027-06-08', kind: 'external_booking', note: 'SamBoat #4411' },
};
const open = (over: Partial<Extract<ClosingCommand, { type: 'OpenClosing' }>['data']> = {}): ClosingCommand => ({
  type: 'OpenClosing',
  data: { ...opened.data, ...over },
  metadata: now,
});
const change = (data: Partial<Extract<ClosingCommand, { type: 'ChangeClosing' }>['data']>): ClosingCommand => ({
  type: 'ChangeClosing',
  data: { start: '2027-06-01', end: '2027-06-08', kind: 'external_booking', note: 'SamBoat #4411', ...data },
  metadata: now,
});
const removed: ClosingEvent = { type: 'ClosingRemoved', data: { reason: null } };

describe('manual closings', () => {
  it('opens a closing', () => closing([]).when(open()).then([opened]));
  it('refuses a reversed range', () => closing([]).when(open({ start: '2027-06-08', end: '2027-06-01' })).thenThrows('INVALID_RANGE'));
  it('refuses a period already over', () => closing([]).when(open({ start: '2027-04-01', end: '2027-04-05' })).thenThrows('PAST_DATES'));
  it('changes the dates and note', () =>
    closing([opened]).when(change({ end: '2027-06-10', note: 'uzatıldı' })).then([
      { type: 'ClosingChanged', data: { start: '2027-06-01', end: '2027-06-10', kind: 'external_booking', note: 'uzatıldı' } },
    ]));
  it('does nothing when nothing changed', () => closing([opened]).when(change({})).then([]));
  it('removes a closing, once', () => {
    closing([opened]).when({ type: 'RemoveClosing', data: { reason: null }, metadata: now }).then([removed]);
    closing([opened, removed]).when({ type: 'RemoveClosing', data: { reason: null }, metadata: now }).then([]);
  });
  it('refuses to change a removed closing', () => closing([opened, removed]).when(change({ end: '2027-06-10' })).thenThrows('CLOSING_REMOVED'));
  it('refuses to change an unknown closing', () => closing([]).when(change({})).thenThrows('CLOSING_NOT_FOUND'));
});

const availability = decider({ decide: decideAvailability, evolve: evolveAvailability, initial: initialAvailabilityState });
const blocked: AvailabilityEvent = {
  type: 'DatesBlocked',
  data: { boatId: 3, blockId: 'b1', start: '2027-10-01', end: '2027-10-15', kind: 'maintenance', note: 'Karina bakımı', uid: null },
};

describe('boat dates (availability blocks)', () => {
  it('blocks dates', () => availability([]).when({ type: 'BlockDates', data: blocked.data }).then([blocked]));
  it('refuses the same block twice', () => availability([blocked]).when({ type: 'BlockDates', data: blocked.data }).thenThrows('BLOCK_EXISTS'));
  it('refuses a reversed range', () =>
    availability([]).when({ type: 'BlockDates', data: { ...blocked.data, end: '2027-09-01' } }).thenThrows('INVALID_RANGE'));
  it('changes a block', () =>
    availability([blocked]).when({ type: 'ChangeBlock', data: { blockId: 'b1', start: '2027-10-01', end: '2027-10-20', kind: 'maintenance', note: null } }).then([
      { type: 'BlockChanged', data: { blockId: 'b1', start: '2027-10-01', end: '2027-10-20', kind: 'maintenance', note: null } },
    ]));
  it('unblocks, and refuses an unknown block', () => {
    availability([blocked]).when({ type: 'UnblockDates', data: { blockId: 'b1' } }).then([{ type: 'DatesUnblocked', data: { blockId: 'b1' } }]);
    availability([blocked, { type: 'DatesUnblocked', data: { blockId: 'b1' } }]).when({ type: 'UnblockDates', data: { blockId: 'b1' } }).thenThrows('BLOCK_NOT_FOUND');
  });
});
