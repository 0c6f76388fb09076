import { describe, expect, it } from 'vitest';
import { enRange, istanbulDateTime, istanbulOffset, trRange } from './dates.js';

describe('a range of days as a person reads it', () => {
  it('writes a stay as boarding and check-out day, in Turkish and in English', () => {
    expect(trRange('stay', '2027-06-12', '2027-06-19')).toBe('biniş 12.06.2027 – dönüş 19.06.2027');
    expect(enRange('stay', '2027-06-12', '2027-06-19')).toBe('check-in 12 June 2027 – check-out 19 June 2027');
  });

  it('writes closed days [start, end) as their first and last day, or one day', () => {
    expect(trRange('closed', '2027-06-12', '2027-06-14')).toBe('ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027');
    expect(enRange('closed', '2027-06-12', '2027-06-14')).toBe(
      'first closed day 12 June 2027 – last closed day 13 June 2027',
    );
    expect(trRange('closed', '2027-06-12', '2027-06-13')).toBe('kapalı gün 12.06.2027');
    expect(enRange('closed', '2027-06-12', '2027-06-13')).toBe('closed day 12 June 2027');
  });
});

describe('a deadline as a customer reads it', () => {
  it('writes Türkiye’s time and names the zone, in Turkish and in English', () => {
    // 21:18 UTC is 00:18 the next day in Türkiye.
    expect(istanbulDateTime('2026-11-29T21:18:00.000Z', 'tr')).toBe('30.11.2026 00:18, Türkiye saati (UTC+3)');
    expect(istanbulDateTime('2026-11-29T21:18:00.000Z', 'en')).toBe('30 November 2026 at 00:18 Turkey time (UTC+3)');
    expect(istanbulDateTime(new Date('2027-07-12T11:30:00.000Z'), 'tr')).toBe(
      '12.07.2027 14:30, Türkiye saati (UTC+3)',
    );
  });

  it('takes the offset from the time zone data: +3 all year since 2016, +2 in a winter before it', () => {
    expect(istanbulOffset('2027-01-15T12:00:00.000Z')).toBe('UTC+3');
    expect(istanbulOffset('2027-07-15T12:00:00.000Z')).toBe('UTC+3');
    expect(istanbulOffset('2015-01-15T12:00:00.000Z')).toBe('UTC+2');
  });
});
