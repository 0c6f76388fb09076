import fc from 'fast-check';

/** The subset of JSON Schema (2020-12, as OpenAPI 3.1 has it) the API's document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export interface ArbitraryOptions {
  /** Resolves `#/components/schemas/Name`. */
  resolve(ref: string): JsonSchema;
  /**
   * Values known to exist (ids, slugs) for a property or parameter of that name, mixed with the
   * generated ones so requests reach past "not found" now and then; each must fit the schema.
   */
  known?(name: string, schema: JsonSchema): unknown[];
  /** Real files for `format: binary` (an image the upload routes accept), mixed with random bytes. */
  files?: Uint8Array[];
}

/** Strings the database and the sanitisers find interesting, besides random ones. */
const TRICKY = [
  ' ',
  '   ',
  '\t\n',
  'a',
  'İ',
  'ı',
  'ş',
  'ğüöç',
  "'; drop table boats; --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '😀',
  'a\u0301',
  '\u200b',
];

const NUL_FREE = (s: string) => !s.includes('\u0000');

function stringArbitrary(schema: JsonSchema, files: Uint8Array[]): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const fits = (s: string) =>
    [...s].length >= min &&
    [...s].length <= max &&
    NUL_FREE(s) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  switch (schema.format) {
    case 'binary':
      return fc.oneof(fc.uint8Array({ maxLength: 2048 }), ...(files.length ? [fc.constantFrom(...files)] : []));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc
        .oneof(
          fc.emailAddress(),
          fc.emailAddress().map((e) => e.toUpperCase()),
        )
        .filter(fits);
    case 'date':
      // Around the bounds the API states (2000..2100) and well outside them.
      return fc
        .oneof(
          fc.date({
            min: new Date('1999-12-01T00:00:00Z'),
            max: new Date('2101-01-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.date({
            min: new Date('2024-01-01T00:00:00Z'),
            max: new Date('2028-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
        )
        .map((d) => d.toISOString().slice(0, 10))
        .filter(fits);
    case 'date-time':
      return fc
        .oneof(
          fc.date({
            min: new Date('1999-12-01T00:00:00Z'),
            max: new Date('2101-01-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
        )
        .map((d) => d.toISOString())
        .filter(fits);
    default:
      break;
  }
  if (schema.pattern) {
    // `^[class]+$` with length limits: the lengths go into the expression, so few values are thrown away.
    const repeated = /^\^(\[[^\]]+\])([+*])\$$/.exec(schema.pattern);
    const regex = repeated
      ? new RegExp(
          `^${repeated[1]}{${Math.max(min, repeated[2] === '+' ? 1 : 0)},${Math.min(max, Math.max(min, 1) + 40)}}$`,
          'u',
        )
      : new RegExp(schema.pattern, 'u');
    return fc.stringMatching(regex, { size: 'small' }).filter(fits);
  }
  const short = Math.min(max, min + 30);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: short, unit: 'grapheme' }) },
      { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: short, unit: 'grapheme-ascii' }) },
      { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
      // At the length limit (limits above a few thousand characters are tested at a few thousand).
      {
        weight: 1,
        arbitrary: fc.string({
          minLength: Math.min(max, 3000),
          maxLength: Math.min(max, 3000),
          unit: 'grapheme-ascii',
        }),
      },
      {
        weight: 1,
        arbitrary: fc.string({ minLength: Math.min(max, 3000), maxLength: Math.min(max, 3000), unit: 'grapheme' }),
      },
    )
    .filter(fits);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? undefined : integer ? Number.MIN_SAFE_INTEGER : -1e15);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? undefined : integer ? Number.MAX_SAFE_INTEGER : 1e15);
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    const lo = Math.ceil(((min ?? schema.exclusiveMinimum! + step) - 1e-9) / step);
    const hi = Math.floor(((max ?? schema.exclusiveMaximum! - step) + 1e-9) / step);
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return fc.integer({ min: lo, max: hi }).map((k) => Number((k * step).toFixed(decimals)));
  }
  if (integer) {
    const lo = min ?? Math.floor(schema.exclusiveMinimum!) + 1;
    const hi = max ?? Math.ceil(schema.exclusiveMaximum!) - 1;
    const small = { min: Math.max(lo, -3), max: Math.min(hi, 30) };
    return fc.oneof(
      fc.integer({ min: lo, max: hi }),
      fc.constantFrom(lo, hi),
      ...(small.min <= small.max ? [fc.integer(small)] : []),
    );
  }
  return fc.double({
    min: min ?? schema.exclusiveMinimum!,
    max: max ?? schema.exclusiveMaximum!,
    minExcluded: min === undefined,
    maxExcluded: max === undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/**
 * A fast-check arbitrary of the values a JSON schema accepts. Every value it makes is valid against
 * the schema; the contract test checks that with Ajv too, so a generator bug cannot pass as an API bug.
 */
export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions, name = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(options.resolve(schema.$ref), options, name);
  const generated = generatedFor(schema, options);
  const known = name && options.known ? options.known(name, schema) : [];
  return known.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
    : generated;
}

function generatedFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryFor(member, options)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'any')];
  if (types.length > 1) return fc.oneof(...types.map((type) => generatedFor({ ...schema, type }, options)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, options.files ?? []);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 20, minLength + 8);
      return fc.array(arbitraryFor(schema.items ?? {}, options), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, options, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      throw new Error(`no arbitrary for the schema ${JSON.stringify(schema).slice(0, 200)}`);
  }
}
