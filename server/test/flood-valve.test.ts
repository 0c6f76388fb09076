import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { DEFAULT_LIMITS, night, eventually } from './public-limits.js';

describe('the flood valve', async () => {
  const t = await createTestApp({
    ...DEFAULT_LIMITS,
    HOLD_SURGE_PER_HOUR: '3',
    HOLD_SURGE_OPTION_MINUTES: '30',
    PUBLIC_URL: 'https://tekne.example',
  });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id);
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  await t.db
    .sql`insert into settings (key, value) values ('site_email', 'ofis@tekne.example') on conflict (key) do update set value = excluded.value`;
  let day = 0;
  const book = async (i: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: { 'x-forwarded-for': `198.18.0.${i}` },
      payload: {
        boatSlug: boat.slug,
        ...night(day++),
        guests: 2,
        customer: { name: `Ziyaretçi ${i}`, email: `z${i}@example.com`, phone: `+90 540 000 00 ${String(10 + i)}` },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ content: { id: string; optionUntil: string } }>().content;
  };
  const hoursLeft = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;

  it('holds briefly past the threshold until the visitor confirms through the mailed link, and alerts the office once', async () => {
    const normal = [await book(1), await book(2), await book(3)];
    expect(normal.every((r) => hoursLeft(r.optionUntil) > 47)).toBe(true);
    const short = [await book(4), await book(5), await book(6)];
    expect(short.every((r) => hoursLeft(r.optionUntil) > 0.4 && hoursLeft(r.optionUntil) <= 0.5)).toBe(true);

    await eventually(
      async () => (await t.db.sql`select 1 from outbox_mails where kind = 'hold_confirmation'`).length === 3,
    );
    const [alerts] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from outbox_mails where kind = 'hold_surge_office'`;
    expect(alerts!.n).toBe(1);
    const [mail] = await t.db.sql<{ html: string; recipient: string }[]>`
      select html, recipient from outbox_mails where kind = 'hold_confirmation' and reservation_id = ${short[0]!.id}`;
    expect(mail!.recipient).toBe('z4@example.com');
    const link = /href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&');
    expect(link.startsWith(`https://tekne.example/v1/reservations/${short[0]!.id}/confirm-hold?token=`)).toBe(true);
    const path = link.slice('https://tekne.example'.length);

    // Opening the link (as a mail scanner would) only shows the button.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Rezervasyon isteğimi onaylıyorum');
    const [still] = await t.db.sql<
      { optionUntil: Date }[]
    >`select option_until from reservations where id = ${short[0]!.id}`;
    expect(hoursLeft(still!.optionUntil.toISOString())).toBeLessThanOrEqual(0.5);

    const confirmed = await t.app.inject({ method: 'GET', url: `${path}&confirm=1` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Rezervasyon isteğiniz onaylandı');
    expect(confirmed.body).toMatch(
      /tutulacak: <strong>\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, Türkiye saati \(UTC\+3\)<\/strong>/,
    );
    const [after] = await t.db.sql<
      { optionUntil: Date }[]
    >`select option_until from reservations where id = ${short[0]!.id}`;
    expect(hoursLeft(after!.optionUntil.toISOString())).toBeGreaterThan(47);
    const events = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${short[0]!.id}/events`,
      headers: bearer(admin.token),
    });
    expect(events.body).toContain('e-postadaki bağlantıyla onayladı');

    // A second click is harmless; a token of another reservation opens nothing.
    expect((await t.app.inject({ method: 'GET', url: `${path}&confirm=1` })).statusCode).toBe(200);
    const token = new URL(link).searchParams.get('token')!;
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/v1/reservations/${short[1]!.id}/confirm-hold?token=${token}&confirm=1`,
    });
    expect(wrong.statusCode).toBe(404);
    // API clients confirm with JSON.
    const [other] = await t.db.sql<
      { html: string }[]
    >`select html from outbox_mails where kind = 'hold_confirmation' and reservation_id = ${short[1]!.id}`;
    const otherToken = new URL(/href="([^"]+)"/.exec(other!.html)![1]!.replace(/&amp;/g, '&')).searchParams.get(
      'token',
    )!;
    const api = await t.app.inject({
      method: 'POST',
      url: `/v1/reservations/${short[1]!.id}/confirm-hold`,
      payload: { token: otherToken },
    });
    expect(api.statusCode).toBe(200);
    expect(hoursLeft(api.json<{ content: { optionUntil: string } }>().content.optionUntil)).toBeGreaterThan(47);
  });

  it('lets an unconfirmed flood-time hold lapse after its short time, freeing the dates', async () => {
    const r = await book(7);
    expect(hoursLeft(r.optionUntil)).toBeLessThanOrEqual(0.5);
    const ctx = new Date(Date.parse(r.optionUntil) + 1000).toISOString();
    const { createServices } = await import('../src/services.js');
    const { sweepOptions } = await import('../src/booking/reservation/sweep-options.js');
    await sweepOptions(createServices(t.config, t.db.sql).booking, ctx);
    const [row] = await t.db.sql<{ status: string }[]>`select status from reservations where id = ${r.id}`;
    expect(row!.status).toBe('cancelled');
    const [busy] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from occupancy where active and ref = ${r.id}`;
    expect(busy!.n).toBe(0);
  });
});
