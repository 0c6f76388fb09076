// A partner's whole round, with the SDK: list boats, check a boat's availability, register its own webhook
// address with its key, book (an option held until the deposit), and receive that booking's webhook, verified.
// Run:
//   FETHIYE_URL=https://fethiyetekne.com FETHIYE_API_KEY=… FETHIYE_WEBHOOK_URL=https://acente.example.com/hooks \
//   PORT=8787 node examples/partner.mjs
// The key needs the scopes availability:read, bookings:write and bookings:read (the office issues it in İş
// ortakları). FETHIYE_WEBHOOK_URL is the public https address that reaches this script's PORT; without it the
// round ends after the booking.
import { createServer } from 'node:http';
import { createClient, verifyWebhook } from '@fethiyetekne/client';

const api = createClient({ baseUrl: process.env.FETHIYE_URL, apiKey: process.env.FETHIYE_API_KEY });
const fail = (what, error) => {
  throw new Error(`${what}: ${error?.content?.message ?? JSON.stringify(error)}`);
};

// 1. Boats for rent with room for six, the first page.
const boats = await api.GET('/v1/searchboats', { params: { query: { skip: 0, take: 5, guests: 6 } } });
if (boats.error) fail('boats', boats.error);
const boat = boats.data.content[0];
console.log(`${boats.data.total} boats; first: ${boat.name} (${boat.slug})`);

// 2. Is it free for a week in June? One call for many boats, paged by boats.
const [from, to] = ['2027-06-12', '2027-06-19'];
const availability = await api.GET('/v1/partner/availability', {
  params: { query: { from, to, boat_ids: String(boat.id) } },
});
if (availability.error) fail('availability', availability.error);
const busy = availability.data.content.boats[0]?.busy ?? [];
console.log(`busy in ${from}..${to}: ${busy.length ? JSON.stringify(busy) : 'none'}`);

// 3. Our own webhook address, registered with our key. Its signing secret is answered once: a second run
// finds the address already there and renews the secret (the old one keeps signing beside it for a day).
const webhookUrl = process.env.FETHIYE_WEBHOOK_URL;
let receiver;
if (webhookUrl) {
  const mine = await api.GET('/v1/partner/webhooks', { params: { query: { skip: 0, take: 100 } } });
  if (mine.error) fail('webhooks', mine.error);
  const existing = mine.data.content.find((e) => e.url === webhookUrl);
  const answer = existing
    ? await api.POST('/v1/partner/webhooks/{id}/rotate-secret', { params: { path: { id: existing.id } } })
    : await api.POST('/v1/partner/webhooks', {
        body: {
          url: webhookUrl,
          eventTypes: [
            'reservation.created',
            'reservation.confirmed',
            'reservation.cancelled',
            'reservation.option_expired',
          ],
          description: 'examples/partner.mjs',
        },
      });
  if (answer.error) fail('webhook address', answer.error);
  const { endpoint, secret } = answer.data.content;
  // Stopped after a day of failed deliveries (or a 410)? Enabled again, what waited goes out in order.
  if (!endpoint.enabled) {
    const enabled = await api.PATCH('/v1/partner/webhooks/{id}', {
      params: { path: { id: endpoint.id } },
      body: { enabled: true },
    });
    if (enabled.error) fail('enable webhook address', enabled.error);
  }
  console.log(`webhook address ${existing ? 'found, secret renewed' : 'registered'}: ${endpoint.url}`);
  receiver = listen(secret, Number(process.env.PORT ?? 8787));
}

// 4. Book it. The Idempotency-Key makes a retried request answer the first booking instead of a second one.
const booked = await api.POST('/v1/partner/reservations', {
  params: { header: { 'idempotency-key': `acente-${boat.id}-${from}` } },
  body: {
    boatSlug: boat.slug,
    start: from,
    end: to,
    guests: 6,
    partnerReference: 'ACENTE-2027-0042',
    customer: { name: 'Misafir Adı', email: 'misafir@example.com', phone: '+90 532 000 00 00' },
  },
});
if (booked.error) fail('booking', booked.error);
const option = booked.data.content;
console.log(`booked ${option.reference} (${option.partnerReference}): ${option.status} until ${option.optionUntil}`);

// 5. Its webhook: verified with the secret, then acted on. A real receiver keeps listening. (A replayed
// booking, the same Idempotency-Key again, is the first one: nothing new happened, so no new webhook.)
const replayed = booked.response.headers.get('idempotent-replayed') === 'true';
if (replayed) console.log('the same booking as before (Idempotent-Replayed): no new webhook');
if (receiver && !replayed) {
  const event = await receiver.next(
    (e) => e.type === 'reservation.created' && e.data.reservationId === option.id,
    Number(process.env.FETHIYE_WEBHOOK_WAIT_MS ?? 60_000),
  );
  console.log(`webhook verified: ${event.type} ${event.data.reference}`);
}
receiver?.close();

/** A receiver on `port`: every delivery verified (the raw body, exactly as it came: the signature covers its bytes). */
function listen(secret, port) {
  const seen = [];
  const waiting = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const event = await verifyWebhook(secret, req.headers, Buffer.concat(chunks));
        console.log(`${req.headers['webhook-id']} ${event.type}`, JSON.stringify(event.data));
        res.writeHead(204).end();
        seen.push(event);
        for (const w of waiting) w(event);
      } catch (e) {
        console.warn('refused:', e.message);
        res.writeHead(400).end();
      }
    });
  }).listen(port);
  return {
    next: (wanted, ms) =>
      new Promise((resolve, reject) => {
        const found = seen.find(wanted);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error(`no webhook within ${ms} ms`)), ms);
        const check = (event) => {
          if (!wanted(event)) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(event);
        };
        waiting.add(check);
      }),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
