import { istanbulDateTime } from '../common/dates.js';
import type { Language } from '../common/language.js';
import type { EventStore } from '../eventstore/store.js';
import type { Actor, EventMetadata, StoredEvent } from '../eventstore/types.js';
import type { Db } from '../platform/db.js';
import type { PartnerAuditEntry, PartnerScope } from './schemas.js';

/**
 * What the office did to a partner, as events in the log (stream `partner-<id>`), so who changed what
 * and when is read as the reservations' audit trail is: each event's metadata names the user, the
 * request and the time. The partner's row itself is the state (`partners`, `partner_keys`), written in
 * the same transaction. Contact details are a person's: the events say which changed, never their values.
 */
export type ContactField = 'contactName' | 'contactEmail' | 'contactPhone';

export interface PartnerTerms {
  name?: string;
  scopes?: PartnerScope[];
  commissionPercent?: number | null;
  allowedOrigins?: string[];
  maxLiveOptions?: number;
  requestsPerMinute?: number;
  /** Absent in events recorded before partners had a language (they were all Turkish). */
  language?: Language;
  disabled?: boolean;
}

export type PartnerEvent =
  | { type: 'PartnerRegistered'; data: PartnerTerms & { contact: ContactField[] } }
  | { type: 'PartnerChanged'; data: { changes: PartnerTerms; contact: ContactField[] } }
  | {
      type: 'PartnerKeyIssued';
      /** `replaces`: a rotation; the old key works until `until`. */
      data: { keyId: string; prefix: string; replaces?: { keyId: string; prefix: string; until: string } };
    }
  | { type: 'PartnerKeyRevoked'; data: { keyId: string; prefix: string } }
  | PartnerWebhookEvent;

/**
 * A change to a webhook endpoint, as an audit trail keeps it: who registered, changed, re-keyed, asked to
 * redeliver or deleted it. A partner's endpoint's changes (the partner's own with its key, and the office's
 * to it) go to the partner's stream with the `Partner` prefix (`PartnerWebhookRegistered` …, through
 * `recordPartnerWebhookEvent`), so the office's İş ortakları page shows them; the office's own endpoint's go
 * to the endpoint's own stream as they are (the webhooks module's `webhooks/audit.ts`). The shapes and their
 * Turkish lines are here, beside the partner's trail, since the partners module cannot import the webhooks
 * module (which imports this file). `url` is the endpoint's address without its query (a receiver may put
 * its own token there; the log keeps what it is given for good); a secret is never recorded.
 */
export type WebhookAuditEvent =
  | { type: 'WebhookRegistered'; data: { endpointId: string; url: string; eventTypes: string[] } }
  | {
      type: 'WebhookChanged';
      data: {
        endpointId: string;
        url: string;
        changes: { url?: string; eventTypes?: string[]; description?: string; enabled?: boolean };
      };
    }
  | { type: 'WebhookSecretRotated'; data: { endpointId: string; url: string; previousUntil: string } }
  | { type: 'WebhookRedeliveryRequested'; data: { endpointId: string; url: string; deliveryId: string } }
  | { type: 'WebhookDeleted'; data: { endpointId: string; url: string } };

type Prefixed<E> = E extends { type: infer T extends string; data: infer D } ? { type: `Partner${T}`; data: D } : never;

/** A change to one of a partner's webhook endpoints, in the partner's stream. */
export type PartnerWebhookEvent = Prefixed<WebhookAuditEvent>;

const unprefixed = (e: PartnerWebhookEvent): WebhookAuditEvent =>
  ({ type: e.type.slice('Partner'.length), data: e.data }) as WebhookAuditEvent;

export const partnerStreamId = (partnerId: string) => `partner-${partnerId}`;

/**
 * Appends `event` to the partner's stream in `tx`, the transaction that wrote the partner's rows (for an
 * existing partner, after its row was locked, so the version read is the one appended after).
 */
