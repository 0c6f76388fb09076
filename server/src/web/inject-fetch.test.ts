import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { injectFetch } from './inject-fetch.js';

describe('injectFetch: the server renderer reads the API in-process', async () => {
  const app = Fastify();
  app.get('/v1/echo', async (request) => ({
    content: { query: request.query, header: request.headers['x-test'] ?? null },
  }));
  app.post('/v1/echo', async (request, reply) => reply.status(201).send({ content: request.body }));
  app.get('/v1/missing', async (_request, reply) =>
    reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', content: { message: 'Bulunamadı.' } }),
  );
  app.delete('/v1/nothing', async (_request, reply) => reply.status(204).send());
  app.get('/v1/ip', async (request) => ({ content: { ip: request.ip } }));
  // Never listening: every answer below comes without a socket.
  await app.ready();
  afterAll(() => app.close());
  const fetch = injectFetch(app);

  it('answers a GET with its path, query and headers, whatever the placeholder origin', async () => {
    const res = await fetch(
      new Request('http://in-process.invalid/v1/echo?searchString=G%C3%B6cek&take=20', {
        headers: { 'x-test': 'evet' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ content: { query: { searchString: 'Göcek', take: '20' }, header: 'evet' } });
  });

  it('calls as the visitor whose page is rendered, so per-client limits count the visitor', async () => {
    const asVisitor = injectFetch(app, '203.0.113.44');
    const res = await asVisitor(new Request('http://in-process.invalid/v1/ip'));
    expect(await res.json()).toEqual({ content: { ip: '203.0.113.44' } });
  });

  it('passes a JSON body through', async () => {
    const res = await fetch(
      new Request('http://in-process.invalid/v1/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ad: 'Çağla' }),
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ content: { ad: 'Çağla' } });
  });

  it('keeps the error envelope and the status', async () => {
    const res = await fetch(new Request('http://in-process.invalid/v1/missing'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', content: { message: 'Bulunamadı.' } });
  });

  it('answers 204 without a body', async () => {
    const res = await fetch(new Request('http://in-process.invalid/v1/nothing', { method: 'DELETE' }));
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });
});
