import { Type, type Static } from 'typebox';
import { Content, DateTime, Id, withExample } from '../common/schemas.js';
import { LanguageSchema } from '../common/language.js';
import { MAIL_KINDS } from './placeholders.js';

export const PlaceholderInfoSchema = Type.Object({
  token: Type.String({ description: 'Şablonda yazılışı, ör. {{customer_name}}' }),
  description: Type.String(),
});
export const MailTemplateSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(MAIL_KINDS, { description: 'Hangi e-posta' }),
  language: LanguageSchema,
  name: Type.String(),
  subject: Type.String(),
  body: Type.String({ description: 'HTML gövde (temizlenmiş)' }),
  active: Type.Boolean({ description: 'Pasif şablonun e-postası gönderilmez' }),
  placeholders: Type.Array(PlaceholderInfoSchema, { description: 'Bu şablonda kullanılabilecek yer tutucular' }),
  updatedAt: DateTime,
});
export type MailTemplate = Static<typeof MailTemplateSchema>;
export const MailTemplateListSchema = Content(Type.Array(MailTemplateSchema));
export const MailTemplateResponseSchema = Content(MailTemplateSchema);

export const MailTemplateBodySchema = withExample(
  Type.Object({
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: 'Panelde görünen ad; verilmezse değişmez' }),
    ),
    subject: Type.String({ minLength: 1, maxLength: 300, description: 'Konu; yer tutucular kullanılabilir' }),
    body: Type.String({
      minLength: 1,
      maxLength: 100_000,
      description: 'HTML gövde; yer tutucular kullanılabilir, kaydederken temizlenir',
    }),
  }),
  {
    name: 'Rezervasyon onayı',
    subject: 'Rezervasyon {{reservation_no}} onaylandı',
    body: '<p>Sayın {{customer_name}}, {{boat_name}} rezervasyonunuz onaylandı.</p>',
  },
);
export type MailTemplateBody = Static<typeof MailTemplateBodySchema>;
export const MailTemplateActivityBodySchema = withExample(
  Type.Object({
    id: Id,
    active: Type.Optional(Type.Boolean({ description: 'Verilmezse mevcut durum tersine çevrilir' })),
  }),
  { id: 2, active: true },
);
