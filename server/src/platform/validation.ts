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
  return (route) => (route.httpPart === 'body' ? bodies : strings)(route);
};
