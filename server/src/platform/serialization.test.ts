import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSerializer } from './serialization.js';

const reply = (extra: Record<string, unknown> = {}) => ({
  200: {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number', multipleOf: 0.01 }, ...extra },
  },
});

describe('the serializer compiler shared by every app of a process', () => {
  it('compiles a response schema once, and gives a different schema or option its own serializer', () => {
    const first = buildSerializer({}, { ajv: { multipleOfPrecision: 9 } });
    const second = buildSerializer({}, { ajv: { multipleOfPrecision: 9 } });
    const route = { schema: reply()[200], method: 'GET', url: '/a', httpStatus: '200' };
    const serialize = first(route);
    // Another app, another route object with the same schema text: the same function.
    expect(second({ ...route, url: '/b', schema: structuredClone(route.schema) })).toBe(serialize);
    expect(first({ ...route, schema: reply({ boat: { type: 'string' } })[200] })).not.toBe(serialize);
    expect(buildSerializer({}, {})(route)).not.toBe(serialize);
    expect(serialize({ name: 'Poyraz', price: 71.57, secret: 'x' })).toBe('{"name":"Poyraz","price":71.57}');
  });

  it('answers the same bytes from two apps as Fastify’s own compiler does', async () => {
    const answer = { name: 'Yeşil Koy', price: 1250.5, owner: 'gizli' };
    const bodies: string[] = [];
    for (const compilersFactory of [{ buildSerializer }, { buildSerializer }, {}]) {
      const app = Fastify({ schemaController: { compilersFactory } });
      app.get('/boat', { schema: { response: reply() } }, async () => answer);
      bodies.push((await app.inject({ method: 'GET', url: '/boat' })).body);
      await app.close();
    }
    expect(bodies).toEqual(Array(3).fill('{"name":"Yeşil Koy","price":1250.5}'));
  });
});
