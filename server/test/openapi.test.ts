import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { generateOpenApi } from '../src/openapi.js';
import { createTestApp } from './app.js';

describe('openapi/openapi.json', async () => {
  const generated = await generateOpenApi();

  it('is exactly what the app generates (run `npm run openapi` after changing a route)', async () => {
    const committed = await readFile(join(ROOT_DIR, 'openapi', 'openapi.json'), 'utf8');
    expect(committed).toBe(generated);
  });

  it('declares every route with schemas, shared schemas under their own names', async () => {
    const doc = JSON.parse(generated) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['ErrorResponse', 'User']));
    expect(JSON.stringify(doc)).not.toMatch(/def-\d/);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        if (path.startsWith('/v1/admin/')) expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });

  it('names every operation once, camelCase verb-noun, and describes it', async () => {
    const ids = operations(JSON.parse(generated) as Document).map(({ name, op }) => {
      expect(op.operationId, name).toMatch(OPERATION_ID);
      expect(op.description?.trim(), name).toBeTruthy();
      expect(op.summary?.trim(), name).toBeTruthy();
      return op.operationId;
    });
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('says who may call each operation: the bearer token or a partner key with its scopes behind the guards, nothing (security: []) elsewhere', async () => {
    for (const { name, op } of operations(JSON.parse(generated) as Document)) {
      const scopes = op['x-scopes'];
      const optional = op['x-scopes-optional'];
      expect(op.security, name).toEqual(
        op['x-roles'] ? [{ bearerAuth: [] }] : scopes ? [{ partnerKey: [] }] : optional ? [{}, { partnerKey: [] }] : [],
      );
      if (optional) {
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403', '429']));
        expect(op.description, name).toContain(`\`${optional[0]}\``);
      }
      if (op['x-roles']) expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403']));
      if (scopes) {
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403', '429']));
        expect(op.description, name).toContain(`\`${scopes[0]}\``);
      }
    }
  });

  it('asks for no parameter that has a default: the server fills it in, and a client may leave it out', async () => {
    const asked = operations(JSON.parse(generated) as Document).flatMap(({ name, op }) =>
      (op.parameters ?? [])
        .filter((p) => p.required && p.schema?.default !== undefined && p.in !== 'path')
        .map((p) => `${name} ${p.in} ${p.name}`),
    );
    expect(asked).toEqual([]);
    // The page's skip and take left out: the first page of the default size, as the document says.
    const t = await createTestApp();
    const search = await t.app.inject({ method: 'GET', url: '/v1/searchboats' });
    expect(search.statusCode, search.body).toBe(200);
    const admin = await t.createUser('ADMIN');
    const users = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json<{ content: unknown[] }>().content.length).toBeGreaterThan(0);
  });

  it('gives every request body and every refusal an example, and every answer a content type or none (204)', async () => {
    for (const { name, op } of operations(JSON.parse(generated) as Document)) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        expect(media.example ?? media.examples, `${name} request ${type}`).toBeDefined();
      }
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['400', '500', '503']));
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description, `${name} ${status}`).toBeTruthy();
        if (status === '204' || status === '304') {
          expect(response.content, `${name} ${status}`).toBeUndefined();
          continue;
        }
        expect(Object.keys(response.content ?? {}).length, `${name} ${status}`).toBeGreaterThan(0);
        const json = response.content?.['application/json'];
        if (json?.schema?.$ref === '#/components/schemas/ErrorResponse') {
          expect(json.example, `${name} ${status}`).toMatchObject({ statusCode: Number(status) });
        }
      }
    }
  });
});

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  security?: unknown;
  'x-roles'?: string[];
  'x-scopes'?: string[];
  'x-scopes-optional'?: string[];
  requestBody?: { content: Record<string, Media> };
  parameters?: { name: string; in: string; required?: boolean; schema?: { default?: unknown } }[];
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** A verb, then one or more capitalised words: `listBoats`, `setBoatForRent`, `createAccessToken`. */
const OPERATION_ID =
  /^(get|list|find|search|export|create|update|delete|remove|set|reorder|upload|submit|request|confirm|show|record|erase|cancel|send|subscribe|resend|rotate|preview|sync|accept|refuse|revoke)([A-Z][a-z0-9]*)+$/;

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
