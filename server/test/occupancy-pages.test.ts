import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

interface OccupancyPage {
  content: { boatId: number; boatName: string; start: string }[];
  total: number;
  boats: number;
  nextCursor: string | null;
}

/**
 * `GET /v1/admin/occupancy` without a boat pages by boats (issue 36: a month of 50 000 boats was one 1.8 MB
 * answer): `limit` boats by name, `nextCursor` to the next ones; every closed boat appears on exactly one page.
 */
describe('the occupancy, paged by boats', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boats: { id: number }[] = [];
  for (let i = 0; i < 7; i++) boats.push(await fx.boat(owner.id));
  const as = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  // One closing per boat in the window (a closing is an occupancy range of source 'closing').
  for (const [i, b] of boats.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin.token),
      payload: { boat_id: b.id, start_date: `2031-05-0${i + 1}`, end_date: `2031-05-0${i + 2}`, kind: 'maintenance' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const window = 'from=2031-05-01&to=2031-06-01';

  it('walks every boat once, by name, 3 at a time, and says when there are no more', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await as(
        `/v1/admin/occupancy?${window}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = body<OccupancyPage>(res);
      expect(page.boats).toBeLessThanOrEqual(3);
      expect(page.total).toBe(page.content.length);
      seen.push(...page.content.map((r) => r.boatId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const ours = seen.filter((id) => boats.some((b) => b.id === id));
    expect(ours.sort((a, b) => a - b)).toEqual(boats.map((b) => b.id).sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers one boat or a chosen few, and refuses a forged cursor or a page too large with a Turkish 400', async () => {
    const few = body<OccupancyPage>(
      await as(`/v1/admin/occupancy?${window}&boat_ids=${boats[1]!.id}&boat_ids=${boats[4]!.id}`),
    );
    expect(few.content.map((r) => r.boatId).sort()).toEqual([boats[1]!.id, boats[4]!.id].sort());
    expect(few).toMatchObject({ boats: 2, nextCursor: null });
    const one = body<OccupancyPage>(await as(`/v1/admin/occupancy?${window}&boat_id=${boats[2]!.id}`));
    expect(one.content.map((r) => r.boatId)).toEqual([boats[2]!.id]);
    for (const bad of ['yok', Buffer.from('["a",-1]').toString('base64url'), Buffer.from('{}').toString('base64url')]) {
      const res = await as(`/v1/admin/occupancy?${window}&cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(body<{ code: string; content: { message: string } }>(res)).toMatchObject({
        code: 'INVALID_CURSOR',
        content: { message: 'Sayfa imleci geçersiz; ilk sayfadan yeniden başlayın.' },
      });
    }
    expect((await as(`/v1/admin/occupancy?${window}&limit=501`)).statusCode).toBe(400);
  });
});
