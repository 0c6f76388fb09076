import { Type, type Static } from 'typebox';
import { Content, Id, withExample } from '../common/schemas.js';

/** The setting keys of each admin settings form. */
export const SETTING_GROUPS = {
  exchange: ['dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'],
  site: [
    'site_title',
    'site_description',
    'site_footer_text',
    'working_hours',
    'cancellation_policy_default',
    'balance_days_before',
    'balance_rate_rule',
  ],
  contact: ['site_phone', 'site_email', 'site_address', 'whatsapp_phone', 'google_maps_link'],
  social: ['facebook_link', 'instagram_link', 'twitter_link', 'youtube_link'],
} as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;
export type SettingKey = (typeof SETTING_GROUPS)[SettingGroup][number];

/** Keys shown in the public header and footer (`content.footerData`). */
export const FOOTER_KEYS: readonly SettingKey[] = [
  // With the default cancellation policy's preset name: public anyway (the boat page shows the policy), and the panel's site form reads it here.
  ...SETTING_GROUPS.site,
  ...SETTING_GROUPS.contact,
  ...SETTING_GROUPS.social,
];

export const EntrySchema = Type.Object({ key: Type.String(), value: Type.String() });
export type Entry = Static<typeof EntrySchema>;
export const EntryListSchema = Content(Type.Array(EntrySchema));

const Rate = (currency: string) =>
  Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,6}(\\.[0-9]{1,4})?$',
      maxLength: 11,
      description: `1 ${currency} kaç TL (ondalık ayırıcı nokta, en fazla 4 basamak, sıfırdan büyük)`,
      examples: ['41.50'],
    }),
  );
const Text = (max: number, description: string) => Type.Optional(Type.String({ maxLength: max, description }));
const Link = (description: string) =>
  Type.Optional(
    Type.String({ maxLength: 500, description: `${description} (http:// veya https://; boş bırakılabilir)` }),
  );
const Phone = (description: string) =>
  Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$', description }));

export const ExchangeBodySchema = withExample(
  Type.Object({
    dollar_exchange_rate: Rate('ABD doları'),
    euro_exchange_rate: Rate('euro'),
    sterling_exchange_rate: Rate('İngiliz sterlini'),
  }),
  { dollar_exchange_rate: '41.25', euro_exchange_rate: '44.8', sterling_exchange_rate: '52.1' },
);
export const SiteBodySchema = withExample(
  Type.Object({
    site_title: Text(200, 'Site başlığı'),
    site_description: Text(500, 'Site açıklaması (arama motorları için)'),
    site_footer_text: Text(2000, 'Alt bilgi metni'),
    working_hours: Text(200, 'Çalışma saatleri'),
    cancellation_policy_default: Type.Optional(
      Type.Union([Type.Literal('flexible'), Type.Literal('moderate'), Type.Literal('strict'), Type.Literal('')], {
        description:
          'Kendi iptal politikası olmayan teknelerin politikası: flexible (Esnek), moderate (Orta), strict (Katı); boş: Orta',
      }),
    ),
    balance_days_before: Type.Optional(
      Type.String({
        pattern: '^([0-9]{1,2}|[12][0-9]{2}|3[0-5][0-9]|36[0-5])?$',
        maxLength: 3,
        description:
          'Kalan ödemenin binişten kaç gün önce alınacağı (0–365; boş: 30). Daha geç yapılan rezervasyonlarda son gün biniş günüdür',
        examples: ['30'],
      }),
    ),
    balance_rate_rule: Type.Optional(
      Type.Union([Type.Literal('day_of_payment'), Type.Literal('fixed'), Type.Literal('')], {
        description:
          'Müşteri sözleşme para biriminden başka bir para biriminde (ör. TL) ödüyorsa kalanın kuru: day_of_payment (ödeme günündeki ofis kuru; kalan sözleşme para biriminde yazılır), fixed (rezervasyon günündeki kurla sabit); boş: day_of_payment. Yalnızca yeni rezervasyonlara uygulanır',
      }),
    ),
  }),
  {
    site_title: 'Fethiye Tekne Kiralama',
    site_description: 'Fethiye ve Göcek’te günlük ve haftalık tekne kiralama.',
    site_footer_text: 'Fethiye Tekne, TÜRSAB üyesidir.',
    working_hours: 'Hafta içi 8.00-17.00',
  },
);
export const ContactBodySchema = withExample(
  Type.Object({
    site_phone: Phone('Telefon'),
    site_email: Type.Optional(Type.String({ maxLength: 254, description: 'E-posta (boş bırakılabilir)' })),
    site_address: Text(500, 'Adres'),
    whatsapp_phone: Phone('WhatsApp numarası'),
    google_maps_link: Link('Harita bağlantısı'),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'İletişim sayfasının başlığı' })),
    content: Type.Optional(
      Type.String({
        maxLength: 200_000,
        description: 'İletişim sayfasının zengin metni (`GET /website/contact`); kaydederken temizlenir',
      }),
    ),
  }),
  {
    site_phone: '+90 252 614 00 00',
    site_email: 'info@fethiyetekne.com',
    site_address: 'Karagözler Mah., Fethiye / Muğla',
    whatsapp_phone: '+90 532 000 00 00',
    google_maps_link: 'https://maps.google.com/?q=Fethiye+Marina',
    title: 'İletişim',
    content: '<p>Bize her gün ulaşabilirsiniz.</p>',
  },
);
export const SocialBodySchema = withExample(
  Type.Object({
    facebook_link: Link('Facebook'),
    instagram_link: Link('Instagram'),
    twitter_link: Link('X (Twitter)'),
    youtube_link: Link('YouTube'),
  }),
  {
    facebook_link: 'https://facebook.com/fethiyetekne',
    instagram_link: 'https://instagram.com/fethiyetekne',
    twitter_link: '',
    youtube_link: '',
  },
);
export type SettingsBody = Partial<Record<SettingKey, string>>;
export type ContactBody = Static<typeof ContactBodySchema>;

