import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineText, compareContracts, describeBreaking, normalize, type OpenApiDocument } from './api-compat.js';
import { ROOT_DIR } from './config.js';

interface Schema {
  type?: string;
  enum?: string[];
  anyOf?: Schema[];
  $ref?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
  examples?: string[];
}
interface Parameter {
  in: 'query';
  name: string;
  required: boolean;
  schema: Schema;
}
interface Media {
  content: Record<string, { schema: Schema }>;
}
interface Operation {
  security?: object[];
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: Media & { required?: boolean };
  responses: Record<string, Partial<Media> & { description: string }>;
}
interface Doc {
  openapi: string;
  info: { version: string };
  paths: Record<string, { get?: Operation; post?: Operation }>;
  webhooks: Record<string, { post?: Operation }>;
  components: { schemas: Record<string, Schema> };
}

/** A small document: a GET with query parameters and an answer, a POST with a body, a webhook, a recursive schema. */
const doc = (): Doc => ({
  openapi: '3.1.0',
  info: { version: '1.0.0' },
  paths: {
    '/v1/boats': {
      get: {
        parameters: [
          { in: 'query', name: 'take', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
          {
            in: 'query',
            name: 'order',
            required: false,
            schema: {
              anyOf: [
                { type: 'string', enum: ['price_asc'] },
                { type: 'string', enum: ['price_desc'] },
              ],
            },
          },
        ],
        responses: {
          '200': {
            description: 'Başarılı',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['content'],
                  properties: { content: { type: 'array', items: { $ref: '#/components/schemas/Boat' } } },
                },
              },
            },
          },
          '404': { description: 'Yok', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
      post: {
        security: [{ bearerAuth: [] }],
        'x-roles': ['ADMIN', 'OWNER'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string', maxLength: 100 },
                  status: { type: 'string', enum: ['active', 'passive'] },
                  guests: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Eklendi',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Boat' } } },
          },
        },
      },
    },
  },
  webhooks: {
    'boat.changed': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id'],
                properties: { id: { type: 'integer' }, name: { type: 'string' } },
              },
            },
          },
        },
        responses: { '200': { description: 'Alındı' } },
      },
    },
  },
  components: {
    schemas: {
      Boat: {
        type: 'object',
        required: ['id', 'name', 'kind'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', description: 'Adı' },
          kind: { type: 'string', enum: ['gulet', 'yacht'] },
          parent: { anyOf: [{ $ref: '#/components/schemas/Boat' }, { type: 'null' }] },
        },
      },
    },
  },
});

const asDocument = (d: Doc) => d as unknown as OpenApiDocument;
const breaking = (change: (d: Doc) => void) => {
  const current = doc();
  change(current);
  return describeBreaking(compareContracts(asDocument(doc()), asDocument(current)));
};
const boat = (d: Doc) => d.components.schemas.Boat!;
const props = (s: Schema) => s.properties!;
const list = (d: Doc) => d.paths['/v1/boats']!.get!;
const create = (d: Doc) => d.paths['/v1/boats']!.post!;
const body = (d: Doc) => create(d).requestBody!.content['application/json']!.schema;

