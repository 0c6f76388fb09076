import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { sendJsonText } from '../../platform/json-text.js';
import { scopeOf } from '../context.js';
import { getFleetGrid } from './get-fleet-grid.js';
import { FleetGridQuerySchema, FleetGridSchema, GRID_MAX_BOATS, GRID_MAX_DAYS } from './schemas.js';

/** `GET /admin/occupancy/grid`: the fleet grid's window (boats down the side, their blocks across), one call. */
const fleetGridRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  app.get(
    '/admin/occupancy/grid',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'getFleetGrid',
        tags: ['occupancy'],
        summary: 'Filo takvimi: bir penceredeki tekneler ve dolu aralıkları (rezervasyon, kapatma, tekne tarihi, iCal)',
        description:
          `Süzgeçlere (marina, tip, sahip, misafir sayısı, verilen aralıkta tamamen boş) uyan kiralık tekneler ada göre, ` +
          `her biri pencereyle kesişen dolu aralıklarıyla; en fazla ${GRID_MAX_BOATS} tekne. Pencere en fazla ${GRID_MAX_DAYS} gün. ` +
          'Aralıkların sonu dahil değildir. OWNER yalnızca kendi teknelerini görür.',
        security: bearer,
        querystring: FleetGridQuerySchema,
        response: { 200: FleetGridSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // JSON text PostgreSQL wrote in the shape of FleetGridSchema.
      return sendJsonText(reply, await getFleetGrid(sql, request.query, scopeOf(currentUser(request))));
    },
  );
};

export default fleetGridRoutes;
