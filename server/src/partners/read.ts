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
