import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontCache, type FrontCache } from './front-cache.js';

/** A Fastify app behind the front cache: /answer counts its handler runs and says its answer is fresh until `until`. */
async function appWith(front: FrontCache, until: () => number | undefined) {
  let runs = 0;
  const app = Fastify({ serverFactory: front.serverFactory, genReqId: () => `fastify-${runs}` });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('preClose', async () => front.close());
  app.get('/answer', { onSend: front.onSend }, async (request, reply) => {
    runs++;
    if ((request.query as { fail?: string }).fail) return reply.code(400).send({ message: 'Geçersiz istek.' });
    front.answerFreshUntil(request, until());
    return { run: runs, text: 'Göcek’te tekne' };
  });
  app.post('/answer', { onSend: front.onSend }, async (request) => {
    runs++;
    front.answerFreshUntil(request, until());
    return { run: runs };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, runs: () => runs };
}

describe('front cache', () => {
  let clock = 1_000;
  let until: number | undefined = 5_000;
  const front = createFrontCache({ trustProxy: false, now: () => clock });
  let t: Awaited<ReturnType<typeof appWith>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await appWith(front, () => until);
    app = t.app;
  });
  afterAll(() => app.close());

  it('answers a repeated GET with the same bytes and headers, without running the route again', async () => {
    const first = await fetch(`${t.base}/answer?q=1`);
    const firstBody = await first.text();
    const again = await fetch(`${t.base}/answer?q=1`);
    expect(await again.text()).toBe(firstBody);
    expect(t.runs()).toBe(1);
    for (const name of ['content-type', 'content-length', 'x-content-type-options'])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const withId = await fetch(`${t.base}/answer?q=1`, { headers: { 'x-request-id': 'istek-42' } });
    expect(withId.headers.get('x-request-id')).toBe('istek-42');
    // Another URL is another entry.
    await fetch(`${t.base}/answer?q=2`);
    expect(t.runs()).toBe(2);
  });

  it('takes the full path once the answer is stale, for CORS requests, other methods and refusals', async () => {
    clock = 5_001;
    expect(await (await fetch(`${t.base}/answer?q=1`)).json()).toMatchObject({ run: 3 });
    until = 9_000;
    await fetch(`${t.base}/answer?q=1`);
    expect(t.runs()).toBe(4);
    await fetch(`${t.base}/answer?q=1`);
    expect(t.runs()).toBe(4);
    await fetch(`${t.base}/answer?q=1`, { headers: { origin: 'https://partner.example' } });
    expect(t.runs()).toBe(5);
    await fetch(`${t.base}/answer?q=3`, { method: 'POST' });
    await fetch(`${t.base}/answer?q=3`, { method: 'POST' });
    expect(t.runs()).toBe(7);
    expect((await fetch(`${t.base}/answer?fail=1`)).status).toBe(400);
    expect((await fetch(`${t.base}/answer?fail=1`)).status).toBe(400);
    expect(t.runs()).toBe(9);
  });

  it('keeps nothing when the route says its answer is not cached', async () => {
    until = undefined;
    await fetch(`${t.base}/answer?q=4`);
    await fetch(`${t.base}/answer?q=4`);
    expect(t.runs()).toBe(11);
  });
});

describe('front cache behind a trusted proxy', () => {
  it('keeps answers apart by X-Forwarded-Proto, and stops when the app closes', async () => {
    const front = createFrontCache({ trustProxy: true });
    const t = await appWith(front, () => Date.now() + 60_000);
    try {
      await fetch(`${t.base}/answer`, { headers: { 'x-forwarded-proto': 'https' } });
      await fetch(`${t.base}/answer`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(t.runs()).toBe(1);
      await fetch(`${t.base}/answer`);
      expect(t.runs()).toBe(2);
      expect(front.size).toBe(2);
    } finally {
      await t.app.close();
    }
    expect(front.size).toBe(0);
  });
});
