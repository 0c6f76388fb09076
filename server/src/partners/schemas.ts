import { Type, type Static } from 'typebox';
import { DateTime, Name, PageQuery, withExample } from '../common/schemas.js';

/** What a partner's key may do (issue 39); each partner operation names the one it needs. */
export const PartnerScopeSchema = Type.Union(
  [
    Type.Literal('catalog:read'),
    Type.Literal('availability:read'),
    Type.Literal('bookings:write'),
    Type.Literal('bookings:read'),
  ],
  {
    description:
      'catalog:read (tekne bilgileri), availability:read (toplu müsaitlik), bookings:write (opsiyon oluşturma ve iptal), bookings:read (kendi rezervasyonlarını okuma)',
  },
);
export type PartnerScope = Static<typeof PartnerScopeSchema>;
/** The scopes in their fixed order (as stored and shown). */
export const PARTNER_SCOPES: readonly PartnerScope[] = [
  'catalog:read',
  'availability:read',
  'bookings:write',
  'bookings:read',
];

export const PartnerIdParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'İş ortağı kimliği' }) });
export const PartnerKeyParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'İş ortağı kimliği' }),
  keyId: Type.String({ format: 'uuid', description: 'Anahtar kimliği' }),
});

const Origin = Type.String({
  maxLength: 200,
  pattern: '^https?://[^/?#\\s]+/?$',
  description: 'Tarayıcı sayfasının kaynak adresi: şema, alan adı ve gerekirse bağlantı noktası',
});

const partnerFields = {
  name: Name(120, 'İş ortağının adı (acente, otel, site)'),
  contactName: Type.Union([Type.String({ maxLength: 120 }), Type.Null()], { description: 'İlgili kişi' }),
  contactEmail: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]),
  contactPhone: Type.Union([Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$' }), Type.Null()]),
  scopes: Type.Array(PartnerScopeSchema, { uniqueItems: true, maxItems: 4, description: 'Anahtarların yetkileri' }),
  commissionPercent: Type.Union([Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01 }), Type.Null()], {
    description: 'Ortağın komisyonu, sözleşme toplamının yüzdesi (en çok iki ondalık); yoksa null',
  }),
  allowedOrigins: Type.Array(Origin, {
    uniqueItems: true,
    maxItems: 20,
    description: 'Anahtarla tarayıcıdan çağrı yapabilecek sayfaların kaynak adresleri (boşsa tarayıcıdan çağrı yok)',
  }),
  maxLiveOptions: Type.Integer({
    minimum: 0,
    maximum: 100_000,
    description: 'Aynı anda ödeme bekleyen en çok opsiyon (varsayılan 100)',
  }),
  requestsPerMinute: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    description: 'Dakikada en çok istek, bütün anahtarları ve sunucuları birlikte (varsayılan 600)',
  }),
  language: Type.Union([Type.Literal('tr'), Type.Literal('en')], {
    description: 'Yazışma dili: iş ortağına giden e-postaların dili, tr (Türkçe) veya en (İngilizce); verilmezse tr',
  }),
};

export const PartnerCreateBodySchema = withExample(
  Type.Object({
    name: partnerFields.name,
    contactName: Type.Optional(partnerFields.contactName),
    contactEmail: Type.Optional(partnerFields.contactEmail),
    contactPhone: Type.Optional(partnerFields.contactPhone),
    scopes: Type.Optional(partnerFields.scopes),
    commissionPercent: Type.Optional(partnerFields.commissionPercent),
    allowedOrigins: Type.Optional(partnerFields.allowedOrigins),
    maxLiveOptions: Type.Optional(partnerFields.maxLiveOptions),
    requestsPerMinute: Type.Optional(partnerFields.requestsPerMinute),
    language: Type.Optional(partnerFields.language),
  }),
  {
    name: 'Likya Tur Acentesi',
    contactName: 'Elif Demir',
    contactEmail: 'elif@likyatur.example',
    contactPhone: '+90 252 000 00 00',
    scopes: ['availability:read', 'bookings:write', 'bookings:read'],
    commissionPercent: 10,
    allowedOrigins: ['https://likyatur.example'],
    language: 'tr',
  },
);
export type PartnerCreateBody = Static<typeof PartnerCreateBodySchema>;

