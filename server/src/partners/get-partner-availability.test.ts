import { describe, expect, it } from 'vitest';
import { availabilityPage, noneMatch } from './get-partner-availability.js';

describe('bulk availability requests', () => {
  it('pages by boat from a cursor, within a season-long forward window', () => {
    const cursor = Buffer.from('b42').toString('base64url');
    expect(availabilityPage({ from: '2027-06-01', to: '2027-07-01', cursor })).toEqual({
      from: '2027-06-01',
      to: '2027-07-01',
      limit: 100,
      after: 42,
    });
    expect(() => availabilityPage({ from: '2027-06-01', to: '2027-06-01' })).toThrow(/sonra olmalıdır/);
    expect(() => availabilityPage({ from: '2027-04-01', to: '2027-11-02' })).toThrow(/214 günlük/);
    for (const bad of ['b0', 'bx', 'b-1', Buffer.from('c42').toString('base64url')])
      expect(() => availabilityPage({ from: '2027-06-01', to: '2027-07-01', cursor: bad }), bad).toThrow(/imleci/);
  });

  it('matches If-None-Match weakly: one tag, a list, a W/ copy or *', () => {
    const etag = '"abc"';
    expect(noneMatch(undefined, etag)).toBe(false);
    expect(noneMatch('"abc"', etag)).toBe(true);
    expect(noneMatch('W/"abc"', etag)).toBe(true);
    expect(noneMatch('"x", "abc"', etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    expect(noneMatch('"abcd"', etag)).toBe(false);
  });
});