export async function recordPartnerEvent(
  tx: Db,
  store: EventStore,
  partnerId: string,
  event: PartnerEvent,
  metadata: EventMetadata,
  opts: { newStream?: boolean } = {},
): Promise<void> {
  const streamId = partnerStreamId(partnerId);
  const version = opts.newStream ? 0 : (await store.readStream(tx, streamId)).version;
  await store.append(tx, {
    streamId,
    streamType: 'partner',
    expectedVersion: version === 0 ? 'no_stream' : version,
    events: [{ event }],
    metadata,
  });
}

/**
 * A change to one of the partner's webhook endpoints (the partner's own or the office's), appended to its
 * stream in `tx`, the transaction that wrote the endpoint, after the partner's row was locked there
 * (`read.ts` `lockPartner`); the metadata names the partner or the office's user.
 */
export const recordPartnerWebhookEvent = (
  tx: Db,
  store: EventStore,
  partnerId: string,
  event: WebhookAuditEvent,
  metadata: EventMetadata,
): Promise<void> =>
  recordPartnerEvent(
    tx,
    store,
    partnerId,
    { type: `Partner${event.type}`, data: event.data } as PartnerWebhookEvent,
    metadata,
  );

const SCOPE_NAMES: Record<PartnerScope, string> = {
  'catalog:read': 'katalog okuma',
  'availability:read': 'müsaitlik okuma',
  'bookings:write': 'rezervasyon yazma',
  'bookings:read': 'rezervasyon okuma',
};
const LANGUAGE_NAMES: Record<Language, string> = { tr: 'Türkçe', en: 'İngilizce' };
/** A percent as the panel writes it (`formatNumber` of web/src/lib/money.ts): "%12,5", "%10", "%7,25". */
const PERCENT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

const CONTACT_NAMES: Record<ContactField, string> = {
  contactName: 'ilgili kişi',
  contactEmail: 'e-posta',
  contactPhone: 'telefon',
};

function describeTerms(t: PartnerTerms): string[] {
  return [
    t.name !== undefined ? `ad "${t.name}"` : null,
    t.scopes !== undefined
      ? `yetkiler: ${t.scopes.length ? t.scopes.map((s) => SCOPE_NAMES[s]).join(', ') : 'yok'}`
      : null,
    t.commissionPercent !== undefined
      ? `komisyon ${t.commissionPercent === null ? 'yok' : `%${PERCENT.format(t.commissionPercent)}`}`
      : null,
    t.allowedOrigins !== undefined
      ? `izinli tarayıcı adresleri: ${t.allowedOrigins.length ? t.allowedOrigins.join(', ') : 'yok'}`
      : null,
    t.maxLiveOptions !== undefined ? `en çok ${t.maxLiveOptions} opsiyon` : null,
    t.requestsPerMinute !== undefined ? `dakikada ${t.requestsPerMinute} istek` : null,
    t.language !== undefined ? `yazışma dili ${LANGUAGE_NAMES[t.language]}` : null,
    t.disabled !== undefined ? (t.disabled ? 'erişim kapatıldı' : 'erişim açıldı') : null,
  ].filter((x): x is string => x !== null);
}

const contactLine = (fields: ContactField[]) =>
  fields.length ? [`iletişim bilgisi (${fields.map((f) => CONTACT_NAMES[f]).join(', ')})`] : [];

