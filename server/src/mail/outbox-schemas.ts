import { Type, type Static } from 'typebox';
import { DateTime, Page, PageQuery } from '../common/schemas.js';

const Status = Type.Union(
  [
    Type.Literal('queued'),
    Type.Literal('sending'),
    Type.Literal('sent'),
    Type.Literal('failed'),
    Type.Literal('dead'),
    Type.Literal('skipped'),
    Type.Literal('logged'),
    Type.Literal('abandoned'),
  ],
  {
    description:
      'queued: sırada; sending: gönderiliyor; sent: gönderildi; failed: başarısız, yeniden denenecek; dead: tüm denemeler başarısız (nedeni lastError), ' +
      'panelden yeniden gönderilebilir; skipped: gönderilmedi (nedeni lastError); logged: SMTP yok, yalnızca kaydedildi; abandoned: gönderim yarıda kaldı, yeniden denenmedi',
  },
);

export const OutboxMailSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  kind: Type.String(),
  reservationId: Type.Union([Type.String(), Type.Null()]),
  recipient: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  text: Type.String(),
  status: Status,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.String(),
  bulk: Type.Boolean({
    description: 'Toplu e-posta (iletişim formu kopyası vb.): rezervasyon e-postalarından sonra gönderilir',
  }),
  sentAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
  erasedAt: Type.Union([DateTime, Type.Null()], {
    description: 'KVKK silme zamanı: alıcı, konu ve içerik silindi, e-posta yalnızca gönderim kaydı olarak kaldı',
  }),
});
export type OutboxMail = Static<typeof OutboxMailSchema>;

export const OutboxQuerySchema = Type.Object({ ...PageQuery(20), status: Type.Optional(Status) });
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxPageSchema = Page(OutboxMailSchema);

export const ResendDeadResultSchema = Type.Object({
  queued: Type.Integer({ minimum: 0, description: 'Yeniden sıraya alınan e-posta sayısı' }),
});
