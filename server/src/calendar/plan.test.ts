import { describe, expect, it } from 'vitest';
import { everyMinutes } from './jobs.js';
import { planSync, reservationClashes, type ImportedBlock, type NamedHold } from './plan.js';

const block = (
  blockId: string,
  uid: string,
  start: string,
  end: string,
  kind: ImportedBlock['kind'] = 'ical',
): ImportedBlock => ({ blockId, uid, start, end, kind });

describe('planning an iCal sync', () => {
  it('given no imported blocks, when the feed has ranges, then they are all added', () => {
    const plan = planSync([{ uid: 'a', start: '2027-06-01', end: '2027-06-03' }], [], []);
    expect(plan.added).toEqual([{ uid: 'a', start: '2027-06-01', end: '2027-06-03', kind: 'ical', clashWith: null }]);
    expect(plan).toMatchObject({ changed: [], removed: [], clashes: [], unchanged: [] });
  });

  it('given imported blocks, when the feed moves one and drops another, then one changes and one is removed', () => {
    const plan = planSync(
      [
        { uid: 'a', start: '2027-06-02', end: '2027-06-04' },
        { uid: 'c', start: '2027-07-01', end: '2027-07-02' },
      ],
      [block('1', 'a', '2027-06-01', '2027-06-03'), block('2', 'b', '2027-06-10', '2027-06-12')],
      [],
    );
    expect(plan.changed).toEqual([
      {
        uid: 'a',
        start: '2027-06-02',
        end: '2027-06-04',
        kind: 'ical',
        clashWith: null,
        blockId: '1',
        before: { start: '2027-06-01', end: '2027-06-03', kind: 'ical' },
      },
    ]);
    expect(plan.removed.map((b) => b.blockId)).toEqual(['2']);
    expect(plan.added.map((b) => b.uid)).toEqual(['c']);
  });

  it('given a booking, when a feed range overlaps it, then the range is kept as a flagged clash', () => {
    const plan = planSync(
      [{ uid: 'x', start: '2027-06-05', end: '2027-06-08' }],
      [],
      [{ start: '2027-06-07', end: '2027-06-10', source: 'reservation' }],
    );
    expect(plan.added).toEqual([
      { uid: 'x', start: '2027-06-05', end: '2027-06-08', kind: 'ical_clash', clashWith: 'reservation' },
    ]);
    expect(plan.clashes).toHaveLength(1);
  });

  it('given a flagged clash, when the booking is gone, then the block changes back to holding the dates', () => {
    const plan = planSync(
      [{ uid: 'x', start: '2027-06-05', end: '2027-06-08' }],
      [block('1', 'x', '2027-06-05', '2027-06-08', 'ical_clash')],
      [],
    );
    expect(plan.changed).toMatchObject([{ blockId: '1', kind: 'ical', before: { kind: 'ical_clash' } }]);
  });

  it('flags the later of two overlapping ranges of the same feed', () => {
    const plan = planSync(
      [
        { uid: 'p', start: '2027-06-01', end: '2027-06-05' },
        { uid: 'q', start: '2027-06-04', end: '2027-06-06' },
      ],
      [],
      [],
    );
    expect(plan.added.map((b) => [b.uid, b.kind, b.clashWith])).toEqual([
      ['p', 'ical', null],
      ['q', 'ical_clash', 'feed'],
    ]);
  });

  it('counts an identical range as unchanged and ranges touching end-to-start as no clash', () => {
    const plan = planSync(
      [{ uid: 'a', start: '2027-06-01', end: '2027-06-03' }],
      [block('1', 'a', '2027-06-01', '2027-06-03')],
      [{ start: '2027-06-03', end: '2027-06-05', source: 'closing' }],
    );
    expect(plan.unchanged).toHaveLength(1);
    expect(plan.clashes).toEqual([]);
  });
});

describe('sync schedule', () => {
  it('turns minutes into a cron expression', () => {
    expect(everyMinutes(15)).toBe('*/15 * * * *');
    expect(everyMinutes(120)).toBe('0 */2 * * *');
    expect(everyMinutes(1440)).toBe('0 0 * * *');
  });
});

describe('finding clashes of the feed with open reservations', () => {
  const hold = (ref: string, start: string, end: string, status = 'confirmed', source = 'reservation'): NamedHold => ({
    ref,
    start,
    end,
    status,
    source,
  });

  it('given open reservations, when feed events overlap them, then each overlapping pair is a clash', () => {
    const clashes = reservationClashes(
      [
        { uid: 'x', start: '2027-06-03', end: '2027-06-12' },
        { uid: 'y', start: '2027-06-20', end: '2027-06-22' },
      ],
      [hold('r1', '2027-06-01', '2027-06-05', 'option'), hold('r2', '2027-06-10', '2027-06-14')],
    );
    expect(clashes).toEqual([
      { reservationId: 'r1', uid: 'x', start: '2027-06-03', end: '2027-06-12' },
      { reservationId: 'r2', uid: 'x', start: '2027-06-03', end: '2027-06-12' },
    ]);
  });

  it('given a check-out day, when the feed event starts on it, then it is no clash', () => {
    expect(
      reservationClashes(
        [{ uid: 'x', start: '2027-06-05', end: '2027-06-08' }],
        [hold('r1', '2027-06-01', '2027-06-05')],
      ),
    ).toEqual([]);
  });

  it('given a completed charter, a closing or a block, when the feed overlaps it, then no reservation is flagged', () => {
    const feed = [{ uid: 'x', start: '2027-06-01', end: '2027-06-30' }];
    expect(
      reservationClashes(feed, [
        hold('r1', '2027-06-01', '2027-06-05', 'completed'),
        hold('c1', '2027-06-10', '2027-06-12', 'owner_use', 'closing'),
        hold('b1', '2027-06-20', '2027-06-22', 'manual', 'availability'),
      ]),
    ).toEqual([]);
  });

  it("given a platform that re-publishes this site's export, when the reservation's own event comes back, then it is no clash", () => {
    const feed = [
      { uid: 'reservation-r1@fethiyetekne', start: '2027-06-01', end: '2027-06-05' },
      { uid: 'reservation-r2@fethiyetekne', start: '2027-06-04', end: '2027-06-06' },
    ];
    expect(reservationClashes(feed, [hold('r1', '2027-06-01', '2027-06-05')])).toEqual([
      { reservationId: 'r1', uid: 'reservation-r2@fethiyetekne', start: '2027-06-04', end: '2027-06-06' },
    ]);
  });
});
