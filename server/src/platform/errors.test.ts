import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';

describe('the error handler', async () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  for (const code of ['40P01', '40001', 'XX000']) {
    app.get(`/${code}`, async () => {
      throw Object.assign(new Error(`postgres ${code}`), { code, severity: 'ERROR' });
    });
  }
  await app.ready();
  afterAll(() => app.close());

  it('answers a deadlock or serialization failure that escaped every retry as a 409 in Turkish, never a 500', async () => {
    for (const code of ['40P01', '40001']) {
      const res = await app.inject({ method: 'GET', url: `/${code}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'CONCURRENCY_CONFLICT',
        content: {
          message: expect.stringMatching(
            /aynı anda başka bir işlem yapıldığı için isteğiniz uygulanmadı; hiçbir şey değişmedi/,
          ),
        },
      });
    }
  });

  it('still answers other database errors as a 500 that shows only the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/XX000' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ code: string }>().code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('postgres');
  });
});
