import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_JWT_SECRET } from './app.js';

/**
 * Walks every operation of the app's own OpenAPI document, so a route added later cannot escape:
 * the auth checks for every `/v1/admin/` operation, then a hostile-values sweep over every
 * operation (public ones too) that must never produce a 5xx.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-roles'?: string[];
}
interface OpenApiDoc {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface Op {
  method: Method;
  path: string;
  op: Operation;
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '%_\\',
  'x'.repeat(10_000),
  '\u0000nul',
  '"; select pg_sleep(0); --',
  '<img src=x onerror=alert(1)>',
  '{{customer_name}}{{bilinmeyen}}',
  '../../etc/passwd',
  '',
  '😀 İıĞğ',
  '$1 $$ $tag$',
  '0000-01-01T00:00:00Z',
];
const HOSTILE_NUMBERS: unknown[] = [-1, 2 ** 40, 0, 1e20, 'abc', 1.5, 2_147_483_648, -(2 ** 40), '1; drop table users'];
const HOSTILE_BOOLEANS: unknown[] = [true, 'belki', 2, false];
const HOSTILE_PATH_VALUES = [
  '-1',
  '0',
  '2147483648',
  '1099511627776',
  '99999999999999999999',
  "1'%20or%20'1'='1",
  '1.5',
  'abc',
  'x'.repeat(300),
];
const VARIANTS = 14;

describe('every operation in the OpenAPI document', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const doc = t.app.swagger() as unknown as OpenApiDoc;

  const ops: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method.toLowerCase() as Lowercase<Method>];
      return op ? [{ method, path, op }] : [];
    }),
  );
  const adminOps = ops.filter((o) => o.path.startsWith('/v1/admin/'));
  const name = (o: Op) => `${o.method} ${o.path}`;
  const url = (o: Op, fill: (param: string) => string = () => '1') =>
    o.path.replace(/\{([^}]+)\}/g, (_m, p: string) => fill(p));
  const jsonBody = (o: Op) => o.op.requestBody?.content['application/json']?.schema;
  let clients = 0;
  // Each request from its own address, so per-address rate limits (contact form, subscribe, login)
  // do not answer 429 before the hostile values reach validation and the handlers.
  const send = (o: Op, headers: Record<string, string>, target = url(o), payload?: unknown) =>
    t.app.inject({
      method: o.method,
      url: target,
      headers,
      remoteAddress: `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
      ...(payload !== undefined
        ? { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }
        : {}),
      ...(payload === undefined && jsonBody(o) ? { payload: {} } : {}),
    });

  const now = Math.floor(Date.now() / 1000);
  const expired = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })({
    id: admin.id,
    role: 'ADMIN',
    iat: now - 7200,
    exp: now - 3600,
  });
  // A middle character of the signature: the last one may only carry padding bits.
  const signatureStart = admin.token.lastIndexOf('.') + 1;
  const at = signatureStart + 10;
  const tampered = admin.token.slice(0, at) + (admin.token[at] === 'A' ? 'B' : 'A') + admin.token.slice(at + 1);

  it('finds the admin operations and documents the roles of each', () => {
    expect(adminOps.length).toBeGreaterThan(40);
    for (const o of adminOps) expect(o.op['x-roles'], name(o)).toBeDefined();
  });

  it('refuses a NUL character anywhere in the input with a Turkish 400 instead of a database error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTER' });
    const query = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users?search=%00',
      headers: bearer(admin.token),
    });
    expect(query.statusCode).toBe(400);
  });

  describe.each(adminOps.map((o) => [name(o), o] as const))('%s', (_label, o) => {
    it('answers 401 without a token, with a tampered token and with an expired token', async () => {
      expect((await send(o, {})).statusCode).toBe(401);
      expect((await send(o, bearer(tampered))).statusCode).toBe(401);
      expect((await send(o, bearer(expired))).statusCode).toBe(401);
    });

    it('answers an OWNER 403 when ADMIN-only, and lets them past the role check otherwise', async () => {
      const res = await send(o, bearer(owner.token));
      if (o.op['x-roles']?.includes('OWNER')) {
        expect(res.statusCode).not.toBe(401);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode).toBe(403);
      }
    });
  });

  function resolve(schema: JsonSchema): JsonSchema {
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {});
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return resolve(options.find((s) => s.type !== 'null') ?? options[0] ?? {});
    return schema;
  }

  /** A hostile value shaped after the schema; variant `k` picks which one. */
  function hostile(raw: JsonSchema, k: number, depth = 0): unknown {
    const schema = resolve(raw);
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    if (k % VARIANTS === VARIANTS - 1 && depth > 0) return { wrong: 'type' };
    switch (type) {
      case 'integer':
      case 'number':
        return HOSTILE_NUMBERS[k % HOSTILE_NUMBERS.length];
      case 'boolean':
        return HOSTILE_BOOLEANS[k % HOSTILE_BOOLEANS.length];
      case 'array':
        return k % 3 === 0
          ? 'liste-değil'
          : Array.from({ length: k % 3 === 1 ? 1 : 3 }, (_, i) => hostile(schema.items ?? {}, k + i, depth + 1));
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, hostile(s, k, depth + 1)]),
        );
      default:
        return HOSTILE_STRINGS[k % HOSTILE_STRINGS.length];
    }
  }

  /** A value the schema is likely to accept ('1' also passes the slug, phone and rate patterns). */
  function plausible(raw: JsonSchema & { format?: string; pattern?: string }): unknown {
    const schema = resolve(raw) as JsonSchema & { format?: string; pattern?: string };
    if (schema.enum) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    switch (type) {
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return true;
      case 'array':
        return [plausible(schema.items ?? {})];
      case 'object':
        return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausible(s)]));
      default:
        if (schema.format === 'email') return 'kisi@example.com';
        if (schema.format === 'date-time') return '2026-07-01T10:00:00Z';
        if (schema.format === 'date') return '2026-07-01';
        return schema.pattern ? '1' : 'deneme';
    }
  }

  describe.each(ops.map((o) => [name(o), o] as const))('hostile values: %s', (_label, o) => {
    it('never answers 5xx', async () => {
      const headers = bearer(admin.token);
      const params = o.op.parameters ?? [];
      const failures: string[] = [];
      const check = async (target: string, payload?: unknown) => {
        const res = await send(o, headers, target, payload);
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${target.slice(0, 200)} ${JSON.stringify(payload)?.slice(0, 200)} → ${res.body.slice(0, 300)}`,
          );
      };
      for (const value of HOSTILE_PATH_VALUES) if (o.path.includes('{')) await check(url(o, () => value));
      for (let k = 0; k < VARIANTS; k++) {
        const query = new URLSearchParams();
        for (const p of params.filter((p) => p.in === 'query')) query.set(p.name, String(hostile(p.schema ?? {}, k)));
        const target = `${url(o)}${params.some((p) => p.in === 'query') ? `?${query.toString()}` : ''}`;
        const schema = jsonBody(o);
        await check(target, schema ? hostile(schema, k) : undefined);
      }
      const queryParams = params.filter((p) => p.in === 'query');
      for (const p of queryParams) {
        for (let k = 0; k < VARIANTS; k++) {
          const query = new URLSearchParams(
            queryParams.map((q): [string, string] => [
              q.name,
              String(q === p ? hostile(p.schema ?? {}, k) : plausible(q.schema ?? {})),
            ]),
          );
          await check(`${url(o)}?${query.toString()}`, jsonBody(o) ? plausible(jsonBody(o)!) : undefined);
        }
      }
      const schema = jsonBody(o);
      if (schema) {
        for (const wrong of [[], 'metin', 42, null]) await check(url(o), wrong);
        // One hostile field at a time in an otherwise plausible body, so an invalid neighbour
        // cannot stop the request at validation before the hostile value reaches the handler.
        const base = plausible(schema) as Record<string, unknown>;
        for (const [field, fieldSchema] of Object.entries(resolve(schema).properties ?? {})) {
          for (let k = 0; k < VARIANTS; k++) await check(url(o), { ...base, [field]: hostile(fieldSchema, k, 1) });
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
