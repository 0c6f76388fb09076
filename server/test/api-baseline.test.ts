import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  baselineHash,
  baselineText,
  compareContracts,
  describeBreaking,
  type OpenApiDocument,
} from '../src/api-compat.js';
import { BASELINE, CHANGELOG, CURRENT } from '../src/api-compat-files.js';

describe('the /v1 contract against its committed baseline (openapi/baseline/v1.json)', async () => {
  const text = await readFile(BASELINE, 'utf8');
  const baseline = JSON.parse(text) as OpenApiDocument;
  const current = JSON.parse(await readFile(CURRENT, 'utf8')) as OpenApiDocument;

  it('has no breaking change (if it is meant: npm run contract:accept -- "<why>")', () => {
    expect(describeBreaking(compareContracts(baseline, current))).toEqual([]);
  });

  it('is named in CHANGELOG.md by its hash: a new baseline comes with its line', async () => {
    expect(await readFile(CHANGELOG, 'utf8')).toContain(`baseline sha256:${baselineHash(text)}`);
  });

  it('is what contract:accept writes, not edited by hand', () => {
    expect(baselineText(baseline as never)).toBe(text);
  });
});