export const PartnerUpdateBodySchema = withExample(
  Type.Object({
    name: Type.Optional(partnerFields.name),
    contactName: Type.Optional(partnerFields.contactName),
    contactEmail: Type.Optional(partnerFields.contactEmail),
    contactPhone: Type.Optional(partnerFields.contactPhone),
    scopes: Type.Optional(partnerFields.scopes),
    commissionPercent: Type.Optional(partnerFields.commissionPercent),
    allowedOrigins: Type.Optional(partnerFields.allowedOrigins),
    maxLiveOptions: Type.Optional(partnerFields.maxLiveOptions),
    requestsPerMinute: Type.Optional(partnerFields.requestsPerMinute),
    language: Type.Optional(partnerFields.language),
    disabled: Type.Optional(Type.Boolean({ description: 'true: bütün anahtarları çalışmaz (401)' })),
  }),
  { commissionPercent: 12.5, requestsPerMinute: 300 },
);
export type PartnerUpdateBody = Static<typeof PartnerUpdateBodySchema>;

export const PartnerKeySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    prefix: Type.String({ description: 'Anahtarın herkese açık başı: fk_<prefix>_…' }),
    createdAt: DateTime,
    expiresAt: Type.Union([DateTime, Type.Null()], {
      description: 'Yenilenen anahtarın çalışacağı son an (geçiş süresi); yoksa null',
    }),
    revokedAt: Type.Union([DateTime, Type.Null()]),
    lastUsedAt: Type.Union([DateTime, Type.Null()], { description: 'Son kullanım (dakika hassasiyetinde)' }),
    status: Type.Union(
      [Type.Literal('active'), Type.Literal('expiring'), Type.Literal('expired'), Type.Literal('revoked')],
      {
        description: 'active, expiring (yenilendi, geçiş süresi içinde), expired (geçiş süresi bitti), revoked',
      },
    ),
  },
  { $id: 'PartnerKey', title: 'PartnerKey' },
);
export type PartnerKey = Static<typeof PartnerKeySchema>;

export const PartnerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ...partnerFields,
    disabled: Type.Boolean(),
    activeKeys: Type.Integer({ description: 'Çalışan anahtar sayısı (geçiş süresindekiler dahil)' }),
    lastUsedAt: Type.Union([DateTime, Type.Null()], { description: 'Anahtarlarının son kullanımı' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Partner', title: 'Partner' },
);
export type Partner = Static<typeof PartnerSchema>;

export const USAGE_DAYS = 14;

export const PartnerDetailSchema = Type.Object({
  partner: PartnerSchema,
  keys: Type.Array(PartnerKeySchema, { description: 'Anahtarlar, en yenisi önce' }),
  usage: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), requests: Type.Integer({ minimum: 0 }) }), {
    description: `Son ${USAGE_DAYS} günün istek sayıları (Türkiye günü), eskiden yeniye`,
  }),
  liveOptions: Type.Integer({ description: 'Şu an ödeme bekleyen opsiyonları' }),
});
export type PartnerDetail = Static<typeof PartnerDetailSchema>;

export const IssuedKeySchema = Type.Object({
  key: PartnerKeySchema,
  secret: Type.String({ description: 'Anahtarın tamamı (fk_…): yalnızca bu yanıtta gösterilir, saklanmaz' }),
});
export type IssuedKey = Static<typeof IssuedKeySchema>;

export const RotateKeyBodySchema = withExample(
  Type.Object({
    overlapHours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 720,
        default: 24,
        description: 'Eski anahtarın yeni anahtarla birlikte çalışacağı saat (varsayılan 24; 0: hemen durur)',
      }),
    ),
  }),
  { overlapHours: 24 },
);

export const PartnerListQuerySchema = Type.Object({
  ...PageQuery(20),
  search: Type.Optional(Type.String({ maxLength: 120, description: 'Adın bir parçası' })),
});
export type PartnerListQuery = Static<typeof PartnerListQuerySchema>;

export const PartnerAuditEntrySchema = Type.Object({
  position: Type.Integer(),
  type: Type.String(),
  title: Type.String({ description: 'Türkçe açıklama' }),
  actor: Type.Object({
    kind: Type.String(),
    id: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
  }),
  requestId: Type.Union([Type.String(), Type.Null()]),
  at: DateTime,
});
export type PartnerAuditEntry = Static<typeof PartnerAuditEntrySchema>;
