import { createHash } from 'node:crypto';

/**
 * The `/v1` contract's guard (issue 39 point 6): what changed between the committed baseline of the
 * OpenAPI document (`openapi/baseline/v1.json`) and the current one, and which changes break a client.
 * A request may not ask for more than before (a new required parameter or field, a narrower type, fewer
 * enum values, tighter bounds); an answer may not give less (an operation, a success status, a field or a
 * content type gone, a field no longer always there, a type it did not have before, null included). An
 * answer's enum gaining a value is reported but not breaking: clients must expect values they do not know.
 * The webhooks' bodies are answers to the receiver. Pure functions over the JSON: no OpenAPI library.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };
export interface OpenApiDocument {
  info?: { version?: string };
  paths?: Record<string, Record<string, Json>>;
  webhooks?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
  [key: string]: unknown;
}

export interface Change {
  /** Where: `GET /v1/boats/{slug} › 200 application/json › content.name`. */
  at: string;
  message: string;
  breaking: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** Keywords that document and do not constrain: left out of the baseline, so prose can change freely. */
const DOC_ONLY = new Set(['description', 'summary', 'example', 'examples', 'title', 'externalDocs']);

/** Objects whose keys are names (a schema's fields, the paths, the answers by status …), never keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'securitySchemes',
  'variables',
]);

/** The document without its prose and examples, keys sorted: what the baseline stores. */
export function normalize(doc: Json, names = false): Json {
  if (Array.isArray(doc)) return doc.map((d) => normalize(d));
  if (doc === null || typeof doc !== 'object') return doc;
  const out: { [key: string]: Json } = {};
  for (const key of Object.keys(doc).sort())
    if (names || !DOC_ONLY.has(key)) out[key] = normalize(doc[key]!, !names && NAME_MAPS.has(key));
  return out;
}

/** The baseline as written to disk, and its short hash (what CHANGELOG.md names). */
export const baselineText = (doc: Json): string => JSON.stringify(normalize(doc), null, 2) + '\n';
export const baselineHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

const isObject = (v: Json | undefined): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);
const asArray = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

type Direction = 'request' | 'response';

