import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Sql } from '../../platform/db.js';
import adminCustomerRoutes from './admin-customer-routes.js';
import adminPaymentRoutes from './admin-payment-routes.js';
import adminReservationRoutes from './admin-reservation-routes.js';
import type { ReservationDeps } from './deps.js';
import occupancyRoutes from './occupancy-routes.js';
import transactionRoutes from './transaction-routes.js';

/**
 * The back office's reservation routes, one file per area, registered in this order: the OpenAPI
 * document lists the paths as they were registered.
 */
const adminRoutes: FastifyPluginAsyncTypebox<{
  booking: ReservationDeps;
  /** Where the list's statements planned with their values run (`AppDeps.officeValuesSql`). */
  valuesSql: Sql;
}> = async (app, { booking, valuesSql }) => {
  await app.register(adminReservationRoutes, { booking, valuesSql });
  await app.register(adminPaymentRoutes, { booking });
  await app.register(adminCustomerRoutes, { booking });
  await app.register(transactionRoutes, { sql: booking.sql });
  await app.register(occupancyRoutes, { sql: booking.sql });
};

export default adminRoutes;
