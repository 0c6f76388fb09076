import { describe, expect, it } from 'vitest';
import { FeedError, feedUrl, isPrivateAddress } from './feed.js';
import { parseFeed } from './parse.js';

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('reading an iCal feed', () => {
  it('reads all-day events as dates with an exclusive end', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:a@x',
      'DTSTART;VALUE=DATE:20270601',
      'DTEND;VALUE=DATE:20270604',
      'END:VEVENT',
    );
    expect(parseFeed(text)).toEqual([{ uid: 'a@x', start: '2027-06-01', end: '2027-06-04' }]);
  });

  it('reads timed events in Türkiye time, covering the end day unless it ends at midnight', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:t1',
      'DTSTART:20270601T120000Z',
      'DTEND:20270603T090000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:t2',
      'DTSTART:20270610T210000Z',
      'DTEND:20270612T210000Z',
      'END:VEVENT',
    );
    expect(parseFeed(text)).toEqual([
      { uid: 't1', start: '2027-06-01', end: '2027-06-04' },
      { uid: 't2', start: '2027-06-11', end: '2027-06-13' },
    ]);
  });

  it('gives a one-day range to an event without DTEND and leaves cancelled events out', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTART;VALUE=DATE:20270701',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:gone',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20270702',
      'DTEND;VALUE=DATE:20270705',
      'END:VEVENT',
    );
    expect(parseFeed(text)).toEqual([{ uid: 'one', start: '2027-07-01', end: '2027-07-02' }]);
  });

  it('refuses a text that is not a calendar', () => {
    expect(() => parseFeed('<html>Giriş yapın</html>')).toThrow(FeedError);
  });

  it('accepts webcal:// as https:// and refuses other schemes', () => {
    expect(feedUrl('webcal://example.com/a.ics').toString()).toBe('https://example.com/a.ics');
    expect(() => feedUrl('file:///etc/passwd')).toThrow(FeedError);
  });
});

describe('addresses a feed may not point to', () => {
  it('are loopback, private, link-local and unspecified ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(a)).toBe(true);
    }
    for (const a of ['93.184.216.34', '172.32.0.1', '2606:4700::1111', '8.8.8.8'])
      expect(isPrivateAddress(a)).toBe(false);
  });
});
