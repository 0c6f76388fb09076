import type { Db } from '../platform/db.js';

/**
 * The seed's own statements: the lock first-start data is written under, and the demo bookings'
 * customers and references, which the booking core otherwise writes inside its own append (open-reservation).
 */
export function createSeedRepository(tx: Db) {
  return {
    /** Serialises first-start data across instances starting together (until the caller's transaction ends). */
    async lockBootstrap(): Promise<void> {
      await tx`select pg_advisory_xact_lock(7283119002)`;
    },

    async insertCustomer(c: { id: string; name: string; email: string; phone: string }): Promise<void> {
      await tx`insert into customers (id, name, email, phone) values (${c.id}, ${c.name}, ${c.email}, ${c.phone})`;
    },

    /** The next reservation reference number. */
    async nextReference(): Promise<number> {
      const [seq] = await tx<{ n: number }[]>`select nextval('reservation_reference_seq') as n`;
      return seq!.n;
    },
  };
}
