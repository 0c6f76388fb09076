import type { ErasureOptions, ReservationDeps } from './deps.js';
import { eraseCustomerData } from './erasure.js';
import { requireReservation } from './read-repository.js';
import type { Reservation } from './schemas.js';

/** KVKK erasure: the customer's personal data goes everywhere it was kept (erasure.ts), the events (which never held it) stay. */
export async function eraseCustomer(
  deps: Pick<ReservationDeps, 'sql' | 'personalData'>,
  id: string,
  opts: ErasureOptions = {},
): Promise<Reservation> {
  const current = await requireReservation(deps.sql, id, null);
  await deps.sql.begin((tx) =>
    eraseCustomerData(tx, deps.personalData, { reservationId: id, customerId: current.customer.id }, opts),
  );
  return requireReservation(deps.sql, id, null);
}