/** One Turkish line per event for the partner's audit trail. */
export function describePartnerEvent(e: PartnerEvent): string {
  switch (e.type) {
    case 'PartnerRegistered':
      return `İş ortağı kaydedildi: ${[...describeTerms(e.data), ...contactLine(e.data.contact)].join('; ')}`;
    case 'PartnerChanged': {
      const parts = [...describeTerms(e.data.changes), ...contactLine(e.data.contact)];
      return `Bilgiler değişti: ${parts.length ? parts.join('; ') : 'değişiklik yok'}`;
    }
    case 'PartnerKeyIssued':
      return e.data.replaces
        ? `Anahtar yenilendi: fk_${e.data.prefix}_… verildi; eski fk_${e.data.replaces.prefix}_… ${istanbulDateTime(e.data.replaces.until, 'tr')} tarihine kadar çalışır`
        : `Anahtar verildi: fk_${e.data.prefix}_…`;
    case 'PartnerKeyRevoked':
      return `Anahtar iptal edildi: fk_${e.data.prefix}_… (hemen çalışmaz)`;
    default:
      return describeWebhookAuditEvent(unprefixed(e));
  }
}

/** One Turkish line for a change to a webhook endpoint (the partner's trail and an office endpoint's alike). */
export function describeWebhookAuditEvent(e: WebhookAuditEvent): string {
  switch (e.type) {
    case 'WebhookRegistered':
      return `Webhook adresi eklendi: ${e.data.url} (${e.data.eventTypes.join(', ')})`;
    case 'WebhookChanged': {
      const c = e.data.changes;
      const parts = [
        c.url !== undefined ? `adres ${c.url}` : null,
        c.eventTypes !== undefined ? `olaylar: ${c.eventTypes.join(', ')}` : null,
        c.description !== undefined ? `açıklama "${c.description}"` : null,
        c.enabled !== undefined ? (c.enabled ? 'gönderim yeniden başlatıldı' : 'gönderim durduruldu') : null,
      ].filter((x): x is string => x !== null);
      return `Webhook adresi değişti (${e.data.url}): ${parts.length ? parts.join('; ') : 'değişiklik yok'}`;
    }
    case 'WebhookSecretRotated':
      return `Webhook imza anahtarı yenilendi (${e.data.url}); eski anahtar ${istanbulDateTime(e.data.previousUntil, 'tr')} tarihine kadar da imzalar`;
    case 'WebhookRedeliveryRequested':
      return `Webhook teslimatı yeniden gönderilmek üzere sıraya alındı (${e.data.url})`;
    case 'WebhookDeleted':
      return `Webhook adresi silindi: ${e.data.url}`;
  }
}

const actorOf = (a: Actor): PartnerAuditEntry['actor'] =>
  a.kind === 'user'
    ? { kind: 'user', id: a.id, name: a.name }
    : { kind: a.kind, id: null, name: a.kind === 'system' || a.kind === 'partner' ? a.name : 'Ziyaretçi' };

/** An event of an audit trail as the office reads it: its Turkish line, who, which request, when. */
export const auditEntry = (e: StoredEvent, title: string): PartnerAuditEntry => ({
  position: e.position,
  type: e.type,
  title,
  actor: actorOf(e.metadata.actor),
  requestId: e.metadata.requestId ?? null,
  at: e.metadata.at,
});

/** The partner's stream as its audit trail, oldest first. */
export async function partnerAuditTrail(db: Db, store: EventStore, partnerId: string): Promise<PartnerAuditEntry[]> {
  const { events } = await store.readStream<PartnerEvent>(db, partnerStreamId(partnerId));
  return events.map((e: StoredEvent<PartnerEvent>) =>
    auditEntry(e, describePartnerEvent({ type: e.type, data: e.data } as PartnerEvent)),
  );
}

/** The changes to one of the partner's webhook endpoints in the partner's trail (its own and the office's), oldest first. */
export async function partnerEndpointTrail(
  db: Db,
  store: EventStore,
  partnerId: string,
  endpointId: string,
): Promise<PartnerAuditEntry[]> {
  const { events } = await store.readStream<PartnerEvent>(db, partnerStreamId(partnerId));
  return events
    .filter((e) => e.type.startsWith('PartnerWebhook') && (e.data as { endpointId?: string }).endpointId === endpointId)
    .map((e) => auditEntry(e, describePartnerEvent({ type: e.type, data: e.data } as PartnerEvent)));
}
