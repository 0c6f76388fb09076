import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import { contextOf, scopeOf } from '../context.js';
import type { ReservationDeps } from './deps.js';
import { dismissExternalConflicts } from './dismiss-external-conflicts.js';
import { ReservationResponseSchema, UuidParams } from './schemas.js';

/** The office's answer to a clash with another platform's calendar (`Reservation.externalConflicts`). */
const externalConflictRoutes: FastifyPluginAsyncTypebox<{ booking: ReservationDeps }> = async (app, { booking }) => {
  app.delete(
    '/admin/reservations/:id/external-conflicts',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'removeExternalConflicts',
        description:
          'Teknenin iCal takvimindeki başka platform kaydıyla çakışma uyarısını rezervasyondan kaldırır (çakışma çözüldü veya görüldü; olay kaydında kalır). Aynı çakışma yeniden işaretlenmez, yenisi işaretlenir. Uyarı yoksa 409.',
        tags: ['reservations'],
        summary: 'Takvim çakışması uyarısını kaldır',
        security: bearer,
        params: UuidParams,
        response: { 200: ReservationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      content: await dismissExternalConflicts(
        booking,
        request.params.id,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );
};

export default externalConflictRoutes;
