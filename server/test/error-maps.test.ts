import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_MAPS } from '../src/app.js';
import { Refusal, type RefusalKind } from '../src/common/refusal.js';
import { AppError, refusalMap, toAppError, type ErrorMap } from '../src/platform/errors.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every module's `errors.ts` (not platform's, which holds the handler), with its exports. */
async function moduleErrorFiles(): Promise<{ file: string; exports: Record<string, unknown> }[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('/errors.ts') && f !== 'platform/errors.ts')
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      exports: (await import(pathToFileURL(`${SRC}${file}`).href)) as Record<string, unknown>,
    })),
  );
}

const isRefusalClass = (value: unknown): value is new (kind: RefusalKind, code: string, message: string) => Refusal =>
  typeof value === 'function' && value.prototype instanceof Refusal;

class Sample extends Refusal {}

describe('module error maps', () => {
  it('turns each kind of refusal into its status, with Retry-After when it says when to retry', () => {
    const map = refusalMap(Sample);
    const statuses = (
      ['invalid', 'unauthenticated', 'forbidden', 'not-found', 'conflict', 'unprocessable'] as const
    ).map((kind) => map(new Sample(kind, 'X', 'Olmaz.'))?.statusCode);
    expect(statuses).toEqual([400, 401, 403, 404, 409, 422]);
    const limited = map(new Sample('too-many', 'SLOW_DOWN', 'Yavaş.', 2.2));
    expect(limited).toBeInstanceOf(AppError);
    expect(limited).toMatchObject({ statusCode: 429, code: 'SLOW_DOWN', message: 'Yavaş.' });
    expect(limited?.headers).toEqual({ 'retry-after': '3' });
    expect(map(new Sample('conflict', 'X', 'y'))?.headers).toBeUndefined();
  });

  it("answers only its own module's refusals", () => {
    class Other extends Refusal {}
    expect(refusalMap(Sample)(new Other('conflict', 'X', 'y'))).toBeUndefined();
    expect(refusalMap(Sample)(new Error('boom'))).toBeUndefined();
  });

  it("registers every module's map with the error handler, and every module's refusals are answered", async () => {
    const files = await moduleErrorFiles();
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['auth/errors.ts', 'boats/errors.ts', 'booking/errors.ts', 'calendar/errors.ts']),
    );
    for (const { file, exports } of files) {
      const maps = Object.entries(exports).filter(
        ([name, value]) => name.endsWith('Errors') && typeof value === 'function' && !isRefusalClass(value),
      );
      expect(maps.length, `${file} exports one ErrorMap`).toBe(1);
      expect(ERROR_MAPS, `${file}'s ${maps[0]![0]} is registered in app.ts`).toContain(maps[0]![1] as ErrorMap);
      for (const [name, value] of Object.entries(exports)) {
        if (!isRefusalClass(value)) continue;
        const answer = toAppError(new value('conflict', 'SOME_CODE', 'Bir sebep.'), ERROR_MAPS);
        expect(answer, `${file}: ${name}`).toMatchObject({ statusCode: 409, code: 'SOME_CODE', message: 'Bir sebep.' });
      }
    }
  });
});
