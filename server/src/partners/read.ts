import type { Db } from '../platform/db.js';
import type { PartnerScope } from './schemas.js';

/** A partner's scopes, and whether the office closed its access. */
export interface PartnerAccess {
  scopes: PartnerScope[];
  disabled: boolean;
}

/** The contact addresses of these partners, for those that have one (a disabled webhook is told to them). */
export async function partnerContactEmails(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: string; contactEmail: string }[]>`
    select id, contact_email from partners
    where id = any(${ids as string[]}::uuid[]) and contact_email is not null and contact_email <> ''`;
  return new Map(rows.map((r) => [r.id, r.contactEmail]));
}

/**
 * Locks the partner's row for the caller's transaction and answers its scopes and access as locked (the
 * office's change to them waits); undefined when there is none. FOR NO KEY UPDATE: the office's changes to
 * the partner (FOR UPDATE) and another such lock wait for it, a booking's or a request count's foreign-key
 * check does not. Webhooks take it before counting a partner's endpoints against its cap and before
 * appending to its audit trail (`audit.ts`, which reads the stream's version first), for the office's
 * changes to a partner's endpoint as for the partner's own.
 */
export async function lockPartner(db: Db, id: string): Promise<PartnerAccess | undefined> {
  const [row] = await db<PartnerAccess[]>`
    select scopes, disabled from partners where id = ${id}::uuid for no key update`;
  return row;
}
