import { Type, type Static } from 'typebox';
import { LanguageSchema } from '../common/language.js';
import { Content, DateInput, DateTime, Page, PageQuery, SlugParam, withExample } from '../common/schemas.js';

export const ContactFormBodySchema = withExample(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 120, description: 'Ad soyad' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.Optional(
      Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$', description: 'Telefon (isteğe bağlı)' }),
    ),
    subject: Type.String({ minLength: 1, maxLength: 200, description: 'Konu' }),
    message: Type.String({ minLength: 1, maxLength: 5000, description: 'Mesaj' }),
    language: Type.Optional(LanguageSchema),
    website: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Bot tuzağı: formda gizlidir ve boş kalmalıdır. Doluysa mesaj kaydedilmez (yanıt yine başarılı görünür).',
      }),
    ),
  }),
  {
    name: 'Can Demir',
    email: 'can@example.com',
    phone: '+90 555 444 33 22',
    subject: 'Ağustos için gulet',
    message: '8 kişilik bir grup için bir haftalık tur fiyatı alabilir miyim?',
  },
);
export type ContactFormBody = Static<typeof ContactFormBodySchema>;

export const MessageKindSchema = Type.Union(
  [Type.Literal('contact'), Type.Literal('purchase'), Type.Literal('charter')],
  {
    description:
      'contact: iletişim formu; purchase: satılık tekne için satın alma talebi; charter: kiralama talebi (/enquire)',
  },
);
export type MessageKind = Static<typeof MessageKindSchema>;
export const PreferredContactSchema = Type.Union(
  [Type.Literal('email'), Type.Literal('phone'), Type.Literal('whatsapp')],
  { description: 'Ziyaretçinin tercih ettiği iletişim yolu' },
);

export const EnquiryBodySchema = withExample(
  Type.Object({
    kind: Type.Union([Type.Literal('purchase'), Type.Literal('charter')], {
      description: 'purchase: satılık tekne için satın alma talebi (tekne zorunlu); charter: kiralama talebi',
    }),
    boatSlug: Type.Optional(SlugParam('Talebin teknesi (purchase için zorunlu, charter için isteğe bağlı)')),
    name: Type.String({ minLength: 1, maxLength: 120, description: 'Ad soyad' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.Optional(
      Type.String({
        maxLength: 30,
        pattern: '^[0-9+() -]*$',
        description: 'Telefon (telefon/WhatsApp tercihinde zorunlu)',
      }),
    ),
    preferredContact: PreferredContactSchema,
    message: Type.Optional(Type.String({ maxLength: 5000, description: 'Mesaj (purchase için zorunlu)' })),
    start: Type.Optional(DateInput('Biniş günü (charter; end ile birlikte)')),
    end: Type.Optional(DateInput('Dönüş günü (charter; start ile birlikte, ondan sonra)')),
    guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Kişi sayısı (charter)' })),
    language: Type.Optional(LanguageSchema),
    website: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Bot tuzağı: formda gizlidir ve boş kalmalıdır. Doluysa talep kaydedilmez (yanıt yine başarılı görünür).',
      }),
    ),
  }),
  {
    kind: 'purchase',
    boatSlug: 'sirin-gulet',
    name: 'Can Demir',
    email: 'can@example.com',
    phone: '+90 555 444 33 22',
    preferredContact: 'phone',
    message: 'Tekneyi görmek istiyorum; bakım kayıtlarını paylaşabilir misiniz?',
  },
);
export type EnquiryBody = Static<typeof EnquiryBodySchema>;

export const ContactMessageSchema = Type.Object({
  id: Type.Integer(),
  kind: MessageKindSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  message: Type.String({ description: 'Düz metin; görüntülerken kaçışlanmalıdır' }),
  boat: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }), Type.Null()], {
    description: 'Talebin teknesi (silinmişse veya yoksa null)',
  }),
  preferredContact: Type.Union([PreferredContactSchema, Type.Null()]),
  startDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  endDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  guests: Type.Union([Type.Integer(), Type.Null()]),
  read: Type.Boolean(),
  readAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
});
export type ContactMessage = Static<typeof ContactMessageSchema>;
export const ContactMessagePageSchema = Page(ContactMessageSchema);
export const ContactMessageResponseSchema = Content(ContactMessageSchema);
export const MessagesQuerySchema = Type.Object({
  ...PageQuery(10),
  unread: Type.Optional(Type.Boolean({ description: 'Yalnızca okunmamışlar' })),
});
export type MessagesQuery = Static<typeof MessagesQuerySchema>;
export const UnreadCountSchema = Content(
  Type.Object({ count: Type.Integer({ minimum: 0, description: 'Okunmamış iletişim mesajı sayısı' }) }),
);

export const SubscribeBodySchema = withExample(
  Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
  { email: 'abone@example.com' },
);
export const SubscriberSchema = Type.Object({ id: Type.Integer(), email: Type.String(), createdAt: DateTime });
export type Subscriber = Static<typeof SubscriberSchema>;
export const SubscriberPageSchema = Page(SubscriberSchema);
export const SubscribersQuerySchema = Type.Object(PageQuery(50));
export type SubscribersQuery = Static<typeof SubscribersQuerySchema>;
