import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTaken, nearestFreeRange } from './free-range';
import { addDays } from '@/lib/iso-calendar';

const window = { today: '2027-06-01', from: '2027-06-01', to: '2027-08-01' };

describe('a taken range and the nearest free one', () => {
  it('knows a range that shares a day with an occupied one, and that the return day is free', () => {
    const occupied = [{ start: '2027-06-10', end: '2027-06-17' }];
    expect(isTaken(occupied, { start: '2027-06-16', end: '2027-06-18' })).toBe(true);
    expect(isTaken(occupied, { start: '2027-06-17', end: '2027-06-20' })).toBe(false);
    expect(isTaken(occupied, { start: '2027-06-05', end: '2027-06-10' })).toBe(false);
    expect(isTaken(occupied, { start: '2027-06-05', end: '2027-06-25' })).toBe(true);
  });

  it('offers the same length next to the clash, the later one on a tie', () => {
    const occupied = [{ start: '2027-06-10', end: '2027-06-17' }];
    // Wanted 12–15 (3 days): 17–20 starts 5 days later, 07–10 starts 5 days earlier: the later wins.
    expect(nearestFreeRange(occupied, { start: '2027-06-12', end: '2027-06-15' }, window)).toEqual({
      start: '2027-06-17',
      end: '2027-06-20',
    });
    // Wanted 11–14: 07–10 is 4 days earlier, 17–20 6 days later.
    expect(nearestFreeRange(occupied, { start: '2027-06-11', end: '2027-06-14' }, window)).toEqual({
      start: '2027-06-07',
      end: '2027-06-10',
    });
  });

  it('never offers a day before today or outside what is known', () => {
    const occupied = [
      { start: '2027-06-01', end: '2027-06-20' },
      { start: '2027-06-22', end: '2027-08-01' },
    ];
    expect(nearestFreeRange(occupied, { start: '2027-06-05', end: '2027-06-08' }, window)).toBeUndefined();
    expect(nearestFreeRange(occupied, { start: '2027-06-05', end: '2027-06-07' }, window)).toEqual({
      start: '2027-06-20',
      end: '2027-06-22',
    });
    expect(
      nearestFreeRange([], { start: '2027-06-02', end: '2027-06-05' }, { ...window, today: '2027-06-10' }),
    ).toEqual({ start: '2027-06-10', end: '2027-06-13' });
  });

  it('answers a free range with itself, and any answer is free, as long and as near as can be', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays(window.from, n));
    const ranges = fc.array(
      fc.tuple(day, fc.integer({ min: 1, max: 9 })).map(([start, n]) => ({ start, end: addDays(start, n) })),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(ranges, day, fc.integer({ min: 1, max: 10 }), (occupied, start, n) => {
        const wanted = { start, end: addDays(start, n) };
        const found = nearestFreeRange(occupied, wanted, window);
        if (!isTaken(occupied, wanted) && wanted.end <= window.to) expect(found).toEqual(wanted);
        if (!found) return;
        expect(isTaken(occupied, found)).toBe(false);
        expect(addDays(found.start, n)).toBe(found.end);
        const distance = Math.abs(Date.parse(found.start) - Date.parse(start)) / 86_400_000;
        // No free start strictly nearer.
        for (let d = 0; d < distance; d++) {
          for (const s of [addDays(start, d), addDays(start, -d)]) {
            const r = { start: s, end: addDays(s, n) };
            if (s >= window.today && r.end <= window.to) expect(isTaken(occupied, r)).toBe(true);
          }
        }
      }),
    );
  });
});
