import { describe, expect, it } from 'vitest';
import { formatClosedDays, formatRange, formatStay, trDay } from './date-ranges';

// Issue 21: a closing typed 12.06–13.06 must read 12.06–13.06, a stay its boarding and check-out day.
describe('the panel’s ranges of days, as the office typed them', () => {
  it('given a reservation’s boarding and check-out day, when written, then both are named', () => {
    expect(formatStay('2027-06-12', '2027-06-19')).toBe('biniş 12.06.2027 – dönüş 19.06.2027');
    expect(formatRange({ kind: 'stay', start: '2027-06-30', end: '2027-07-01' })).toBe(
      'biniş 30.06.2027 – dönüş 01.07.2027',
    );
  });

  it('given a closing, boat date or iCal block (first and last closed day), when written, then the same days come back', () => {
    expect(formatClosedDays('2027-06-12', '2027-06-13')).toBe('ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027');
    expect(formatClosedDays('2027-07-20', '2027-07-24')).toBe('ilk kapalı gün 20.07.2027 – son kapalı gün 24.07.2027');
    expect(formatClosedDays('2027-07-01', '2027-07-01')).toBe('kapalı gün 01.07.2027');
  });

  it('writes a day without a time zone (an ISO instant keeps its calendar day)', () => {
    expect(trDay('2027-12-31')).toBe('31.12.2027');
    expect(trDay('2027-01-01T00:00:00.000Z')).toBe('01.01.2027');
  });
});
