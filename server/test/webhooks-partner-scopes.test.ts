import { afterAll, describe, expect, it } from 'vitest';
import { body } from './app.js';
import { ALL_SCOPES, nightOn, partnerFixtures } from './partner-fixtures.js';
import { startReceiver } from './webhook-receiver.js';
import { webhookWorld, type Endpoint } from './webhook-world.js';

interface Refused {
  code: string;
  content: { message: string };
}

describe("a partner's endpoint gets only what its partner's scopes cover when the event is dispatched", async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  const w = await webhookWorld({ WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,1' });
  const px = partnerFixtures(w.t, w.admin.token);
  const sql = w.t.db.sql;
  let night = 150;

  const typesOf = (path: string, type: string) => receiver.of(path).filter((r) => r.payload.type === type);
  const auditCount = async (partnerId: string) =>
    (
      await sql<{ n: number }[]>`
        select count(*)::int as n from events where stream_id = ${`partner-${partnerId}`} and type like 'PartnerWebhook%'`
    )[0]!.n;
  /** A booking with the partner's key (its own reservation), on a night of its own. */
  const bookAs = async (key: string) => {
    night += 1;
    const res = await px.call(key, 'POST', '/v1/partner/reservations', {
      headers: { 'idempotency-key': `kapsam-${night}` },
      payload: nightOn(w.boat.slug, night),
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string } }>(res).content.id;
  };

  it("refuses, in Turkish, the office subscribing a partner's endpoint to a type its scopes do not cover", async () => {
    const partner = await px.partner({ scopes: ['bookings:read'] });
    const create = (eventTypes: string[]) =>
      w.call('POST', '/v1/admin/webhooks', { url: receiver.url('/refused'), eventTypes, partnerId: partner.id });
    const refused = await create(['reservation.created', 'availability.changed']);
    expect(refused.statusCode).toBe(400);
    expect(body<Refused>(refused)).toEqual({
      statusCode: 400,
      code: 'PARTNER_SCOPE_MISSING',
      content: {
        message:
          'İş ortağının "Müsaitlik okuma" (availability:read) yetkisi yok; availability.changed olayı ona gönderilemez. Bu olayı listeden çıkarın ya da önce İş ortakları ekranında yetkiyi verin.',
      },
    });
    const noBookings = await px.partner({ scopes: ['availability:read'] });
    const alsoRefused = await w.call('POST', '/v1/admin/webhooks', {
      url: receiver.url('/refused'),
      eventTypes: ['reservation.created', 'reservation.cancelled', 'availability.changed'],
      partnerId: noBookings.id,
    });
    expect([alsoRefused.statusCode, body<Refused>(alsoRefused).content.message]).toEqual([
      400,
      expect.stringContaining(
        '"Rezervasyon okuma" (bookings:read) yetkisi yok; reservation.created, reservation.cancelled olayları ona gönderilemez',
      ),
    ]);
    const [none] = await sql<{ n: number }[]>`
      select count(*)::int as n from webhook_endpoints where partner_id in (${partner.id}, ${noBookings.id})`;
    expect(none!.n).toBe(0);
    expect([await auditCount(partner.id), await auditCount(noBookings.id)]).toEqual([0, 0]);

    // Within its scopes it is made; adding a type outside them by PUT is refused as well.
    const made = await create(['reservation.created']);
    expect(made.statusCode, made.body).toBe(201);
    const { endpoint } = body<{ content: { endpoint: Endpoint } }>(made).content;
    const put = (eventTypes: string[], enabled: boolean) =>
      w.call('PUT', `/v1/admin/webhooks/${endpoint.id}`, {
        url: receiver.url('/refused'),
        eventTypes,
        description: '',
        enabled,
      });
    const added = await put(['reservation.created', 'availability.changed'], true);
    expect([added.statusCode, body<Refused>(added).code]).toEqual([400, 'PARTNER_SCOPE_MISSING']);
    // A partner that lost a scope since: the endpoint can still be stopped with its types as they are.
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { scopes: ['catalog:read'] });
    expect((await put(['reservation.created'], false)).statusCode).toBe(200);
    expect(await auditCount(partner.id)).toBe(2);
  });

  it('stops availability.changed when the partner loses availability:read, and everything while it is disabled', async () => {
    const partner = await px.partner({ scopes: ALL_SCOPES });
    const { secret: key } = await px.key(partner.id);
    const { endpoint } = await w.endpoint(
      receiver.url('/scoped'),
      ['reservation.created', 'reservation.cancelled', 'availability.changed'],
      { partnerId: partner.id },
    );
    /** What the dispatcher decided for the partner's endpoint: its delivery log, oldest first. */
    const logged = async () => (await w.deliveries(endpoint.id)).map((d) => d.eventType).reverse();
    // The office's own endpoint gets every availability message: the sign that a dispatch has passed one.
    await w.endpoint(receiver.url('/control'), ['availability.changed']);
    const created = () => typesOf('/scoped', 'reservation.created').map((r) => r.payload.data.reservationId);
    const availability = (path: string) => typesOf(path, 'availability.changed').length;

    const first = await bookAs(key);
    await expect.poll(created, { timeout: 20_000 }).toEqual([first]);
    await expect.poll(() => availability('/scoped'), { timeout: 20_000 }).toBe(1);

    // availability:read taken away: the next booking's reservation.created still comes (bookings:read), and
    // its availability.changed, made by the same event in the same dispatch, does not.
    const withoutAvailability = ['catalog:read', 'bookings:write', 'bookings:read'];
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { scopes: withoutAvailability });
    const second = await bookAs(key);
    await expect.poll(created, { timeout: 20_000 }).toEqual([first, second]);
    await expect.poll(() => availability('/control'), { timeout: 20_000 }).toBe(2);
    expect(await logged()).toEqual(['reservation.created', 'availability.changed', 'reservation.created']);

    // Disabled: nothing at all, not even its own reservation's cancellation by the office (whose freed
    // days the office's endpoint gets from the same event).
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { scopes: ALL_SCOPES, disabled: true });
    await w.ok('PUT', `/v1/admin/reservations/${second}`, { status: 'cancelled', cancelReason: 'customer' });
    await expect.poll(() => availability('/control'), { timeout: 20_000 }).toBe(3);
    expect(await logged()).toHaveLength(3);

    // Open again with its scopes: the next availability comes; nothing in between ever does.
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { disabled: false });
    await w.book();
    await expect.poll(() => availability('/control'), { timeout: 20_000 }).toBe(4);
    await expect.poll(() => availability('/scoped'), { timeout: 20_000 }).toBe(2);
    const control = typesOf('/control', 'availability.changed').map((r) => r.headers['webhook-id']);
    expect(typesOf('/scoped', 'availability.changed').map((r) => r.headers['webhook-id'])).toEqual([
      control[0],
      control[3],
    ]);
    expect(created()).toEqual([first, second]);
    expect(await logged()).toEqual([
      'reservation.created',
      'availability.changed',
      'reservation.created',
      'availability.changed',
    ]);
  });
});
