import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { ics, startIcsServer } from './ics-server.js';

/** The PUT body that keeps a boat as it is (the panel's `boatBody`). */
const BOAT_BODY_KEYS = [
  'name',
  'boatTypeId',
  'marinaId',
  'ownerId',
  'lengthM',
  'year',
  'guestsDay',
  'guestsNight',
  'cabins',
  'bathrooms',
  'crew',
  'captainIncluded',
  'description',
  'equipment',
  'rules',
  'forRent',
  'forSale',
  'salePriceMinor',
  'saleCurrency',
  'active',
  'icalUrl',
] as const;
const boatBodyOf = (b: Record<string, unknown>) => Object.fromEntries(BOAT_BODY_KEYS.map((k) => [k, b[k]]));

describe('iCal import in production settings', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const boat = await catalogFixtures(t, admin.token).boat(owner.id);

  it('refuses a feed URL that points into the server’s own network', async () => {
    feeds.files.set('/internal.ics', { body: ics([{ uid: 'i', start: '2027-06-01', end: '2027-06-02' }]) });
    for (const url of [
      feeds.url('/internal.ics'),
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/a.ics',
      'http://localhost:9/a.ics',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/boats/date/sync/preview',
        headers: bearer(owner.token),
        payload: { boat_id: boat.id, url },
      });
      expect(res.statusCode).toBe(422);
      expect(body<ErrorBody>(res).content.message).toContain('iç ağ');
    }
  });

  // Issue 21: the preview refused such a URL, and "Adresi kaydet" then stored it without a word.
  it('refuses to save such a URL on the boat, and keeps the stored one', async () => {
    const current = body<{ content: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/boats/${boat.id}`, headers: bearer(admin.token) }),
    ).content;
    for (const url of [feeds.url('/internal.ics'), 'http://169.254.169.254/latest/meta-data', 'http://[::1]:9/a.ics']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/boats/${boat.id}`,
        headers: bearer(owner.token),
        payload: { ...boatBodyOf(current), icalUrl: url },
      });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res)).toMatchObject({ code: 'ICAL_URL_PRIVATE' });
      expect(body<ErrorBody>(res).content.message).toMatch(/^iCal adresi kaydedilmedi: .*iç ağ/);
    }
    const after = body<{ content: { icalUrl: string | null } }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/boats/${boat.id}`, headers: bearer(admin.token) }),
    ).content;
    expect(after.icalUrl).toBe(current.icalUrl ?? null);
  });
});
