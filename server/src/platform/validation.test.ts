import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { buildValidator } from './validation.js';

async function appWith() {
  const app = Fastify({ schemaController: { compilersFactory: { buildValidator } } });
  registerErrorHandling(app);
  app.post(
    '/things/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({
          take: Type.Integer({ default: 10 }),
          ids: Type.Optional(Type.Array(Type.Integer())),
        }),
        body: Type.Object({ name: Type.String(), active: Type.Boolean(), count: Type.Integer() }),
      },
    },
    async (request) => ({ params: request.params, query: request.query, body: request.body }),
  );
  await app.ready();
  return app;
}

describe('request validation', () => {
  it('coerces path parameters and query strings to the schema types', async () => {
    const app = await appWith();
    const res = await app.inject({
      method: 'POST',
      url: '/things/7?take=20&ids=3',
      payload: { name: 'a', active: true, count: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ params: { id: 7 }, query: { take: 20, ids: [3] } });
  });

  it.each([
    ['a number as a text', { name: 0, active: true, count: 1 }, '"name" metin olmalıdır.'],
    ['a boolean as a text', { name: 'a', active: 'false', count: 1 }, '"active" true veya false olmalıdır.'],
    ['a number in a string', { name: 'a', active: true, count: '1' }, '"count" tam sayı olmalıdır.'],
    ['false as a text', { name: false, active: true, count: 1 }, '"name" metin olmalıdır.'],
  ])('refuses %s in a JSON body with a Turkish 400', async (_case, payload, message) => {
    const app = await appWith();
    const res = await app.inject({ method: 'POST', url: '/things/7', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      content: { message: `Geçersiz istek: ${message}` },
    });
  });
});
