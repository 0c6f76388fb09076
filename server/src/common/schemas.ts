import { Type, type TSchema } from 'typebox';

/** The error envelope every failing call answers with. Registered once with `app.addSchema`. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ examples: [404] }),
    code: Type.String({ description: 'Makinece okunur hata kodu', examples: ['NOT_FOUND'] }),
    content: Type.Object({ message: Type.String({ description: 'Kullanıcıya gösterilecek Türkçe açıklama' }) }),
  },
  { $id: 'ErrorResponse', title: 'ErrorResponse' },
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

/** `{ content: T }` */
export const Content = <T extends TSchema>(schema: T) => Type.Object({ content: schema });

/** `{ content: T[], total }` */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ content: Type.Array(item), total: Type.Integer({ minimum: 0, description: 'Filtreye uyan toplam kayıt sayısı' }) });

/** The largest PostgreSQL `integer`. */
export const MAX_INT = 2_147_483_647;

/** skip/take with the page size of the spec for that list. */
export const PageQuery = (take: number) => ({
  skip: Type.Integer({ minimum: 0, maximum: MAX_INT, default: 0, description: 'Atlanacak kayıt sayısı' }),
  take: Type.Integer({ minimum: 1, maximum: 500, default: take, description: `Sayfa boyutu (varsayılan ${take})` }),
});

/** Ids are PostgreSQL `integer`s: a larger number is a client mistake (400), not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Kayıt numarası' });

export const IdParams = Type.Object({ id: Id });

export const DateTime = Type.String({ format: 'date-time' });

export const Message = Content(Type.Object({ message: Type.String() }));

/** Marks a route as needing `Authorization: Bearer <jwt>` in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];
