import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

const pool = AjvCompiler();

/**
 * Unknown properties are dropped where a schema forbids them; defaults fill what is missing; a
 * decimal `multipleOf` (a boat's length in centimetres) is checked without binary rounding errors.
 */
const COMMON = { removeAdditional: true, useDefaults: true, multipleOfPrecision: 9 } as const;

/**
 * One Ajv per kind of input. Paths, query strings and headers arrive as text, so they are coerced
 * to the schema's types (`?take=20`, `?id=1&id=2` as an array). A JSON body already has types and
 * keeps them: `0` is not a name and `"false"` is not a boolean, so they are refused with a 400.
 */
export const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const plugins = options?.plugins ? { plugins: options.plugins } : {};
  const strings = pool(externalSchemas, { ...plugins, customOptions: { ...COMMON, coerceTypes: 'array' } });
  const bodies = pool(externalSchemas, { ...plugins, customOptions: { ...COMMON, coerceTypes: false } });
  return (route) => finiteOnly((route.httpPart === 'body' ? bodies : strings)(route));
};

/** The path of the first number in `value` that is not finite (`Infinity`, `-Infinity`, NaN), or undefined. */
export function nonFiniteAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = nonFiniteAt(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

type Validate = ReturnType<ReturnType<ValidatorFactory>>;

/**
 * A validator that also refuses a number that is not finite. Query strings coerce `Infinity`, `-Infinity`
 * and `1e309` to numbers that JSON Schema's `type: number` accepts (and a JSON body's `1e309` parses to
 * `Infinity`); no amount, length or page is infinite, and downstream (`BigInt`, SQL) they would fail as a
 * 500. The refusal is an ordinary validation error (keyword `finite`), answered 400 in Turkish.
 */
function finiteOnly(validate: Validate): Validate {
  const wrapped = ((data: unknown) => {
    const result = (validate as (d: unknown) => unknown)(data);
    if (result !== true) {
      (wrapped as { errors?: unknown }).errors = (validate as { errors?: unknown }).errors;
      return result;
    }
    const at = nonFiniteAt(data);
    if (at === undefined) return true;
    (wrapped as { errors?: unknown }).errors = [
      { keyword: 'finite', instancePath: at, schemaPath: '#', params: {}, message: 'must be a finite number' },
    ];
    return false;
  }) as Validate;
  return wrapped;
}
