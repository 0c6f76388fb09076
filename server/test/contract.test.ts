import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { ics, startIcsServer } from './ics-server.js';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary.js';
import { multipart, partsOf } from './multipart.js';
import { partnerWithBooking } from './partner-fixtures.js';

/**
 * The OpenAPI document against the real app on a real database: for every operation, requests
 * generated from the document's own schemas (so valid by construction) must never get a 5xx, and
 * every answer's status, content type and body must be the ones the document gives for it.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Media {
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Operations not fuzzed, with the reason; every other operation of the document is. */
const NOT_FUZZED: Record<string, string> = {};

/** Requests per operation (the document has ~150 operations; the whole file stays well under a minute). */
const RUNS = Number(process.env.CONTRACT_RUNS ?? 6);
const SEED = Number(process.env.CONTRACT_SEED ?? Date.now() % 2_147_483_647);

/** A schema-valid request is answered in this time, or the test says which one was not. */
const ANSWER_WITHIN_MS = 5000;

/** Run last, in this order, so the other operations see the data they would delete. */
/** A generated parameter (a string, number or boolean by its schema) as the text of a URL or header. */
const paramText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);

const LAST = ['eraseReservationCustomer', 'cancelClientOptions'];

describe(`OpenAPI contract (seed ${SEED}; rerun with CONTRACT_SEED=${SEED})`, async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  const t = await createTestApp({ ICAL_FETCH_TIMEOUT_MS: '500', ICAL_ALLOW_PRIVATE_HOSTS: 'on' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const doc = t.app.swagger() as unknown as Document;

  // Data for the generated requests to find: ids, slugs and a reservation in each interesting state.
  const send = async (method: string, url: string, payload?: object, token: string | null = admin.token) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return body<{ content: Record<string, unknown> & { id: number | string } }>(res).content;
  };
  feeds.files.set('/boat.ics', { body: ics([{ uid: 'a@airbnb', start: '2027-09-01', end: '2027-09-04' }]) });
  const boat = await fx.boat(owner.id, { forRent: true, icalUrl: feeds.url('/boat.ics') });
  const saleBoat = await fx.boat(owner.id, { forSale: true, salePriceMinor: 1_500_000_00, saleCurrency: 'EUR' });
  const price = await fx.price(boat.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
  const booked = await send(
    'POST',
    '/v1/reservations',
    {
      boatSlug: boat.slug,
      start: '2027-06-01',
      end: '2027-06-08',
      guests: 4,
      customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00' },
    },
    null,
  );
  const office = await send('POST', '/v1/admin/reservations', {
    boat_id: boat.id,
    start: '2027-07-01',
    end: '2027-07-05',
    guests: 2,
    customer: { name: 'Mehmet Kaya' },
    confirm: true,
  });
  await send('POST', `/v1/admin/reservations/${booked.id}/payments`, {
    amount: 10_000,
    currency: 'EUR',
    method: 'bank_transfer',
    receivedOn: '2026-11-20',
  });
  const closing = await send('POST', '/v1/admin/external', {
    boat_id: boat.id,
    start_date: '2027-08-01',
    end_date: '2027-08-05',
  });
  const boatDate = await send('POST', '/v1/admin/boats/date', {
    boat_id: boat.id,
    start_date: '2027-08-10',
    end_date: '2027-08-12',
  });
  await send('POST', `/v1/boats/${boat.slug}/comments`, { name: 'Deniz', rating: 5, text: 'Harika bir gün.' }, null);
  await send(
    'POST',
    '/v1/website/contact',
    { name: 'Deniz', email: 'deniz@example.com', subject: 'Soru', message: 'Merhaba' },
    null,
  );
  await send('POST', '/v1/website/subscribe', { email: 'abone@example.com' }, null);
  const post = await send('POST', '/v1/admin/blog', { title: 'Fethiye koyları', body: '<p>Yazı</p>', published: true });
  const bank = await send('POST', '/v1/admin/banks', {
    name: 'Ziraat Bankası',
    accountHolder: 'Fethiye Tekne',
    iban: 'TR020001000158007312345678',
    currency: 'TRY',
  });
  const member = await send('POST', '/v1/admin/team', { name: 'Ece Demir', title: 'Rezervasyon' });
  // A partner with every scope: its operations are called with its key (a bearer token would only get 401s).
  const partner = await partnerWithBooking(t, admin.token, boat.slug);
  const faq = await send('POST', '/v1/admin/faq', { question: 'Kaptan var mı?', answer: '<p>Evet.</p>' });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const imageUpload = multipart({ boat_id: String(boat.id) }, [
    { filename: 'a.png', contentType: 'image/png', data: png },
  ]);
  const images = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/boats/image',
    payload: imageUpload.payload,
    headers: { ...bearer(admin.token), ...imageUpload.headers },
  });
  const document = multipart({ title: 'TÜRSAB belgesi' }, [{ filename: 'a.png', contentType: 'image/png', data: png }]);
  const documentRes = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/ourdocuments',
    payload: document.payload,
    headers: { ...bearer(admin.token), ...document.headers },
  });
  const templates = (await t.db.sql<{ id: number }[]>`select id from mail_templates`).map((r) => r.id);
  const mails = (await t.db.sql<{ id: number }[]>`select id from outbox_mails limit 5`).map((r) => r.id);
  const tokenRow = (
    await t.db.sql<{ ical_token: string | null }[]>`select ical_token from boats where id = ${boat.id}`
  )[0];
  const uploaded = [
    ...body<{ content: { url: string }[] }>(images).content.map((i) => i.url),
    ...(documentRes.statusCode === 201 ? [body<{ content: { url: string } }>(documentRes).content.url] : []),
  ]
    .filter((url) => typeof url === 'string' && url.startsWith('/v1/uploads/'))
    .map((url) => decodeURIComponent(url.slice('/v1/uploads/'.length)));

  const integerIds = [
    boat.id,
    saleBoat.id,
    price.id,
    owner.id,
    Number(post.id),
    Number(bank.id),
    Number(member.id),
    Number(faq.id),
    ...templates,
    ...mails,
    1,
    2,
  ];
  const uuids = [String(booked.id), String(office.id), String(closing.id), String(boatDate.id)];
  const slugs = [boat.slug, saleBoat.slug, String(post.slug)];
  // Where a name says which record it is, its own ids; otherwise every id of the right type.
  const byName: Record<string, unknown[]> = {
    boat_id: [boat.id, saleBoat.id],
    boatId: [boat.id, saleBoat.id],
    boatTypeId: [Number(boat.boatTypeId)],
    marinaId: [Number(boat.marinaId)],
    ownerId: [owner.id],
    boatSlug: [boat.slug],
  };
  /** Ids of the record a path names, for its `{id}`. */
  const byPath: [RegExp, unknown[]][] = [
    [/\/partner\/reservations\//, [partner.reservationId]],
    [/\/partner\/webhooks\//, [partner.webhookId]],
    [/\/admin\/partners\//, [partner.id]],
    [/\/(reservations|sendbank|sendconfirm)\b/, [String(booked.id), String(office.id)]],
    [/\/external\//, [String(closing.id)]],
    [/\/boats\/date\//, [String(boatDate.id)]],
    [/\/boats\/price\//, [price.id]],
    [/\/(boats|ical-token)\/\{id\}/, [boat.id, saleBoat.id]],
    [/\/blog\//, [Number(post.id)]],
    [/\/banks\//, [Number(bank.id)]],
    [/\/team\//, [Number(member.id)]],
    [/\/faq\//, [Number(faq.id)]],
    [/\/mailtemplates\//, templates],
    [/\/users\//, [owner.id]],
  ];
  const known = (name: string, schema: JsonSchema, path = ''): unknown[] => {
    const type = schema.type ?? (schema.$ref ? undefined : 'string');
    const fits = (values: unknown[]) =>
      values.filter((v) => (type === 'integer' ? typeof v === 'number' : typeof v === 'string'));
    if (name === 'id' && path) {
      const own = byPath.find(([pattern]) => pattern.test(path))?.[1];
      if (own && fits(own).length) return fits(own);
    }
    if (byName[name]) return byName[name];
    if (/^(id|.*_id|.*Id)$/.test(name)) return type === 'integer' ? integerIds : schema.format === 'uuid' ? uuids : [];
    if (name === 'slug') return slugs;
    if (name === 'token' && tokenRow?.ical_token) return [tokenRow.ical_token];
    if (name === 'url') return [feeds.url('/boat.ics'), feeds.url('/missing.ics')];
    if (name === 'path') return uploaded;
    return [];
  };

  // The document's schemas, for Ajv and for the generators.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'openapi', components: doc.components });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schema: JsonSchema): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/')) as object);
      validators.set(key, validate);
    }
    return validate;
  };
  const resolve = (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = doc.components.schemas[name];
    if (!schema) throw new Error(`unknown $ref ${ref}`);
    return schema;
  };
  const files = [new Uint8Array(png)];
  // A file is a string of bytes to the schema (`format: binary`); Ajv sees it as one.
  const asJson = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? 'binary' : v)) ?? 'null');
  const valueOf = (schema: JsonSchema, name = '', path = '') =>
    arbitraryFor(schema, { resolve, known: (n, s) => known(n, s, n === name ? path : ''), files }, name).filter((v) =>
      validatorFor(schema)(asJson(v)),
    );

  const callArbitrary = (path: string, method: string, op: Operation): fc.Arbitrary<Call> => {
    const params = op.parameters ?? [];
    const paramArbs = Object.fromEntries(
      params.map((p) => {
        const value = valueOf(p.schema, p.name, p.in === 'path' ? path : '');
        return [`${p.in}:${p.name}`, p.required ? value : fc.option(value, { nil: undefined })];
      }),
    );
    const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    const bodyArb = media?.schema ? valueOf(media.schema) : fc.constant(undefined);
    return fc.record({ params: fc.record(paramArbs), body: bodyArb }).map(({ params: values, body: requestBody }) => {
      let url = path;
      const query = new URLSearchParams();
      const byKey = op.security?.some((s) => typeof s === 'object' && s !== null && 'partnerKey' in s);
      const headers: Record<string, string> = byKey ? partner.headers : op.security?.length ? bearer(admin.token) : {};
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        const [where, name] = key.split(':') as [string, string];
        if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(paramText(value)));
        else if (where === 'query')
          for (const v of Array.isArray(value) ? value : [value]) query.append(name, paramText(v));
        else headers[name] = paramText(value);
      }
      const search = query.toString();
      const call: Call = { method: method.toUpperCase(), url: search ? `${url}?${search}` : url, headers };
      if (mediaType === 'application/json') {
        call.headers['content-type'] = 'application/json';
        call.payload = JSON.stringify(requestBody);
      } else if (mediaType === 'multipart/form-data') {
        const form = partsOf(requestBody as Record<string, unknown>);
        const encoded = multipart(form.fields, form.files);
        Object.assign(call.headers, encoded.headers);
        call.payload = encoded.payload;
      }
      return call;
    });
  };

  const problemsOf = (op: Operation, res: LightMyRequestResponse): string[] => {
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
    const documented = op.responses[String(res.statusCode)];
    if (!documented) return [...problems, `status ${res.statusCode} is not documented`];
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = documented.content;
    if (!media) {
      if (res.body.length) problems.push(`status ${res.statusCode} is documented without a body, got ${contentType}`);
      return problems;
    }
    const entry = media[contentType];
    if (!entry)
      return [
        ...problems,
        `content type ${contentType || '(none)'} of ${res.statusCode} is not documented (${Object.keys(media).join(', ')})`,
      ];
    if (!entry.schema || entry.schema.format === 'binary') return problems;
    const value = contentType === 'application/json' ? (JSON.parse(res.body) as unknown) : res.body;
    const validate = validatorFor(entry.schema);
    if (!validate(value))
      problems.push(`body does not match the ${res.statusCode} schema: ${ajv.errorsText(validate.errors)}`);
    // The database refused a value the schemas let through: the schema must say the database's limits.
    if (typeof value === 'object' && value !== null && (value as { code?: string }).code === 'VALUE_OUT_OF_RANGE')
      problems.push('a schema-valid value was refused by the database (VALUE_OUT_OF_RANGE)');
    return problems;
  };

  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
  const ordered = [
    ...operations.filter(({ method, op }) => method !== 'delete' && !LAST.includes(op.operationId)),
    ...operations.filter(({ method, op }) => method === 'delete' && !LAST.includes(op.operationId)),
    ...LAST.map((id) => operations.find(({ op }) => op.operationId === id)!),
  ];

  it('covers every operation of the document, or says why not', () => {
    expect(ordered.length).toBe(operations.length);
    for (const id of Object.keys(NOT_FUZZED))
      expect(
        operations.some(({ op }) => op.operationId === id),
        id,
      ).toBe(true);
  });

  it(
    'answers schema-valid requests to every operation without a 5xx, with documented statuses, content types and bodies',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const statuses = new Map<string, Set<number>>();
      for (const [index, { path, method, op }] of ordered.entries()) {
        if (NOT_FUZZED[op.operationId]) continue;
        const calls = fc.sample(callArbitrary(path, method, op), { numRuns: RUNS, seed: SEED + index });
        for (const call of calls) {
          const res = await Promise.race([
            t.app.inject({
              method: call.method as 'GET',
              url: call.url,
              headers: call.headers,
              ...(call.payload === undefined ? {} : { payload: call.payload }),
            }),
            new Promise<undefined>((done) => setTimeout(() => done(undefined), ANSWER_WITHIN_MS).unref()),
          ]);
          if (!res) {
            failures.push(
              `${op.operationId} (${call.method} ${call.url.slice(0, 200)}): no answer within ${ANSWER_WITHIN_MS} ms\n    request: ${String(call.payload ?? '').slice(0, 300)}`,
            );
            continue;
          }
          const seen = statuses.get(op.operationId) ?? new Set<number>();
          statuses.set(op.operationId, seen.add(res.statusCode));
          for (const problem of problemsOf(op, res)) {
            failures.push(
              `${op.operationId} (${call.method} ${call.url.slice(0, 200)}): ${problem}\n    request: ${String(call.payload ?? '').slice(0, 300)}\n    answer: ${res.body.slice(0, 300)}`,
            );
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
      expect(statuses.size).toBe(operations.length - Object.keys(NOT_FUZZED).length);
    },
  );
});
