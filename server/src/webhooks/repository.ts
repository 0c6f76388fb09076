import type { Db } from '../platform/db.js';
import type { WebhookEventType } from './payloads.js';

/** A webhook endpoint as stored (the secrets never leave the module but to sign). */
export interface EndpointRow {
  id: string;
  partnerId: string | null;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  enabled: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An endpoint with its partner's name and what its delivery log holds, for the panel. */
export interface EndpointView extends Omit<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'> {
  partnerName: string | null;
  pending: number;
  failed: number;
  lastDeliveredAt: Date | null;
}

/** What the dispatcher needs of an enabled endpoint to decide which messages it gets. */
export interface DispatchEndpoint {
  id: string;
  partnerId: string | null;
  eventTypes: WebhookEventType[];
  createdAt: Date;
}

export interface NewEndpoint {
  id: string;
  partnerId: string | null;
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  secret: string;
  at: Date;
}

export interface EndpointChange {
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  enabled: boolean;
  /** Kept as the reason when this change disables an enabled endpoint (who stopped it). */
  disabledReason: string;
  at: Date;
}

/** The channel the office's requests (a redelivery, an endpoint enabled again) wake the dispatcher on. */
export const REQUESTS_CHANNEL = 'webhooks_requested';

/** The endpoints (`webhook_endpoints`), written by this module alone. */
export function createEndpointsRepository(db: Db) {
  const view = db`
    select e.id, e.partner_id, p.name as partner_name, e.url, e.description, e.event_types, e.enabled,
      e.disabled_at, e.disabled_reason, e.created_at, e.updated_at,
      (select count(*) from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending')::int as pending,
      (select count(*) from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'failed')::int as failed,
      -- The newest delivered message's moment (walked from the newest row down: no scan of the whole log).
      (select d.delivered_at from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'delivered'
       order by d.seq desc limit 1) as last_delivered_at
    from webhook_endpoints e left join partners p on p.id = e.partner_id`;
  return {
    async insert(e: NewEndpoint): Promise<void> {
      await db`
        insert into webhook_endpoints (id, partner_id, url, description, event_types, secret, created_at, updated_at)
        values (${e.id}, ${e.partnerId}, ${e.url}, ${e.description}, ${e.eventTypes as string[]}::text[], ${e.secret},
          ${e.at}, ${e.at})`;
    },

    async get(id: string): Promise<EndpointRow | undefined> {
      const [row] = await db<EndpointRow[]>`select * from webhook_endpoints where id = ${id}`;
      return row;
    },

    async view(id: string): Promise<EndpointView | undefined> {
      const [row] = await db<EndpointView[]>`${view} where e.id = ${id}`;
      return row;
    },

    /** A page of the endpoints, newest first; `partnerId` given: that partner's alone. */
    async list(skip: number, take: number, partnerId?: string): Promise<{ rows: EndpointView[]; total: number }> {
      const of = partnerId === undefined ? db`true` : db`e.partner_id = ${partnerId}`;
      const [rows, [count]] = await Promise.all([
        db<EndpointView[]>`${view} where ${of} order by e.created_at desc, e.id limit ${take} offset ${skip}`,
        db<{ n: number }[]>`select count(*)::int as n from webhook_endpoints e where ${of}`,
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** The partner owning the endpoint (null: the office's; undefined: no such endpoint). It never changes. */
    async partnerOf(id: string): Promise<string | null | undefined> {
      const [row] = await db<{ partnerId: string | null }[]>`select partner_id from webhook_endpoints where id = ${id}`;
      return row?.partnerId;
    },

    /** How many endpoints the partner owns (its row locked by the caller, so a concurrent insert waits). */
    async countOfPartner(partnerId: string): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from webhook_endpoints where partner_id = ${partnerId}`;
      return row?.n ?? 0;
    },

    /** Locks the endpoint's row for the caller's transaction; undefined when there is none. */
    async lock(id: string): Promise<EndpointRow | undefined> {
      const [row] = await db<EndpointRow[]>`select * from webhook_endpoints where id = ${id} for update`;
      return row;
    },

    /** Enabling clears the reason it was disabled for; disabling by hand records who did it. */
    async update(id: string, c: EndpointChange): Promise<void> {
      await db`
        update webhook_endpoints set url = ${c.url}, description = ${c.description},
          event_types = ${c.eventTypes as string[]}::text[], updated_at = ${c.at},
          enabled = ${c.enabled},
          disabled_at = case when ${c.enabled} then null when enabled then ${c.at} else disabled_at end,
          disabled_reason = case when ${c.enabled} then null when enabled then ${c.disabledReason}
                                 else disabled_reason end
        where id = ${id}`;
    },

    async rotateSecret(id: string, secret: string, previousUntil: Date, at: Date): Promise<void> {
      await db`
        update webhook_endpoints set previous_secret = secret, previous_secret_until = ${previousUntil},
          secret = ${secret}, updated_at = ${at}
        where id = ${id}`;
    },

    /** Removes the endpoint (with its log); undefined when there is none (of `partnerId`, when given). */
    async remove(id: string, partnerId?: string): Promise<{ url: string; partnerId: string | null } | undefined> {
      const of = partnerId === undefined ? db`true` : db`partner_id = ${partnerId}`;
      const [row] = await db<{ url: string; partnerId: string | null }[]>`
        delete from webhook_endpoints where id = ${id} and ${of} returning url, partner_id`;
      return row;
    },

    /** Disables an enabled endpoint; false when it was already disabled (someone else told the office). */
    async disable(id: string, reason: string, at: Date): Promise<boolean> {
      const rows = await db`
        update webhook_endpoints set enabled = false, disabled_at = ${at}, disabled_reason = ${reason}, updated_at = ${at}
        where id = ${id} and enabled returning id`;
      return rows.length > 0;
    },

    async enabledForDispatch(): Promise<DispatchEndpoint[]> {
      return db<DispatchEndpoint[]>`
        select id, partner_id, event_types, created_at from webhook_endpoints where enabled`;
    },

    /** Wakes the dispatcher when the caller's transaction commits. */
    async notifyRequests(): Promise<void> {
      await db`select pg_notify(${REQUESTS_CHANNEL}, '')`;
    },
  };
}
