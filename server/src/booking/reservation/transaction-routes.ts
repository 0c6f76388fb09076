import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, Content, errorResponses, ref } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { NotFound } from '../errors.js';
import { scopeOf } from '../context.js';
import { TransactionListQuerySchema, TransactionPageSchema } from './payment-schemas.js';
import { TransactionSchema, UuidParams } from './schemas.js';
import { createTransactionsReadRepository } from './transactions-read-repository.js';

/** The payments and refunds recorded on reservations ("transactions"). */
const transactionRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const read = createTransactionsReadRepository(sql);
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/transactions',
    {
      ...both,
      schema: {
        operationId: 'listTransactions',
        description:
          'Kaydedilen ödemeler en yeni önce, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags: ['transactions'],
        summary: 'Rezervasyonlara kaydedilen ödemeler (sayfa boyutu 100)',
        security: bearer,
        querystring: TransactionListQuerySchema,
        response: { 200: TransactionPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => read.transactions(request.query, scopeOf(currentUser(request))),
  );

  app.get(
    '/admin/transactions/:id',
    {
      ...both,
      schema: {
        operationId: 'getTransaction',
        description: 'Numarası verilen ödemeyi döndürür; yoksa 404.',
        tags: ['transactions'],
        summary: 'Ödeme ayrıntısı',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(ref(TransactionSchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const t = await read.transaction(request.params.id, scopeOf(currentUser(request)));
      if (!t) throw new NotFound('Ödeme kaydı bulunamadı.');
      return { content: t };
    },
  );
};

export default transactionRoutes;
