import { Type, type Static, type TSchema } from 'typebox';

/** The error envelope every failing call answers with. Registered once with `app.addSchema`. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ examples: [404] }),
    code: Type.String({ description: 'Makinece okunur hata kodu', examples: ['NOT_FOUND'] }),
    content: Type.Object({ message: Type.String({ description: 'Kullanıcıya gösterilecek Türkçe açıklama' }) }),
  },
  {
    $id: 'ErrorResponse',
    title: 'ErrorResponse',
    description: 'Her reddin gövdesi: HTTP durumu, makinece okunur kod ve Türkçe açıklama',
    examples: [{ statusCode: 404, code: 'NOT_FOUND', content: { message: 'Tekne bulunamadı.' } }],
  },
);

/**
 * A `$ref` to a schema registered with `app.addSchema`, typed as the schema itself so handlers
 * keep their inferred types. The OpenAPI document lists the target once under components.
 */
export function ref<T extends TSchema & { $id?: string }>(schema: T): T {
  if (!schema.$id) throw new Error('ref() needs a schema with $id');
  return Type.Ref(schema.$id) as unknown as T;
}

const ErrorRef = ref(ErrorSchema);

/** Response schemas for the error statuses a route can answer. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorRef]));
}

/**
 * The schema with a realistic example, published in OpenAPI as the request body's example (and
 * checked against the schema by the document's lint); the example is typed by the schema itself.
 */
export const withExample = <T extends TSchema>(schema: T, example: Static<T>): T =>
  Object.assign(schema, { examples: [example] });

/** `{ content: T }` */
export const Content = <T extends TSchema>(schema: T) => Type.Object({ content: schema });

/** `{ content: T[], total }` */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    total: Type.Integer({ minimum: 0, description: 'Filtreye uyan toplam kayıt sayısı' }),
  });

/**
 * `{ content: T[], total, totalExact }`: a page of a list counted only up to a bound past it. `total` is exact
 * below the bound (`totalExact: true`), otherwise the bound ("more than `total`", shown "total+").
 */
export const CountedPage = <T extends TSchema>(item: T, descriptions: { total: string; more: string }) =>
  Type.Object({
    content: Type.Array(item),
    total: Type.Integer({ minimum: 0, description: descriptions.total }),
    totalExact: Type.Boolean({ description: `true: total kesin sayı; false: ${descriptions.more} ("total+")` }),
  });

/** The largest PostgreSQL `integer`. */
export const MAX_INT = 2_147_483_647;

/** skip/take with the page size of the spec for that list. */
export const PageQuery = (take: number) => ({
  skip: Type.Integer({ minimum: 0, maximum: MAX_INT, default: 0, description: 'Atlanacak kayıt sayısı' }),
  take: Type.Integer({ minimum: 1, maximum: 500, default: take, description: `Sayfa boyutu (varsayılan ${take})` }),
});

/** At least one character that is not white space (the database checks `length(btrim(name)) >= 1`). */
export const NOT_BLANK_PATTERN = '\\S';

/** A name or text the database stores trimmed and refuses blank. */
export const Name = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN, description });

/** An `Idempotency-Key` header the booking accepts. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.-]{8,128}$';

/** An address part as the database checks it (boats and blog posts): lower-case letters, digits, hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A slug in a path: ASCII, so its length in the URL is its length, well within the router's limit. */
export const SlugParam = (description: string) =>
  Type.String({ minLength: 1, maxLength: 120, pattern: SLUG_PATTERN, description });

/** Ids are PostgreSQL `integer`s: a larger number is a client mistake (400), not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Kayıt numarası' });

export const IdParams = Type.Object({ id: Id });

export const DateTime = Type.String({ format: 'date-time' });

/**
 * The years a date sent to the API may fall in. A season, booking, closing or payment outside them
 * is a typo, and a range over centuries would only cost work (prices and calendars are computed per day).
 */
export const DATE_INPUT_PATTERN = '^(20[0-9]{2}|2100)-';

/** A calendar day sent to the API: `YYYY-MM-DD`, year 2000..2100. */
export const DateInput = (description: string) =>
  Type.String({ format: 'date', pattern: DATE_INPUT_PATTERN, description: `${description} (YYYY-AA-GG, 2000–2100)` });

/** A moment sent to the API: ISO 8601, year 2000..2100. */
export const DateTimeInput = (description: string) =>
  Type.String({
    format: 'date-time',
    pattern: DATE_INPUT_PATTERN,
    description: `${description} (ISO 8601, 2000–2100)`,
  });

export const Message = Content(Type.Object({ message: Type.String() }));

/** A file part of a multipart/form-data body, with the content types the route accepts. */
export const FilePart = (description: string) => Type.String({ format: 'binary', description });

/** Marks a route as needing `Authorization: Bearer <jwt>` in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/**
 * Marks a partner operation as needing a partner key (`X-Api-Key`). Its scopes go in `x-scopes` and the
 * description: linters read the requirement's list as OAuth scopes, which an apiKey scheme has none of.
 */
export const partnerKey = [{ partnerKey: [] }];
