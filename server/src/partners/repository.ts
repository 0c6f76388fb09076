import { part, type SqlPart } from '../eventstore/statement.js';
import { likePattern, type Db } from '../platform/db.js';
import type { Language } from '../common/language.js';
import type { Partner, PartnerKey, PartnerListQuery, PartnerScope } from './schemas.js';

/** A partner's own columns, as written. */
export interface PartnerFields {
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  scopes: PartnerScope[];
  commissionPercent: number | null;
  allowedOrigins: string[];
  maxLiveOptions: number;
  requestsPerMinute: number;
  language: Language;
  disabled: boolean;
}

/** What a request's key finds: the key's state and its partner's, in one lookup. */
export interface KeyHolder {
  keyId: string;
  secretHash: Buffer;
  /** Revoked, or past its overlap (by the database's clock). */
  usable: boolean;
  partner: {
    id: string;
    name: string;
    scopes: PartnerScope[];
    commissionPercent: number | null;
    allowedOrigins: string[];
    maxLiveOptions: number;
    requestsPerMinute: number;
    disabled: boolean;
  };
}

interface PartnerRow extends PartnerFields {
  id: string;
  activeKeys: number;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface KeyRow {
  id: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  status: PartnerKey['status'];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toPartner = (r: PartnerRow): Partner => ({
  id: r.id,
  name: r.name,
  contactName: r.contactName,
  contactEmail: r.contactEmail,
  contactPhone: r.contactPhone,
  scopes: r.scopes,
  commissionPercent: r.commissionPercent,
  allowedOrigins: r.allowedOrigins,
  maxLiveOptions: r.maxLiveOptions,
  requestsPerMinute: r.requestsPerMinute,
  language: r.language,
  disabled: r.disabled,
  activeKeys: Number(r.activeKeys),
  lastUsedAt: iso(r.lastUsedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toKey = (r: KeyRow): PartnerKey => ({
  id: r.id,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  expiresAt: iso(r.expiresAt),
  revokedAt: iso(r.revokedAt),
  lastUsedAt: iso(r.lastUsedAt),
  status: r.status,
});

/** A key (`k`) works while it is neither revoked nor past its overlap. */
const keyUsable = (db: Db) => db`k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`;

/** The unique index on the partner's folded name (a second partner of the same name). */
export const isNameTaken = (e: unknown) =>
  (e as { code?: string; constraint_name?: string }).code === '23505' &&
  (e as { constraint_name?: string }).constraint_name === 'partners_name_key';

/** The partners module's SQL on `partners`, `partner_keys` and `partner_request_days`; `db` is the pool or a transaction. */
export function createPartnersRepository(db: Db) {
  const select = db`
    select p.id, p.name, p.contact_name, p.contact_email, p.contact_phone, p.scopes,
      p.commission_percent::float8 as commission_percent, p.allowed_origins, p.max_live_options,
      p.requests_per_minute, p.language, p.disabled, p.created_at, p.updated_at,
      (select count(*) from partner_keys k where k.partner_id = p.id and ${keyUsable(db)})::int as active_keys,
      (select max(k.last_used_at) from partner_keys k where k.partner_id = p.id) as last_used_at
    from partners p`;

  return {
    async insert(id: string, f: PartnerFields, now: string): Promise<void> {
      await db`insert into partners (id, name, contact_name, contact_email, contact_phone, scopes, commission_percent,
          allowed_origins, max_live_options, requests_per_minute, language, disabled, created_at, updated_at)
        values (${id}, ${f.name}, ${f.contactName}, ${f.contactEmail}, ${f.contactPhone}, ${f.scopes}::text[],
          ${f.commissionPercent}, ${f.allowedOrigins}::text[], ${f.maxLiveOptions}, ${f.requestsPerMinute},
          ${f.language}, ${f.disabled}, ${now}, ${now})`;
    },

    /** The partner's row locked until the transaction ends (admin writes of one partner go one after the other). */
    async lock(id: string): Promise<PartnerFields | undefined> {
      const [row] = await db<PartnerFields[]>`
        select name, contact_name, contact_email, contact_phone, scopes, commission_percent::float8 as commission_percent,
          allowed_origins, max_live_options, requests_per_minute, language, disabled
        from partners where id = ${id} for update`;
      return row;
    },

    async update(id: string, f: PartnerFields, now: string): Promise<void> {
      await db`update partners set name = ${f.name}, contact_name = ${f.contactName}, contact_email = ${f.contactEmail},
          contact_phone = ${f.contactPhone}, scopes = ${f.scopes}::text[], commission_percent = ${f.commissionPercent},
          allowed_origins = ${f.allowedOrigins}::text[], max_live_options = ${f.maxLiveOptions},
          requests_per_minute = ${f.requestsPerMinute}, language = ${f.language}, disabled = ${f.disabled},
          updated_at = ${now}
        where id = ${id}`;
    },

    async find(id: string): Promise<Partner | undefined> {
      const [row] = await db<PartnerRow[]>`${select} where p.id = ${id}`;
      return row && toPartner(row);
    },

    async list(q: PartnerListQuery): Promise<{ content: Partner[]; total: number }> {
      const where = q.search?.trim() ? db`where p.name ilike ${likePattern(q.search.trim())}` : db``;
      const [rows, [count]] = await Promise.all([
        db<PartnerRow[]>`${select} ${where} order by lower(p.name), p.id offset ${q.skip} limit ${q.take}`,
        db<{ n: number }[]>`select count(*)::int as n from partners p ${where}`,
      ]);
      return { content: rows.map(toPartner), total: count?.n ?? 0 };
    },

    async keys(partnerId: string): Promise<PartnerKey[]> {
      const rows = await db<KeyRow[]>`
        select k.id, k.prefix, k.created_at, k.expires_at, k.revoked_at, k.last_used_at,
          case when k.revoked_at is not null then 'revoked'
               when k.expires_at is null then 'active'
               when k.expires_at > now() then 'expiring' else 'expired' end as status
        from partner_keys k where k.partner_id = ${partnerId} order by k.created_at desc, k.id`;
      return rows.map(toKey);
    },

    async key(partnerId: string, keyId: string): Promise<PartnerKey | undefined> {
      return (await this.keys(partnerId)).find((k) => k.id === keyId);
    },

    async insertKey(k: { id: string; partnerId: string; prefix: string; secretHash: Buffer; now: string }) {
      await db`insert into partner_keys (id, partner_id, prefix, secret_hash, created_at)
        values (${k.id}, ${k.partnerId}, ${k.prefix}, ${k.secretHash}, ${k.now})`;
    },

    /** The key stops at `at` (or earlier, when it already had an earlier end). */
    async expireKey(keyId: string, at: string): Promise<void> {
      await db`update partner_keys set expires_at = least(coalesce(expires_at, ${at}::timestamptz), ${at}::timestamptz)
        where id = ${keyId}`;
    },

    async revokeKey(keyId: string, at: string): Promise<void> {
      await db`update partner_keys set revoked_at = coalesce(revoked_at, ${at}::timestamptz) where id = ${keyId}`;
    },

    /** Requests per Istanbul day from `fromDay` on (days without requests are left out). */
    async usage(partnerId: string, fromDay: string): Promise<{ day: string; requests: number }[]> {
      return db<{ day: string; requests: number }[]>`
        select day::text, requests from partner_request_days where partner_id = ${partnerId} and day >= ${fromDay}::date
        order by day`;
    },

    /** The partner's options still waiting for their deposit (what its limit counts). */
    async liveOptions(partnerId: string, now: string): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from reservations
        where partner_id = ${partnerId} and status = 'option' and option_until > ${now}::timestamptz`;
      return row?.n ?? 0;
    },

    /** The key a request names by its prefix, with its partner: one primary-key lookup each. */
    async keyHolder(prefix: string): Promise<KeyHolder | undefined> {
      const [row] = await db<
        {
          keyId: string;
          secretHash: Buffer;
          usable: boolean;
          partnerId: string;
          name: string;
          scopes: PartnerScope[];
          commissionPercent: number | null;
          allowedOrigins: string[];
          maxLiveOptions: number;
          requestsPerMinute: number;
          disabled: boolean;
        }[]
      >`
        select k.id as key_id, k.secret_hash, (${keyUsable(db)}) as usable, p.id as partner_id, p.name, p.scopes,
          p.commission_percent::float8 as commission_percent, p.allowed_origins, p.max_live_options,
          p.requests_per_minute, p.disabled
        from partner_keys k join partners p on p.id = k.partner_id where k.prefix = ${prefix}`;
      if (!row) return undefined;
      const { keyId, secretHash, usable, partnerId, ...partner } = row;
      return { keyId, secretHash, usable, partner: { id: partnerId, ...partner } };
    },

    /**
     * One request of the partner on `day` (Istanbul), and the key's last use (written at most once a
     * minute per key, so a busy key does not rewrite its row on every request): one statement, committed
     * without waiting for the WAL flush (migration 0140, `count_partner_request`).
     */
    async countRequest(partnerId: string, keyId: string, day: string): Promise<void> {
      await db`select count_partner_request(${partnerId}::uuid, ${keyId}::uuid, ${day}::date)`;
    },

    /** Whether some enabled partner lists `origin` (a browser's preflight, before any key is sent). */
    async originAllowed(origin: string): Promise<boolean> {
      const [row] = await db<{ allowed: boolean }[]>`
        select exists (select 1 from partners where not disabled and ${origin} = any(allowed_origins)) as allowed`;
      return row?.allowed ?? false;
    },

    /** Request counts older than `beforeDay` (the panel shows 14 days): removed by the daily prune job. */
    async pruneUsage(beforeDay: string): Promise<number> {
      const rows = await db`delete from partner_request_days where day < ${beforeDay}::date returning 1`;
      return rows.length;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;

const OPTIONS_REFUSAL = 'partner_options:';

/**
 * The condition a partner's booking statement carries (`PartnerSource.claim`): the partner's bookings go
 * one after the other and each counts the live options committed before it (migration 0141); past
 * `max` the statement stops (FT001), read back by `partnerOptionsRefusal`.
 */
export const partnerOptionsClaim = (partnerId: string, max: number, now: string, reservationId: string): SqlPart =>
  part`partner_options_claim(${partnerId}::uuid, ${max}::int, ${now}::timestamptz, ${reservationId}::uuid)`;

/** The live options and the seconds until the first lapses, when the claim stopped a statement; else undefined. */
export function partnerOptionsRefusal(e: unknown): { count: number; seconds: number } | undefined {
  const { code, message } = e as { code?: string; message?: string };
  if (code !== 'FT001' || !message?.startsWith(OPTIONS_REFUSAL)) return undefined;
  const [count, seconds] = message.slice(OPTIONS_REFUSAL.length).split(':').map(Number);
  return { count: count ?? 0, seconds: seconds ?? 60 };
}
