import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { newSecret, signedHeaders } from '../src/webhooks/signature.js';
import { createTestApp } from './app.js';
import { freePort } from './global-setup.js';
import { catalogFixtures } from './catalog.js';
import { partnerFixtures } from './partner-fixtures.js';
import { startServerProcess } from './processes.js';

const run = promisify(execFile);
const bin = (name: string) => join(ROOT_DIR, 'node_modules', '.bin', name);
const npm = (args: string[], cwd: string) => run('npm', args, { cwd, env: { ...process.env, npm_config_yes: 'true' } });

describe('packages/client (the SDK)', () => {
  // That src/schema.ts is generated from the current OpenAPI document: web-api-types.test.ts.
  describe('packed, installed in an empty folder and run against a started server', async () => {
    const work = await mkdtemp(join(tmpdir(), 'fethiye-sdk-'));
    afterAll(() => rm(work, { recursive: true, force: true }));
    // A boat to find, in the database a real server process serves.
    const t = await createTestApp();
    const admin = await t.createUser('ADMIN');
    const owner = await t.createUser('OWNER');
    const fx = catalogFixtures(t, admin.token);
    const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
    // Its webhook jobs running, and a receiver on loopback accepted (the partner example registers one).
    const server = await startServerProcess(t.db, { WORKERS: 'on', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'on' });

    it('builds with tsc and packs a tarball holding the build, the README and the example', async () => {
      // `npm pack` builds first (prepack: tsc into dist/, which fails on a type error; `npm run typecheck`
      // checks the package's sources as well).
      await npm(['pack', '--pack-destination', work, '-w', '@fethiyetekne/client'], ROOT_DIR);
      const [tarball] = (await readdir(work)).filter((f) => f.endsWith('.tgz'));
      expect(tarball).toMatch(/^fethiyetekne-client-\d+\.\d+\.\d+\.tgz$/);
      const { stdout } = await run('tar', ['-tzf', join(work, tarball!)]);
      const files = stdout.trim().split('\n').sort();
      expect(files).toEqual(
        expect.arrayContaining([
          'package/dist/index.js',
          'package/dist/index.d.ts',
          'package/dist/verify-webhook.js',
          'package/dist/schema.d.ts',
          'package/README.md',
          'package/examples/partner.mjs',
          'package/package.json',
        ]),
      );
      expect(files.filter((f) => f.startsWith('package/src/'))).toEqual([]);
    }, 240_000);

    it('installs from the tarball, type-checks a consumer, calls the public API with its key and verifies the server’s signature', async () => {
      const [tarball] = (await readdir(work)).filter((f) => f.endsWith('.tgz'));
      const app = join(work, 'partner-app');
      await run('mkdir', ['-p', app]);
      await writeFile(
        join(app, 'package.json'),
        JSON.stringify({ name: 'partner-app', private: true, type: 'module' }),
      );
      await npm(
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(work, tarball!)],
        app,
      );

      // The types ship with it: a consumer's mistakes are compile errors.
      await writeFile(
        join(app, 'consumer.ts'),
        `import { createClient, verifyWebhook, type WebhookEvent } from '@fethiyetekne/client';
const api = createClient({ baseUrl: 'https://fethiyetekne.com', apiKey: 'anahtar' });
const boats = await api.GET('/v1/searchboats', { params: { query: { skip: 0, take: 5, guests: 6 } } });
export const slug: string | undefined = boats.data?.content[0]?.slug;
// @ts-expect-error: no such path
await api.GET('/v1/no-such-path');
// @ts-expect-error: take is a number
await api.GET('/v1/searchboats', { params: { query: { skip: 0, take: 'beş' } } });
const event: WebhookEvent = await verifyWebhook('whsec_x', new Headers(), '{}');
if (event.type === 'reservation.confirmed') {
  const by: 'deposit' | 'office' = event.data.by;
  console.log(by, event.data.reference);
}
`,
      );
      await writeFile(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            lib: ['ES2023', 'DOM'],
            types: [],
            strict: true,
            noEmit: true,
          },
          files: ['consumer.ts'],
        }),
      );
      await run(bin('tsc'), ['-p', join(app, 'tsconfig.json')], { cwd: app });
      await run(process.execPath, [
        '--check',
        join(app, 'node_modules', '@fethiyetekne', 'client', 'examples', 'partner.mjs'),
      ]);

      // A delivery signed by the server's own signer, as the webhook jobs sign them.
      const secret = newSecret();
      const body = JSON.stringify({
        type: 'reservation.confirmed',
        timestamp: new Date().toISOString(),
        data: {
          reservationId: '4b0f7d1e-2c3a-4f5e-9a8b-1c2d3e4f5a6b',
          reference: 'FT-2027-000123',
          boatId: boat.id,
          by: 'deposit',
        },
      });
      const headers = signedHeaders(
        [secret],
        'a3bb189e-8bf9-3888-9912-ace4e6543002',
        Math.floor(Date.now() / 1000),
        body,
      );
      await writeFile(
        join(app, 'run.mjs'),
        `import { createClient, verifyWebhook } from '@fethiyetekne/client';
const [baseUrl, slug, secret, headers, body, apiKey] = process.argv.slice(2);
const keys = [];
const api = createClient({
  baseUrl,
  apiKey,
  fetch: (request) => { keys.push(request.headers.get('x-api-key')); return fetch(request); },
});
const boats = await api.GET('/v1/searchboats', { params: { query: { take: 5 } } });
const availability = await api.GET('/v1/boats/{slug}/availability', {
  params: { path: { slug }, query: { from: '2027-06-01', to: '2027-07-01' } },
});
const missing = await api.GET('/v1/boats/{slug}', { params: { path: { slug: 'olmayan-tekne' } } });
const event = await verifyWebhook(secret, JSON.parse(headers), body);
const refused = async (h, b, opts) => verifyWebhook(secret, h, b, opts).then(() => 'accepted', (e) => e.name);
const h = JSON.parse(headers);
console.log(JSON.stringify({
  keys,
  boats: boats.data.content.map((b) => b.slug),
  occupied: availability.data.content.occupied,
  missing: { status: missing.response.status, code: missing.error.code },
  event,
  tampered: await refused(h, body.replace('deposit', 'office')),
  otherSecret: await verifyWebhook('whsec_' + Buffer.alloc(32, 1).toString('base64'), h, body).then(() => 'accepted', (e) => e.name),
  stale: await refused(h, body, { now: new Date(Date.now() + 3600_000) }),
  bytes: (await verifyWebhook(secret, new Headers(h), new TextEncoder().encode(body))).type,
}));
`,
      );
      // A catalog key: the search counts against the partner (a key that is not valid would be refused).
      const px = partnerFixtures(t, admin.token);
      const { secret: apiKey } = await px.key((await px.partner({ scopes: ['catalog:read'] })).id);
      const { stdout } = await run(
        process.execPath,
        [join(app, 'run.mjs'), server.url, boat.slug, secret, JSON.stringify(headers), body, apiKey],
        { cwd: app },
      );
      const out = JSON.parse(stdout) as Record<string, unknown>;
      expect(out).toMatchObject({
        keys: [apiKey, apiKey, apiKey],
        boats: [boat.slug],
        occupied: [],
        missing: { status: 404, code: 'NOT_FOUND' },
        event: JSON.parse(body) as object,
        tampered: 'WebhookVerificationError',
        otherSecret: 'WebhookVerificationError',
        stale: 'WebhookVerificationError',
        bytes: 'reservation.confirmed',
      });
    }, 240_000);

    it("runs the partner example against the started server with a partner's key: boats, availability, its own webhook address, a booking and its verified webhook", async () => {
      const px = partnerFixtures(t, admin.token);
      const partner = await px.partner({ scopes: ['availability:read', 'bookings:write', 'bookings:read'] });
      const { secret: key } = await px.key(partner.id);
      const example = join(work, 'partner-app', 'node_modules', '@fethiyetekne', 'client', 'examples', 'partner.mjs');
      const port = await freePort();
      const hooks = `http://127.0.0.1:${port}/hooks`;
      const { stdout } = await run(process.execPath, [example], {
        cwd: join(work, 'partner-app'),
        env: {
          ...process.env,
          FETHIYE_URL: server.url,
          FETHIYE_API_KEY: key,
          FETHIYE_WEBHOOK_URL: hooks,
          PORT: String(port),
          FETHIYE_WEBHOOK_WAIT_MS: '60000',
        },
      });
      expect(stdout).toContain(`first: ${boat.name} (${boat.slug})`);
      expect(stdout).toContain('busy in 2027-06-12..2027-06-19: none');
      expect(stdout).toContain(`webhook address registered: ${hooks}`);
      const reference = /booked (\S+) \(ACENTE-2027-0042\): option until 20\d\d-/.exec(stdout)?.[1];
      expect(reference, stdout).toBeDefined();
      // The booking's reservation.created reached the example's receiver and passed verifyWebhook.
      expect(stdout).toContain(`webhook verified: reservation.created ${reference}`);
      const endpoints = await px.call(key, 'GET', '/v1/partner/webhooks');
      expect(JSON.parse(endpoints.body)).toMatchObject({ total: 1, content: [{ url: hooks, partnerId: partner.id }] });
      // The booking is the partner's, as its own list says.
      const list = await px.call(key, 'GET', '/v1/partner/reservations?skip=0&take=10');
      expect(JSON.parse(list.body)).toMatchObject({
        content: [{ partnerReference: 'ACENTE-2027-0042', boat: { slug: boat.slug }, start: '2027-06-12' }],
      });
    }, 120_000);
  });
});
