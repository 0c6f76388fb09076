import { compose, part, type SqlPart } from '../../eventstore/statement.js';
import type { Db } from '../../platform/db.js';

export interface NewCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  fingerprint?: string | null;
}

/** The customer row, written with the events of the booking (a sub-statement); with `guard`, only if that condition holds. */
export const customerRow = (id: string, c: NewCustomer, guard: SqlPart = part`true`): SqlPart =>
  compose(
    [
      part`insert into customers (id, name, email, phone, client_fingerprint)
          select ${id}::uuid, ${c.name.trim()}::text, ${c.email?.trim().toLowerCase() || null}::text, ${c.phone?.trim() || null}::text,
                 ${c.fingerprint ?? null}::text`,
      guard,
    ],
    ([insert, condition]) => `${insert} where ${condition}`,
  );

/** The office corrects the customer's name, e-mail and phone (an erased customer stays erased). */
export async function changeCustomer(
  tx: Db,
  id: string,
  c: { name: string; email: string | null; phone: string | null },
): Promise<void> {
  await tx`update customers set name = ${c.name.trim()}, email = ${c.email?.trim().toLowerCase() ?? null},
                 phone = ${c.phone?.trim() ?? null}
               where id = ${id} and erased_at is null`;
}

/** The customer's e-mail, its row locked for the rest of the transaction (an erasure). */
export async function lockCustomerEmail(tx: Db, id: string): Promise<string | null | undefined> {
  const [customer] = await tx<{ email: string | null }[]>`select email from customers where id = ${id} for update`;
  return customer?.email;
}

/** KVKK: the customer row keeps no name, e-mail, phone or client fingerprint, and the time it was erased. */
export async function blankCustomer(tx: Db, id: string): Promise<void> {
  await tx`update customers set name = '', email = null, phone = null, client_fingerprint = null, erased_at = coalesce(erased_at, now()) where id = ${id}`;
}
