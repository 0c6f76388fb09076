import { describe, it } from 'vitest';
import { decider } from '../../../test/decider.js';
import { decideClosing, type ClosingCommand } from './decide.js';
import { evolveClosing, initialClosingState, type ClosingEvent } from './events.js';

const closing = decider({ decide: decideClosing, evolve: evolveClosing, initial: initialClosingState });
const now = { now: '2027-05-01T09:00:00.000Z' };
const opened: ClosingEvent = {
  type: 'ClosingOpened',
  data: {
    closingId: 'k1',
    boatId: 3,
    start: '2027-06-01',
    end: '2027-06-08',
    kind: 'external_booking',
    note: 'SamBoat #4411',
  },
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
  it('refuses a reversed range', () =>
    closing([])
      .when(open({ start: '2027-06-08', end: '2027-06-01' }))
      .thenThrows('INVALID_RANGE'));
  it('refuses a period already over', () =>
    closing([])
      .when(open({ start: '2027-04-01', end: '2027-04-05' }))
      .thenThrows('PAST_DATES'));
  it('changes the dates and note', () =>
    closing([opened])
      .when(change({ end: '2027-06-10', note: 'uzatıldı' }))
      .then([
        {
          type: 'ClosingChanged',
          data: { start: '2027-06-01', end: '2027-06-10', kind: 'external_booking', note: 'uzatıldı' },
        },
      ]));
  it('does nothing when nothing changed', () => closing([opened]).when(change({})).then([]));
  it('removes a closing, once', () => {
    closing([opened])
      .when({ type: 'RemoveClosing', data: { reason: null }, metadata: now })
      .then([removed]);
    closing([opened, removed])
      .when({ type: 'RemoveClosing', data: { reason: null }, metadata: now })
      .then([]);
  });
  it('refuses to change a removed closing', () =>
    closing([opened, removed])
      .when(change({ end: '2027-06-10' }))
      .thenThrows('CLOSING_REMOVED'));
  it('refuses to change an unknown closing', () => closing([]).when(change({})).thenThrows('CLOSING_NOT_FOUND'));
});
