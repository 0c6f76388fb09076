import type { Db } from '../platform/db.js';

/** Whether a partner of this id exists (a webhook endpoint names the partner that owns it). */
export async function partnerExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db<{ found: boolean }[]>`select exists (select 1 from partners where id = ${id}::uuid) as found`;
  return row?.found === true;
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
 * Locks the partner's row for the caller's transaction; false when there is none. FOR NO KEY UPDATE: the
 * office's changes to the partner (FOR UPDATE) and another such lock wait for it, a booking's or a request
 * count's foreign-key check does not. Webhooks take it before counting a partner's endpoints against its
 * cap and before appending to its audit trail (`audit.ts`, which reads the stream's version first).
 */
export async function lockPartner(db: Db, id: string): Promise<boolean> {
  const rows = await db`select id from partners where id = ${id}::uuid for no key update`;
  return rows.length > 0;
}
