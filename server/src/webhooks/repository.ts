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

/** An endpoint with what its delivery log holds, for the panel. */
export interface EndpointView extends Omit<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'> {
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
  at: Date;
}

/** The channel the office's requests (a redelivery, an endpoint enabled again) wake the dispatcher on. */
export const REQUESTS_CHANNEL = 'webhooks_requested';

/** The endpoints (`webhook_endpoints`), written by this module alone. */
export function createEndpointsRepository(db: Db) {
  const view = db`
    select e.id, e.partner_id, e.url, e.description, e.event_types, e.enabled, e.disabled_at, e.disabled_reason,
      e.created_at, e.updated_at,
      (select count(*) from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending')::int as pending,
      (select count(*) from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'failed')::int as failed,
      -- The newest delivered message's moment (walked from the newest row down: no scan of the whole log).
      (select d.delivered_at from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'delivered'
       order by d.seq desc limit 1) as last_delivered_at
    from webhook_endpoints e`;
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

    async list(skip: number, take: number): Promise<{ rows: EndpointView[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db<EndpointView[]>`${view} order by e.created_at desc, e.id limit ${take} offset ${skip}`,
        db<{ n: number }[]>`select count(*)::int as n from webhook_endpoints`,
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Locks the endpoint's row for the caller's transaction; undefined when there is none. */
    async lock(id: string): Promise<EndpointRow | undefined> {
      const [row] = await db<EndpointRow[]>`select * from webhook_endpoints where id = ${id} for update`;
      return row;
    },

    /** Enabling clears the reason it was disabled for; disabling by hand records the office did it. */
    async update(id: string, c: EndpointChange): Promise<void> {
      await db`
        update webhook_endpoints set url = ${c.url}, description = ${c.description},
          event_types = ${c.eventTypes as string[]}::text[], updated_at = ${c.at},
          enabled = ${c.enabled},
          disabled_at = case when ${c.enabled} then null when enabled then ${c.at} else disabled_at end,
          disabled_reason = case when ${c.enabled} then null when enabled then 'Ofis tarafından durduruldu.'
                                 else disabled_reason end
        where id = ${id}`;
    },

    async rotateSecret(id: string, secret: string, previousUntil: Date, at: Date): Promise<void> {
      await db`
        update webhook_endpoints set previous_secret = secret, previous_secret_until = ${previousUntil},
          secret = ${secret}, updated_at = ${at}
        where id = ${id}`;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db`delete from webhook_endpoints where id = ${id} returning id`;
      return rows.length > 0;
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
