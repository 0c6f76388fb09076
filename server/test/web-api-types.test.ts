import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';

const run = promisify(execFile);

describe('web/src/api/schema.d.ts', () => {
  it('is what openapi-typescript makes of openapi/openapi.json (run `npm run api:types -w web` after `npm run openapi`)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fethiye-api-types-'));
    try {
      const out = join(dir, 'schema.d.ts');
      await run(
        join(ROOT_DIR, 'node_modules', '.bin', 'openapi-typescript'),
        [join(ROOT_DIR, 'openapi', 'openapi.json'), '-o', out],
        { cwd: ROOT_DIR },
      );
      const committed = await readFile(join(ROOT_DIR, 'web', 'src', 'api', 'schema.d.ts'), 'utf8');
      expect(committed).toBe(await readFile(out, 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
