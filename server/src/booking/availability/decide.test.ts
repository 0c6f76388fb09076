import { describe, it } from 'vitest';
import { decider } from '../../../test/decider.js';
import { inSequence } from '../command-handler.js';
import { availabilitySpec, decideAvailability } from './decide.js';
import { evolveAvailability, initialAvailabilityState, type AvailabilityEvent } from './events.js';

const availability = decider({
  decide: decideAvailability,
  evolve: evolveAvailability,
  initial: initialAvailabilityState,
});
const blocked: AvailabilityEvent = {
  type: 'DatesBlocked',
  data: {
    boatId: 3,
    blockId: 'b1',
    start: '2027-10-01',
    end: '2027-10-15',
    kind: 'maintenance',
    note: 'Karina bakımı',
    uid: null,
  },
};

describe('boat dates (availability blocks)', () => {
  it('blocks dates', () => availability([]).when({ type: 'BlockDates', data: blocked.data }).then([blocked]));
  it('refuses the same block twice', () =>
    availability([blocked]).when({ type: 'BlockDates', data: blocked.data }).thenThrows('BLOCK_EXISTS'));
  it('refuses a reversed range', () =>
    availability([])
      .when({ type: 'BlockDates', data: { ...blocked.data, end: '2027-09-01' } })
      .thenThrows('INVALID_RANGE'));
  it('changes a block', () =>
    availability([blocked])
      .when({
        type: 'ChangeBlock',
        data: { blockId: 'b1', start: '2027-10-01', end: '2027-10-20', kind: 'maintenance', note: null },
      })
      .then([
        {
          type: 'BlockChanged',
          data: { blockId: 'b1', start: '2027-10-01', end: '2027-10-20', kind: 'maintenance', note: null },
        },
      ]));
  it('unblocks, and refuses an unknown block', () => {
    availability([blocked])
      .when({ type: 'UnblockDates', data: { blockId: 'b1' } })
      .then([{ type: 'DatesUnblocked', data: { blockId: 'b1' } }]);
    availability([blocked, { type: 'DatesUnblocked', data: { blockId: 'b1' } }])
      .when({ type: 'UnblockDates', data: { blockId: 'b1' } })
      .thenThrows('BLOCK_NOT_FOUND');
  });
});

describe('several block commands in sequence (an iCal sync)', () => {
  const sync = decider(inSequence(availabilitySpec));
  it('decides each command on the state the previous ones left', () =>
    sync([blocked])
      .when([
        { type: 'UnblockDates', data: { blockId: 'b1' } },
        { type: 'BlockDates', data: { ...blocked.data, blockId: 'b2' } },
      ])
      .then([
        { type: 'DatesUnblocked', data: { blockId: 'b1' } },
        { type: 'DatesBlocked', data: { ...blocked.data, blockId: 'b2' } },
      ]));
  it('refuses the whole sequence when one command is refused', () =>
    sync([blocked])
      .when([
        { type: 'UnblockDates', data: { blockId: 'b1' } },
        { type: 'UnblockDates', data: { blockId: 'b1' } },
      ])
      .thenThrows('BLOCK_NOT_FOUND'));
});
