import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';

const run = promisify(execFile);

/**
 * The web client's types and the SDK's are the same generation of the same document: one run of
 * openapi-typescript (about 8 s of CPU on the 2 MB document) checks both.
 */
describe('web/src/api/schema.d.ts and packages/client/src/schema.ts', () => {
  it.each([
    ['web/src/api/schema.d.ts', 'npm run api:types -w web'],
    ['packages/client/src/schema.ts', 'npm run generate -w @fethiyetekne/client'],
  ])('%s is what openapi-typescript makes of openapi/openapi.json (run `%s` after `npm run openapi`)', async (file) => {
    expect(await readFile(join(ROOT_DIR, file), 'utf8')).toBe(await generated());
  });
});

let generation: Promise<string> | undefined;
const generated = () =>
  (generation ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fethiye-api-types-'));
    try {
      const out = join(dir, 'schema.ts');
      await run(
        join(ROOT_DIR, 'node_modules', '.bin', 'openapi-typescript'),
        [join(ROOT_DIR, 'openapi', 'openapi.json'), '-o', out],
        { cwd: ROOT_DIR },
      );
      return await readFile(out, 'utf8');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })());
