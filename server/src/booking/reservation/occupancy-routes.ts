import { occupancyPage } from './occupancy-page.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { daysBetween } from '../../common/dates.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { scopeOf } from '../context.js';
import { OccupancyPageSchema, OccupancyQuerySchema } from './occupancy-schemas.js';
import { createOccupancyReadRepository } from './occupancy-read-repository.js';
import { sendJsonText } from '../../platform/json-text.js';

/** The office's occupancy calendar: the occupied ranges of a window, paged by boats. */
const occupancyRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const read = createOccupancyReadRepository(sql);
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/occupancy',
    {
      ...both,
      schema: {
        operationId: 'getOccupancy',
        description:
          'Verilen tarih penceresinde görülebilen teknelerin dolu aralıkları kaynaklarıyla döner; tekneler ada göre sayfalanır (`limit`, `cursor`/`nextCursor`). Tek tekne için `boat_id`, birkaç tekne için `boat_ids`. Filonun tamamına bakmak için filo görünümü (`/v1/admin/occupancy/grid`) vardır.',
        tags: ['occupancy'],
        summary:
          'Doluluk takvimi: bir tarih penceresindeki dolu aralıklar (rezervasyon, kapatma, tekne tarihleri, iCal)',
        security: bearer,
        querystring: OccupancyQuerySchema,
        response: { 200: OccupancyPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (to <= from) throw badRequest('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
      if (daysBetween(from, to) > 400)
        throw badRequest('RANGE_TOO_LONG', 'Doluluk takvimi en fazla 400 günlük bir pencere için sorgulanabilir.');
      // JSON text PostgreSQL wrote in the shape of the response schema.
      return sendJsonText(
        reply,
        await read.occupancyJson(from, to, occupancyPage(request.query), scopeOf(currentUser(request))),
      );
    },
  );
};

export default occupancyRoutes;