export const NamedItemSchema = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.Union([Type.String(), Type.Null()], { description: 'İngilizce adı; yoksa null' }),
});
export type NamedItem = Static<typeof NamedItemSchema>;
export const SiteDataSchema = Content(
  Type.Object({
    footerData: Type.Array(EntrySchema, { description: 'Site, iletişim ve sosyal medya ayarları' }),
    marinaPopular: Type.Array(NamedItemSchema, { description: 'Alt bilgideki popüler marinalar' }),
    boatTypes: Type.Array(NamedItemSchema, { description: 'Tekne tipleri' }),
  }),
);
export const WebsiteSettingsSchema = Content(
  Type.Object({
    currency: Type.Array(EntrySchema, {
      description: 'TL karşılıkları: dollar_exchange_rate, euro_exchange_rate, sterling_exchange_rate',
    }),
  }),
);
const Named = Type.Object({ id: Id, name: Type.String() });
export const UntranslatedSchema = Content(
  Type.Object({
    boats: Type.Array(Named, { description: 'Açıklaması, kuralları veya donanımı İngilizce olmayan tekneler' }),
    boatTypes: Type.Array(Named, { description: 'İngilizce adı olmayan tekne tipleri' }),
    places: Type.Array(Named, { description: 'İngilizce adı olmayan marinalar ve bölgeler' }),
    sections: Type.Array(Type.Object({ key: Type.String(), title: Type.String() }), {
      description: 'İngilizce başlığı veya içeriği olmayan site bölümleri',
    }),
    faqs: Type.Array(Type.Object({ id: Id, question: Type.String() }), {
      description: 'İngilizce sorusu veya cevabı olmayan SSS maddeleri',
    }),
    posts: Type.Array(Type.Object({ id: Id, title: Type.String() }), {
      description: 'İngilizce başlığı veya yazısı olmayan blog yazıları (İngilizce blogda listelenmez)',
    }),
  }),
);
export type Untranslated = Static<typeof UntranslatedSchema>['content'];

export const PanelCountsSchema = Content(
  Type.Object({
    reservationCount: Type.Integer({ minimum: 0, description: 'İşlem bekleyen rezervasyonlar' }),
    contactCount: Type.Integer({ minimum: 0, description: 'Okunmamış iletişim mesajları (OWNER için 0)' }),
    icalClashCount: Type.Integer({
      minimum: 0,
      description: 'iCal’den gelip bir rezervasyonla çakışan, işaretli tutulan tarih aralıkları',
    }),
  }),
);
