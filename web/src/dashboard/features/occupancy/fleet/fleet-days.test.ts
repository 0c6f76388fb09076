import { describe, expect, it } from 'vitest';
import {
  addDays,
  blockDates,
  daysBetween,
  freeStretch,
  placeBlocks,
  selectionAsClosing,
  selectionAsReservation,
} from './fleet-days';

describe('fleet grid days', () => {
  it('counts calendar days across the end of daylight saving and of a year', () => {
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(daysBetween('2027-04-01', '2027-11-01')).toBe(214);
  });

  it('writes a reservation as check-in – check-out and a closing as first – last closed day', () => {
    expect(blockDates('option', '2027-06-10', '2027-06-17')).toBe('biniş 10.06.2027 – dönüş 17.06.2027');
    expect(blockDates('confirmed', '2027-06-10', '2027-06-17')).toBe('biniş 10.06.2027 – dönüş 17.06.2027');
    // A closing entered as 12.06–13.06 is [12, 14) in the API.
    expect(blockDates('closing', '2027-06-12', '2027-06-14')).toBe('12.06.2027 – 13.06.2027 (son gün dahil)');
    expect(blockDates('ical', '2027-07-20', '2027-07-25')).toBe('20.07.2027 – 24.07.2027 (son gün dahil)');
    expect(blockDates('availability', '2027-07-01', '2027-07-06')).toBe('01.07.2027 – 05.07.2027 (son gün dahil)');
  });

  it('turns selected day columns into a reservation (check-out after the last night) or a closing (last day inclusive)', () => {
    expect(selectionAsReservation('2027-06-10', '2027-06-16')).toEqual({ start: '2027-06-10', end: '2027-06-17' });
    expect(selectionAsClosing('2027-06-12', '2027-06-13')).toEqual({ start: '2027-06-12', last: '2027-06-13' });
  });

  it('places blocks on their columns, clipped to the window, and finds the free stretch around a day', () => {
    const blocks = [
      { start: '2027-05-28', end: '2027-06-04' },
      { start: '2027-06-10', end: '2027-06-17' },
      { start: '2027-06-29', end: '2027-07-05' },
      { start: '2027-07-10', end: '2027-07-12' },
    ];
    const { placed, byColumn } = placeBlocks(blocks, '2027-06-01', 30);
    expect(placed.map((p) => [p.first, p.last])).toEqual([
      [0, 2],
      [9, 15],
      [28, 29],
    ]);
    expect(byColumn[2]).toBe(0);
    expect(byColumn[3]).toBe(-1);
    expect(byColumn[16]).toBe(-1);
    expect(freeStretch(byColumn, 5)).toEqual([3, 8]);
    expect(freeStretch(byColumn, 20)).toEqual([16, 27]);
  });
});
