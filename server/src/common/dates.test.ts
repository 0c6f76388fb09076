import { describe, expect, it } from 'vitest';
import { enRange, trRange } from './dates.js';

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
