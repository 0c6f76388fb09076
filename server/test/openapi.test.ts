import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { generateOpenApi } from '../src/openapi.js';

describe('openapi/openapi.json', () => {
  it('is exactly what the app generates (run `npm run openapi` after changing a route)', async () => {
    const committed = await readFile(join(ROOT_DIR, 'openapi', 'openapi.json'), 'utf8');
    expect(committed).toBe(await generateOpenApi());
  });

  it('declares every route with schemas, shared schemas under their own names', async () => {
    const doc = JSON.parse(await generateOpenApi()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['ErrorResponse', 'User']));
    expect(JSON.stringify(doc)).not.toMatch(/def-\d/);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        if (path.startsWith('/v1/admin/')) expect(op.security, `${method} ${path}`).toBeDefined();
      }
    }
  });
});
