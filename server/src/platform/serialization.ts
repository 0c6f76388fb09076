import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serialize = (data: unknown) => string;

const selector = SerializerSelector();
/** Compiled serializers of this process, by the text of their shared schemas, options and response schema. */
const compiled = new Map<string, Serialize>();

/**
 * Fastify's own serializer compiler (fast-json-stringify), compiling each response schema once per
 * process. Building an app compiles a serializer for every route and status: about 3.5 s of CPU for
 * this API, most of it fast-json-stringify checking and generating code for the same schemas again.
 * A process runs one app, but the tests build hundreds (several per file in one worker), and the
 * generated function depends on nothing but the schemas and options it is keyed by, so the same text
 * gives the same function and the same bytes on the wire.
 */
export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = selector(externalSchemas, options) as (route: { schema: unknown }) => Serialize;
  const shared = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
  return ((route: { schema: unknown }) => {
    const key = `${shared}\n${JSON.stringify(route.schema)}`;
    let serialize = compiled.get(key);
    if (serialize === undefined) {
      serialize = compile(route);
      compiled.set(key, serialize);
    }
    return serialize;
  }) as ReturnType<SerializerFactory>;
};