/** Compares two documents; every change found, breaking or not. */
export function compareContracts(baseline: OpenApiDocument, current: OpenApiDocument): Change[] {
  const changes: Change[] = [];
  const note = (at: string, message: string, breaking: boolean) => changes.push({ at, message, breaking });
  const resolver =
    (doc: OpenApiDocument) =>
    (s: Json | undefined): Schema | undefined => {
      let schema = s;
      for (let hops = 0; isObject(schema) && typeof schema.$ref === 'string' && hops < 20; hops++) {
        const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
        schema = doc.components?.schemas?.[name];
      }
      return isObject(schema) ? schema : undefined;
    };
  const before = resolver(baseline);
  const after = resolver(current);

  /** The alternatives a schema allows (anyOf/oneOf flattened; a `type` list split). */
  const alternatives = (s: Schema | undefined, resolve: typeof before): Schema[] => {
    if (!s) return [];
    const union = [...asArray(s.anyOf), ...asArray(s.oneOf)];
    if (union.length > 0) return union.flatMap((a) => alternatives(resolve(a), resolve));
    if (Array.isArray(s.type)) return s.type.map((t) => ({ ...s, type: t }));
    return [s];
  };
  const typesOf = (alts: Schema[]): Set<string> | undefined => {
    const types = new Set<string>();
    for (const a of alts) {
      if (typeof a.type === 'string') types.add(a.type);
      else if ('const' in a)
        types.add(a.const === null ? 'null' : typeof a.const === 'number' ? 'number' : typeof a.const);
      else if (Array.isArray(a.enum))
        for (const v of a.enum) types.add(v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v);
      else if (isObject(a.properties)) types.add('object');
      else return undefined; // any value
    }
    return types;
  };
  const accepts = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));
  /** The values allowed when every alternative is an enum or a const; undefined when any value of its types is. */
  const valuesOf = (alts: Schema[]): Set<string> | undefined => {
    const values = new Set<string>();
    for (const a of alts) {
      if ('const' in a) values.add(JSON.stringify(a.const));
      else if (Array.isArray(a.enum)) for (const v of a.enum) values.add(JSON.stringify(v));
      else if (a.type === 'null') values.add('null');
      else return undefined;
    }
    return values;
  };
  const merged = (alts: Schema[], key: 'properties') => {
    const props: Record<string, Json> = {};
    for (const a of alts) if (isObject(a[key])) Object.assign(props, a[key]);
    return props;
  };
  /** Required in every object alternative. */
  const requiredOf = (alts: Schema[]) => {
    const objects = alts.filter((a) => isObject(a.properties) || a.type === 'object');
    if (objects.length === 0) return new Set<string>();
    return new Set(
      asArray(objects[0]!.required).filter(
        (name): name is string => typeof name === 'string' && objects.every((o) => asArray(o.required).includes(name)),
      ),
    );
  };
  const itemsOf = (alts: Schema[]) => alts.find((a) => a.items !== undefined)?.items;

  const BOUNDS: { key: string; tighter: (b: number, c: number) => boolean }[] = [
    { key: 'maxLength', tighter: (b, c) => c < b },
    { key: 'maximum', tighter: (b, c) => c < b },
    { key: 'exclusiveMaximum', tighter: (b, c) => c < b },
    { key: 'maxItems', tighter: (b, c) => c < b },
    { key: 'minLength', tighter: (b, c) => c > b },
    { key: 'minimum', tighter: (b, c) => c > b },
    { key: 'exclusiveMinimum', tighter: (b, c) => c > b },
    { key: 'minItems', tighter: (b, c) => c > b },
  ];

  /** The pairs of schemas being compared on the way here: a recursive schema is not followed round again. */
  const active = { request: new Map<Schema, Set<Schema>>(), response: new Map<Schema, Set<Schema>>() };
  function schemas(at: string, b: Json | undefined, c: Json | undefined, dir: Direction): void {
    const bs = before(b);
    const cs = after(c);
    if (!bs || !cs) return;
    const pairs = active[dir].get(bs) ?? new Set<Schema>();
    if (pairs.has(cs)) return;
    active[dir].set(bs, pairs.add(cs));
    try {
      compareSchemas(at, bs, cs, dir);
    } finally {
      pairs.delete(cs);
    }
  }

  function compareSchemas(at: string, bs: Schema, cs: Schema, dir: Direction): void {
    const ba = alternatives(bs, before);
    const ca = alternatives(cs, after);
    const [bt, ct] = [typesOf(ba), typesOf(ca)];
    if (dir === 'request') {
      if (bt && !ct) {
        // Any value was accepted before: fine now too.
      } else if (!bt && ct) note(at, `accepts only ${[...ct].join(' | ')} now (any value before)`, true);
      else if (bt && ct) {
        const lost = [...bt].filter((t) => !accepts(ct, t));
        if (lost.length) note(at, `no longer accepts ${lost.join(' | ')}`, true);
      }
    } else if (bt && ct) {
      const gained = [...ct].filter((t) => !accepts(bt, t));
      if (gained.length) note(at, `may now be ${gained.join(' | ')}`, true);
    } else if (bt && !ct) note(at, 'may now be any value', true);

    const [bv, cv] = [valuesOf(ba), valuesOf(ca)];
    if (dir === 'request') {
      if (bv && cv) {
        const removed = [...bv].filter((v) => !cv.has(v));
        if (removed.length) note(at, `no longer accepts ${removed.join(', ')}`, true);
      } else if (!bv && cv && bt?.has('string')) note(at, `accepts only ${[...cv].join(', ')} now`, true);
    } else if (bv && cv) {
      const added = [...cv].filter((v) => !bv.has(v));
      if (added.length) note(at, `may now be ${added.join(', ')} (new values: clients must tolerate them)`, false);
    }

    if (dir === 'request') {
      for (const { key, tighter } of BOUNDS) {
        const [bb, cb] = [
          ba.find((a) => typeof a[key] === 'number')?.[key],
          ca.find((a) => typeof a[key] === 'number')?.[key],
        ];
        if (typeof cb === 'number' && (typeof bb !== 'number' || tighter(bb, cb)))
          note(at, `${key} ${typeof bb === 'number' ? `${bb} → ` : ''}${cb}`, true);
      }
      const [bp, cp] = [ba.find((a) => a.pattern)?.pattern, ca.find((a) => a.pattern)?.pattern];
      if (cp !== undefined && cp !== bp)
        note(at, `pattern ${bp === undefined ? '' : `${JSON.stringify(bp)} → `}${JSON.stringify(cp)}`, true);
    }

    // Objects: fields and which are required.
    const [bprops, cprops] = [merged(ba, 'properties'), merged(ca, 'properties')];
    const [breq, creq] = [requiredOf(ba), requiredOf(ca)];
    for (const name of Object.keys(bprops)) {
      const where = `${at}.${name}`;
      if (!(name in cprops)) {
        note(where, dir === 'request' ? 'field no longer accepted' : 'field removed', true);
        continue;
      }
      if (dir === 'response' && breq.has(name) && !creq.has(name)) note(where, 'may now be missing', true);
      if (dir === 'request' && !breq.has(name) && creq.has(name)) note(where, 'now required', true);
      schemas(where, bprops[name], cprops[name], dir);
    }
    for (const name of Object.keys(cprops)) {
      if (name in bprops) continue;
      if (dir === 'request' && creq.has(name)) note(`${at}.${name}`, 'new required field', true);
      else note(`${at}.${name}`, 'new field', false);
    }
    if (
      dir === 'request' &&
      ba.some((a) => a.additionalProperties !== false) &&
      ca.some((a) => a.additionalProperties === false) &&
      !ba.some((a) => a.additionalProperties === false)
    )
      note(at, 'no longer accepts fields it does not name', true);
    const [bi, ci] = [itemsOf(ba), itemsOf(ca)];
    if (bi !== undefined && ci !== undefined) schemas(`${at}[]`, bi, ci, dir);
  }

  const mediaTypes = (v: Json | undefined): Record<string, Json> =>
    isObject(v) && isObject(v.content) ? v.content : {};

  function operation(at: string, b: Schema, c: Schema, bodyDirection: Direction): void {
    // Who may call it: a public operation that now needs a token, a role that may no longer.
    // An empty requirement ({}) among the alternatives keeps the operation open to anonymous callers.
    const open = (op: Schema) =>
      asArray(op.security).length === 0 || asArray(op.security).some((r) => isObject(r) && Object.keys(r).length === 0);
    if (open(b) && !open(c)) note(at, 'now needs authorization', true);
    const roles = asArray(c['x-roles']).map(String);
    const lostRoles = asArray(b['x-roles'])
      .map(String)
      .filter((r) => !roles.includes(r));
    if (Array.isArray(c['x-roles']) && lostRoles.length)
      note(at, `no longer allowed for ${lostRoles.join(', ')}`, true);
    // Parameters: a new required one, one become required, one gone, its schema narrowed.
    const params = (op: Schema) =>
      new Map(
        asArray(op.parameters)
          .filter(isObject)
          .map((p) => [`${JSON.stringify(p.in)}:${JSON.stringify(p.name)}`.replace(/"/g, ''), p] as const),
      );
    const [bp, cp] = [params(b), params(c)];
    for (const [key, p] of bp) {
      const q = cp.get(key);
      if (!q) {
        note(`${at} › parameter ${key}`, 'parameter removed', true);
        continue;
      }
      if (p.required !== true && q.required === true) note(`${at} › parameter ${key}`, 'now required', true);
      schemas(`${at} › parameter ${key}`, p.schema, q.schema, 'request');
    }
    for (const [key, q] of cp)
      if (!bp.has(key))
        note(
          `${at} › parameter ${key}`,
          q.required === true ? 'new required parameter' : 'new parameter',
          q.required === true,
        );

    // The body: for an operation a request, for a webhook what the receiver is given.
    const [bb, cb] = [b.requestBody, c.requestBody];
    if (isObject(cb) && !isObject(bb) && cb.required === true) note(`${at} › body`, 'a body is now required', true);
    if (isObject(bb) && isObject(cb)) {
      if (bodyDirection === 'request' && bb.required !== true && cb.required === true)
        note(`${at} › body`, 'now required', true);
      const [bm, cm] = [mediaTypes(bb), mediaTypes(cb)];
      for (const type of Object.keys(bm)) {
        const cmt = cm[type];
        if (!isObject(cmt)) note(`${at} › body ${type}`, 'content type no longer accepted', true);
        else schemas(`${at} › body ${type}`, (bm[type] as Schema).schema, cmt.schema, bodyDirection);
      }
    }

    // Answers: a success status gone, a content type gone, each answer's schema not giving less.
    const [br, cr] = [isObject(b.responses) ? b.responses : {}, isObject(c.responses) ? c.responses : {}];
    for (const status of Object.keys(br)) {
      const cres = cr[status];
      if (!isObject(cres)) {
        if (/^2/.test(status)) note(`${at} › ${status}`, 'success answer removed', true);
        continue;
      }
      const [bm, cm] = [mediaTypes(br[status]), mediaTypes(cres)];
      for (const type of Object.keys(bm)) {
        const cmt = cm[type];
        if (!isObject(cmt)) note(`${at} › ${status} ${type}`, 'content type removed', /^2/.test(status));
        else schemas(`${at} › ${status} ${type}`, (bm[type] as Schema).schema, cmt.schema, 'response');
      }
    }
  }

  for (const [group, bodyDirection] of [
    ['paths', 'request'],
    ['webhooks', 'response'],
  ] as const) {
    const bpaths = baseline[group] ?? {};
    const cpaths = current[group] ?? {};
    for (const [path, bitem] of Object.entries(bpaths)) {
      for (const method of METHODS) {
        const bop = bitem[method];
        if (!isObject(bop)) continue;
        const at = `${group === 'webhooks' ? 'webhook ' : ''}${method.toUpperCase()} ${path}`;
        const cop = cpaths[path]?.[method];
        if (!isObject(cop)) note(at, group === 'webhooks' ? 'webhook removed' : 'operation removed', true);
        else operation(at, bop, cop, bodyDirection);
      }
    }
    for (const [path, citem] of Object.entries(cpaths))
      for (const method of METHODS)
        if (isObject(citem[method]) && !isObject(bpaths[path]?.[method]))
          note(`${group === 'webhooks' ? 'webhook ' : ''}${method.toUpperCase()} ${path}`, 'new', false);
  }
  return changes;
}

/** The breaking changes, one line each. */
export const describeBreaking = (changes: readonly Change[]): string[] =>
  changes.filter((c) => c.breaking).map((c) => `${c.at}: ${c.message}`);
