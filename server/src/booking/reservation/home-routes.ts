import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { scopeOf } from '../context.js';
import { getHomeFigures } from './get-home-figures.js';
import { HomeFiguresSchema } from './home-schemas.js';

/** `GET /admin/home`: the panel home screen's figures, made for it (one call instead of seven). */
const homeRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  app.get(
    '/admin/home',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'getAdminHomeFigures',
        tags: ['reservations'],
        summary:
          'Panel ana sayfası: durumlara göre rezervasyonlar, tekne sayısı, bugünkü binişler ve dönüşler, 24 saat içinde dolacak opsiyonlar',
        description:
          'OWNER yalnızca kendi teknelerinin bilgilerini görür. Kişisel veri içerdiği için önbelleğe alınmaz.',
        security: bearer,
        response: { 200: HomeFiguresSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ content: await getHomeFigures(sql, scopeOf(currentUser(request)), new Date()) }),
  );
};

export default homeRoutes;
