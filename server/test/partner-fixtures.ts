import type { LightMyRequestResponse } from 'fastify';
import { bearer, body, type TestApp } from './app.js';

export interface PartnerBody {
  id: string;
  name: string;
  scopes: string[];
  commissionPercent: number | null;
  allowedOrigins: string[];
  maxLiveOptions: number;
  requestsPerMinute: number;
  disabled: boolean;
  activeKeys: number;
  lastUsedAt: string | null;
}

export interface KeyBody {
  id: string;
  prefix: string;
  status: 'active' | 'expiring' | 'expired' | 'revoked';
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface PartnerReservationBody {
  id: string;
  reference: string;
  partnerReference: string | null;
  status: string;
  boat: { id: number; slug: string; name: string };
  start: string;
  end: string;
  total: number;
  deposit: number;
  terms: { contract: { total: number; currency: string }; commission?: { percent: number; amount: number } };
}

export const ALL_SCOPES = ['catalog:read', 'availability:read', 'bookings:write', 'bookings:read'];

let n = 0;

/** Partners and their keys through the office's API (an ADMIN's token), and calls with a partner key. */
export function partnerFixtures(t: TestApp, adminToken: string) {
  const admin = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const res = await t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return body<{ content: T }>(res).content;
  };
  return {
    admin,
    partner: (over: Record<string, unknown> = {}) =>
      admin<PartnerBody>('POST', '/v1/admin/partners', {
        name: `Acente ${Date.now().toString(36)}-${(n += 1)}`,
        scopes: ALL_SCOPES,
        ...over,
      }),
    /** A new key of the partner: the whole key (shown once) and its row. */
    async key(partnerId: string): Promise<{ secret: string; key: KeyBody }> {
      return admin<{ secret: string; key: KeyBody }>('POST', `/v1/admin/partners/${partnerId}/keys`);
    },
    rotate: (partnerId: string, keyId: string, overlapHours?: number) =>
      admin<{ secret: string; key: KeyBody }>(
        'POST',
        `/v1/admin/partners/${partnerId}/keys/${keyId}/rotate`,
        overlapHours === undefined ? {} : { overlapHours },
      ),
    revoke: (partnerId: string, keyId: string) =>
      admin<KeyBody>('POST', `/v1/admin/partners/${partnerId}/keys/${keyId}/revoke`),
    /** A request with a partner key (`X-Api-Key`). */
    call(
      key: string | null,
      method: 'GET' | 'POST',
      url: string,
      opts: { payload?: object; headers?: Record<string, string> } = {},
    ): Promise<LightMyRequestResponse> {
      return t.app.inject({
        method,
        url,
        headers: { ...(key === null ? {} : { 'x-api-key': key }), ...opts.headers },
        ...(opts.payload ? { payload: opts.payload } : {}),
      });
    },
  };
}

/** A booking body of one night on `slug`, `offset` days into the priced 2027 season. */
export function nightOn(slug: string, offset: number, extra: Record<string, unknown> = {}) {
  const d = new Date(Date.UTC(2027, 3, 1 + offset));
  const next = new Date(d.getTime() + 86_400_000);
  return {
    boatSlug: slug,
    start: d.toISOString().slice(0, 10),
    end: next.toISOString().slice(0, 10),
    guests: 2,
    customer: { name: 'Deniz Yıldız', email: `misafir${offset}@example.com`, phone: '+90 555 000 00 00' },
    ...extra,
  };
}

/**
 * A partner of every scope with a key, one booking on `slug` and one webhook endpoint of its own (the contract
 * test calls the partner operations with it).
 */
export async function partnerWithBooking(t: TestApp, adminToken: string, slug: string) {
  const px = partnerFixtures(t, adminToken);
  const partner = await px.partner({ name: 'Likya Tur', allowedOrigins: ['https://likyatur.example'] });
  const { secret } = await px.key(partner.id);
  const booked = await px.call(secret, 'POST', '/v1/partner/reservations', {
    headers: { 'idempotency-key': 'sozlesme-0001' },
    payload: { ...nightOn(slug, 160), partnerReference: 'LT-1' },
  });
  if (booked.statusCode !== 201) throw new Error(`partner booking: ${booked.statusCode} ${booked.body}`);
  // Its own webhook endpoint, at a public address (an IP literal: no lookup, accepted with private hosts refused).
  const hook = await px.call(secret, 'POST', '/v1/partner/webhooks', {
    payload: { url: 'https://203.0.113.50/hooks', eventTypes: ['reservation.created'] },
  });
  if (hook.statusCode !== 201) throw new Error(`partner webhook: ${hook.statusCode} ${hook.body}`);
  return {
    id: partner.id,
    headers: { 'x-api-key': secret },
    reservationId: body<{ content: { id: string } }>(booked).content.id,
    webhookId: body<{ content: { endpoint: { id: string } } }>(hook).content.endpoint.id,
  };
}
