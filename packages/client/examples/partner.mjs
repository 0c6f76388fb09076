// A partner's whole round, with the SDK: list boats, check a boat's availability, book it (an option held
// until the deposit), and receive the webhooks that follow, verified. Run:
//   FETHIYE_URL=https://fethiyetekne.com FETHIYE_API_KEY=… FETHIYE_WEBHOOK_SECRET=whsec_… node examples/partner.mjs
// The key needs the scopes availability:read and bookings:write (the office issues it in İş ortakları); the
// office registers the webhook address for the partner (Webhook'lar) and hands over its secret. Without
// FETHIYE_WEBHOOK_SECRET the round ends after the booking.
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

// 3. Book it. The Idempotency-Key makes a retried request answer the first booking instead of a second one.
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

// 4. The webhooks that follow (reservation.created, .deposit_recorded, .confirmed …): verify, then act.
if (process.env.FETHIYE_WEBHOOK_SECRET)
  createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        // The raw body, exactly as it came: the signature covers its bytes.
        const event = await verifyWebhook(process.env.FETHIYE_WEBHOOK_SECRET, req.headers, Buffer.concat(chunks));
        console.log(`${req.headers['webhook-id']} ${event.type}`, event.data);
        res.writeHead(204).end();
      } catch (e) {
        console.warn('refused:', e.message);
        res.writeHead(400).end();
      }
    });
  }).listen(Number(process.env.PORT ?? 8787), () => console.log('waiting for webhooks…'));
