import type { Db } from '../../platform/db.js';

/** Empties the reservation list (and the payments that refer to it) before a rebuild (`reservationsListProjection`). */
export async function truncateReservations(tx: Db): Promise<void> {
  await tx`truncate payments, reservations`;
}

/** Empties the payments before a rebuild (`paymentsProjection`). */
export async function truncatePayments(tx: Db): Promise<void> {
  await tx`truncate payments`;
}
