import type { Language } from '../common/language.js';
import type { Db } from '../platform/db.js';
import type { PartnerScope } from './schemas.js';

/** What a partner may be sent now: its scopes, and whether the office closed its access. */
export interface PartnerAccess {
  scopes: PartnerScope[];
  disabled: boolean;
}

/** A partner as its notices need it: its name (the office's mail names it), its contact address if any, its language. */
export interface PartnerContact {
  name: string;
  email: string | null;
  language: Language;
}

/** These partners' names, contact addresses and languages (a disabled webhook is told to them and to the office). */
export async function partnerContacts(db: Db, ids: readonly string[]): Promise<Map<string, PartnerContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db<({ id: string } & PartnerContact)[]>`
    select id, name, nullif(contact_email, '') as email, language from partners
    where id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/**
 * These partners' scopes and access as they are now (a webhook delivery honours them when it is made: a
 * partner endpoint gets an event type only while its partner holds the scope for it, and nothing while the
 * partner is disabled); a partner that does not exist is absent from the map.
 */
export async function partnerAccess(db: Db, ids: readonly string[]): Promise<Map<string, PartnerAccess>> {
  if (ids.length === 0) return new Map();
  const rows = await db<({ id: string } & PartnerAccess)[]>`
    select id, scopes, disabled from partners where id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.id, { scopes: r.scopes, disabled: r.disabled }]));
}

/**
 * Locks the partner's row for the caller's transaction and answers its scopes and access as locked (the
 * office's change to them waits); undefined when there is none. FOR NO KEY UPDATE: the office's changes to
 * the partner (FOR UPDATE) and another such lock wait for it, a booking's or a request count's foreign-key
 * check does not. Webhooks take it before counting a partner's endpoints against its cap, before checking
 * the office's subscription of a partner's endpoint against its scopes, and before appending to its audit
 * trail (`audit.ts`, which reads the stream's version first).
 */
export async function lockPartner(db: Db, id: string): Promise<PartnerAccess | undefined> {
  const [row] = await db<PartnerAccess[]>`
    select scopes, disabled from partners where id = ${id}::uuid for no key update`;
  return row;
}