describe('the /v1 contract guard', () => {
  it('finds nothing in an unchanged document, nor in prose and examples', () => {
    expect(compareContracts(asDocument(doc()), asDocument(doc()))).toEqual([]);
    expect(
      breaking((d) => (props(boat(d)).name = { type: 'string', description: 'Teknenin adı', examples: ['Mavi'] })),
    ).toEqual([]);
  });

  it('fails when a response field is removed on purpose (from a shared schema, wherever it is answered)', () => {
    expect(
      breaking((d) => {
        delete props(boat(d)).name;
        boat(d).required = ['id', 'kind'];
      }),
    ).toEqual([
      'GET /v1/boats › 200 application/json.content[].name: field removed',
      // The same shared schema one level down (`parent` is a Boat too): said there as well, once.
      'GET /v1/boats › 200 application/json.content[].parent.name: field removed',
      'POST /v1/boats › 201 application/json.name: field removed',
      'POST /v1/boats › 201 application/json.parent.name: field removed',
    ]);
  });

  it('fails when a field is removed from the real document, deliberately', () => {
    const current = JSON.parse(readFileSync(resolve(ROOT_DIR, 'openapi', 'openapi.json'), 'utf8')) as OpenApiDocument;
    const baseline = JSON.parse(baselineText(current as never)) as OpenApiDocument;
    expect(describeBreaking(compareContracts(baseline, current))).toEqual([]);
    const schemas = current.components!.schemas as Record<string, { properties: Record<string, unknown> }>;
    delete schemas.SearchItem!.properties.slug;
    const found = describeBreaking(compareContracts(baseline, current));
    expect(found).toContain('GET /v1/searchboats › 200 application/json.content[].slug: field removed');
    expect(found.every((f) => f.endsWith('slug: field removed'))).toBe(true);
  });

  it('fails on a removed operation, webhook or success answer, not on a removed refusal', () => {
    expect(breaking((d) => delete d.paths['/v1/boats']!.post)).toEqual(['POST /v1/boats: operation removed']);
    expect(breaking((d) => delete d.webhooks['boat.changed'])).toEqual(['webhook POST boat.changed: webhook removed']);
    expect(breaking((d) => delete list(d).responses['200'])).toEqual(['GET /v1/boats › 200: success answer removed']);
    expect(breaking((d) => delete list(d).responses['404'])).toEqual([]);
  });

  it('fails when an answer gives less: a field that may be missing, a new type, null', () => {
    expect(breaking((d) => (boat(d).required = ['id', 'kind']))).toEqual([
      'GET /v1/boats › 200 application/json.content[].name: may now be missing',
      'GET /v1/boats › 200 application/json.content[].parent.name: may now be missing',
      'POST /v1/boats › 201 application/json.name: may now be missing',
      'POST /v1/boats › 201 application/json.parent.name: may now be missing',
    ]);
    expect(breaking((d) => (props(boat(d)).id = { anyOf: [{ type: 'integer' }, { type: 'null' }] }))).toContain(
      'GET /v1/boats › 200 application/json.content[].id: may now be null',
    );
    expect(breaking((d) => (props(boat(d)).id = { type: 'string' }))).toContain(
      'GET /v1/boats › 200 application/json.content[].id: may now be string',
    );
  });

  it('reports an answer enum gaining a value without failing, and new fields and operations', () => {
    const current = doc();
    props(boat(current)).kind = { type: 'string', enum: ['gulet', 'yacht', 'catamaran'] };
    props(boat(current)).length = { type: 'number' };
    current.paths['/v1/boats/{id}'] = { get: { responses: {} } };
    const changes = compareContracts(asDocument(doc()), asDocument(current));
    expect(describeBreaking(changes)).toEqual([]);
    expect(changes.map((c) => c.message)).toEqual(
      expect.arrayContaining(['may now be "catamaran" (new values: clients must tolerate them)', 'new field', 'new']),
    );
  });

  it('fails when a request asks for more: a new required parameter or field, one become required', () => {
    expect(
      breaking((d) =>
        list(d).parameters!.push({
          in: 'query',
          name: 'from',
          required: true,
          schema: { type: 'string' },
        }),
      ),
    ).toEqual(['GET /v1/boats › parameter query:from: new required parameter']);
    expect(
      breaking((d) =>
        list(d).parameters!.push({
          in: 'query',
          name: 'from',
          required: false,
          schema: { type: 'string' },
        }),
      ),
    ).toEqual([]);
    expect(breaking((d) => (list(d).parameters![0]!.required = true))).toEqual([
      'GET /v1/boats › parameter query:take: now required',
    ]);
    expect(
      breaking((d) => {
        props(body(d)).marina = { type: 'integer' };
        body(d).required = ['name', 'marina'];
      }),
    ).toEqual(['POST /v1/boats › body application/json.marina: new required field']);
    expect(breaking((d) => (body(d).required = ['name', 'guests']))).toEqual([
      'POST /v1/boats › body application/json.guests: now required',
    ]);
    expect(breaking((d) => (props(body(d)).guests = { type: 'integer', minimum: 1 }))).toEqual([
      'POST /v1/boats › body application/json.guests: minimum 1',
    ]);
  });

  it('fails when a request accepts less: a narrower type, fewer enum values, tighter bounds', () => {
    expect(breaking((d) => (props(body(d)).status = { type: 'string', enum: ['active'] }))).toEqual([
      'POST /v1/boats › body application/json.status: no longer accepts "passive"',
    ]);
    expect(breaking((d) => (props(body(d)).guests = { type: 'string' }))).toEqual([
      'POST /v1/boats › body application/json.guests: no longer accepts integer',
    ]);
    expect(breaking((d) => (props(body(d)).guests = { type: 'number' }))).toEqual([]);
    expect(breaking((d) => (props(body(d)).name = { type: 'string', maxLength: 50 }))).toEqual([
      'POST /v1/boats › body application/json.name: maxLength 100 → 50',
    ]);
    expect(
      breaking((d) => (list(d).parameters![1]!.schema = { anyOf: [{ type: 'string', enum: ['price_asc'] }] })),
    ).toEqual(['GET /v1/boats › parameter query:order: no longer accepts "price_desc"']);
    expect(breaking((d) => delete props(body(d)).guests)).toEqual([
      'POST /v1/boats › body application/json.guests: field no longer accepted',
    ]);
  });

  it('fails when a webhook body gives its receiver less, and on who may call an operation', () => {
    expect(
      breaking((d) => {
        delete props(d.webhooks['boat.changed']!.post!.requestBody!.content['application/json']!.schema).name;
      }),
    ).toEqual(['webhook POST boat.changed › body application/json.name: field removed']);
    expect(breaking((d) => (list(d).security = [{ bearerAuth: [] }]))).toEqual([
      'GET /v1/boats: now needs authorization',
    ]);
    // A key a caller may send, beside no key at all: still open.
    expect(breaking((d) => (list(d).security = [{}, { bearerAuth: [] }]))).toEqual([]);
    expect(breaking((d) => (create(d)['x-roles'] = ['ADMIN']))).toEqual([
      'POST /v1/boats: no longer allowed for OWNER',
    ]);
  });

  it('follows a recursive schema round once, and keeps fields named like keywords in the baseline', () => {
    expect(breaking((d) => (props(boat(d)).kind = { type: 'string' }))).toEqual([]);
    expect(breaking((d) => (props(boat(d)).parent!.anyOf![1] = { type: 'object' }))).toEqual([
      'GET /v1/boats › 200 application/json.content[].parent.id: may now be missing',
      'GET /v1/boats › 200 application/json.content[].parent.name: may now be missing',
      'GET /v1/boats › 200 application/json.content[].parent.kind: may now be missing',
      'POST /v1/boats › 201 application/json.parent.id: may now be missing',
      'POST /v1/boats › 201 application/json.parent.name: may now be missing',
      'POST /v1/boats › 201 application/json.parent.kind: may now be missing',
    ]);
    const normalized = normalize({ properties: { description: { type: 'string', description: 'x' } } });
    expect(normalized).toEqual({ properties: { description: { type: 'string' } } });
  });
});
