import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { tr } from '@/i18n/tr';
import { timeIn, turkeyTime, utcOffsetName } from './turkey-time';

// 21:18 UTC on 29 November 2026 is 00:18 on the 30th in Turkey.
const DEADLINE = '2026-11-29T21:18:00.000Z';
const shown = (lang: 'tr' | 'en') => {
  const { day, time, offset } = turkeyTime(DEADLINE, lang);
  return (lang === 'en' ? en : tr).common.turkeyTime(day, time, offset);
};

describe('a deadline in Turkey’s time, the zone named', () => {
  it('writes the day, the clock and the offset, in Turkish and in English', () => {
    expect(turkeyTime(DEADLINE, 'tr')).toEqual({ day: '30 Kasım 2026', time: '00:18', offset: 'UTC+3' });
    expect(shown('tr')).toBe('30 Kasım 2026 00:18, Türkiye saati (UTC+3)');
    expect(shown('en')).toBe('30 November 2026 at 00:18 Turkey time (UTC+3)');
  });

  it('reads the clock Intl reads in Europe/Istanbul, without Intl', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2016-09-08T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          expect(turkeyTime(d.toISOString(), 'en').time).toBe(intl.format(d));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names offsets as UTC±h[:mm]', () => {
    expect(utcOffsetName(3 * 3_600_000)).toBe('UTC+3');
    expect(utcOffsetName(0)).toBe('UTC+0');
    expect(utcOffsetName(-4 * 3_600_000)).toBe('UTC-4');
    expect(utcOffsetName(5.5 * 3_600_000)).toBe('UTC+5:30');
  });
});

describe('the same deadline on the visitor’s clock', () => {
  it('gives the time, day and zone where the clock reads otherwise than Turkey’s', () => {
    expect(timeIn(DEADLINE, 'en', 'Europe/London')).toEqual({
      time: '21:18',
      day: '29 November',
      zone: 'Europe/London',
    });
    expect(timeIn(DEADLINE, 'tr', 'Europe/London')).toEqual({ time: '21:18', day: '29 Kasım', zone: 'Europe/London' });
    expect(timeIn(DEADLINE, 'en', 'America/New_York')).toEqual({
      time: '16:18',
      day: '29 November',
      zone: 'America/New_York',
    });
    expect(timeIn(DEADLINE, 'en', 'Asia/Kolkata')).toEqual({ time: '02:48', day: '30 November', zone: 'Asia/Kolkata' });
    // Summer time in London: UTC+1, two hours behind Turkey.
    expect(timeIn('2027-07-12T11:30:00.000Z', 'en', 'Europe/London')?.time).toBe('12:30');
    const { yourTime } = en.common;
    expect(yourTime('21:18', '29 November', 'Europe/London')).toBe('(your time: 21:18, 29 November, Europe/London)');
    expect(tr.common.yourTime('21:18', '29 Kasım', 'Europe/London')).toBe(
      '(sizin saatinizle: 21:18, 29 Kasım, Europe/London)',
    );
  });

  it('says nothing where the clock reads as Turkey’s, or for a zone Intl does not know', () => {
    expect(timeIn(DEADLINE, 'en', 'Europe/Istanbul')).toBeUndefined();
    expect(timeIn(DEADLINE, 'en', 'Asia/Istanbul')).toBeUndefined();
    expect(timeIn(DEADLINE, 'tr', 'Europe/Moscow')).toBeUndefined();
    expect(timeIn(DEADLINE, 'en', 'Mars/Olympus_Mons')).toBeUndefined();
  });
});
