import { Type, type Static } from 'typebox';
import {
  Content,
  DateTime,
  DateTimeInput,
  Id,
  Page,
  PageQuery,
  SLUG_PATTERN,
  SlugParam,
  withExample,
} from '../common/schemas.js';
import { SLUG_MAX_LENGTH } from '../common/turkish.js';
import { EnglishText } from '../common/language.js';

/** Rich-text sections of the public site, each at `/website/{key}`. */
export const SECTION_KEYS = ['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'contact'] as const;
/** Intro texts above the lists at `/website/bank`, `/website/team` and `/website/faq` (field `intro`). */
export const INTRO_KEYS = ['bank', 'team', 'faq'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number] | (typeof INTRO_KEYS)[number];

const RichText = (description: string, maxLength = 200_000) =>
  Type.String({
    maxLength,
    description: `${description} (HTML; kaydederken temizlenir: betik, olay öznitelikleri, style ve javascript: bağlantıları atılır)`,
  });
const Text = (min: number, max: number, description: string) =>
  Type.String({ minLength: min, maxLength: max, description });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(s: T) => Type.Union([s, Type.Null()]);
const StorageRef = Nullable(
  Type.String({
    maxLength: 500,
    description:
      'Dışarıdaki bir görselin http(s) adresi veya /v1/uploads/ ile başlayan yükleme yolu; dosya yüklemek için ayrı çağrı vardır',
  }),
);

/** WebP sizes of an uploaded image. */
export const ImageVariantsSchema = Type.Object(
  {
    thumb: Type.String({ description: '400 px genişlikte WebP' }),
    medium: Type.String({ description: '1024 px genişlikte WebP' }),
    large: Type.String({ description: 'En çok 1920×1280 WebP' }),
  },
  { description: 'Yüklenen görselin WebP sürümleri; görsel adresle verildiyse null' },
);
export type ImageVariants = Static<typeof ImageVariantsSchema>;

// Sections
export const SectionSchema = Type.Object({
  key: Type.String({ description: 'Bölüm anahtarı' }),
  title: Type.String(),
  content: Type.String({ description: 'Temizlenmiş HTML' }),
  titleEn: Nullable(Type.String({ description: 'İngilizce başlık; yoksa null' })),
  contentEn: Nullable(Type.String({ description: 'İngilizce içerik (temizlenmiş HTML); yoksa null' })),
  updatedAt: DateTime,
});
export type Section = Static<typeof SectionSchema>;
export const SectionResponseSchema = Content(SectionSchema);
export const SectionBodySchema = withExample(
  Type.Object({
    title: Type.Optional(Text(1, 200, 'Başlık; verilmezse değişmez')),
    content: RichText('Sayfa içeriği'),
    titleEn: Type.Optional(EnglishText(200, 'İngilizce başlık; verilmezse değişmez, null veya boş: çevrilmemiş')),
    contentEn: Type.Optional(
      Nullable(RichText('İngilizce içerik; verilmezse değişmez, null veya boş: çevrilmemiş', 200_000)),
    ),
  }),
  { title: 'Hakkımızda', content: '<p>2005’ten beri Fethiye’de tekne kiralıyoruz.</p>' },
);
export type SectionBody = Static<typeof SectionBodySchema>;

// Blog
export const BlogPostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Temizlenmiş HTML' }),
  titleEn: Nullable(Type.String({ description: 'İngilizce başlık; yoksa yazı İngilizce listede yer almaz' })),
  summaryEn: Nullable(Type.String()),
  bodyEn: Nullable(Type.String({ description: 'İngilizce yazı (temizlenmiş HTML)' })),
  coverImage: Type.Union([Type.String(), Type.Null()], {
    description: 'Kapak görselinin adresi (yüklendiyse büyük WebP sürümü)',
  }),
  coverVariants: Nullable(ImageVariantsSchema),
  published: Type.Boolean(),
  publishedAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type BlogPost = Static<typeof BlogPostSchema>;
const Slug = Type.String({
  minLength: 1,
  maxLength: SLUG_MAX_LENGTH,
  pattern: SLUG_PATTERN,
  description: 'Küçük harf, rakam ve tire (ör. gocek-koylari)',
});
const blogFields = {
  title: Text(1, 200, 'Başlık'),
  slug: Type.Optional(Slug),
  summary: Type.Optional(Text(0, 1000, 'Kısa özet')),
  body: RichText('Yazı'),
  titleEn: Type.Optional(EnglishText(200, 'İngilizce başlık; verilmezse değişmez, null: çevrilmemiş')),
  summaryEn: Type.Optional(EnglishText(1000, 'İngilizce özet')),
  bodyEn: Type.Optional(Nullable(RichText('İngilizce yazı'))),
  coverImage: Type.Optional(
    Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
      description:
        'Kapak görselinin http(s) adresi veya /v1/uploads/ yolu; dosya POST /admin/blog/{id}/cover ile yüklenir. Düzenlemede verilmezse veya mevcut adresle aynıysa kapak değişmez; null kaldırır.',
    }),
  ),
  published: Type.Optional(Type.Boolean({ description: 'Yayında mı (varsayılan hayır)' })),
  publishedAt: Type.Optional(Nullable(DateTimeInput('Yayın tarihi; yayınlanırken verilmezse şimdi'))),
};
export const CreateBlogBodySchema = withExample(Type.Object(blogFields), {
  title: 'Fethiye’nin en güzel 5 koyu',
  slug: 'fethiyenin-en-guzel-5-koyu',
  summary: 'Göcek’ten Ölüdeniz’e tekneyle gidilecek koylar.',
  body: '<p>Fethiye körfezinde ...</p>',
  coverImage: null,
  published: true,
  publishedAt: '2027-03-01T09:00:00.000Z',
});
export type CreateBlogBody = Static<typeof CreateBlogBodySchema>;
export const EditBlogBodySchema = withExample(Type.Object({ id: Id, ...blogFields }), {
  id: 5,
  title: 'Fethiye’nin en güzel 5 koyu',
  slug: 'fethiyenin-en-guzel-5-koyu',
  summary: 'Göcek’ten Ölüdeniz’e tekneyle gidilecek koylar.',
  body: '<p>Fethiye körfezinde ...</p>',
  coverImage: null,
  published: true,
  publishedAt: '2027-03-01T09:00:00.000Z',
});
export type EditBlogBody = Static<typeof EditBlogBodySchema>;
export const BlogPageQuerySchema = Type.Object({
  ...PageQuery(10),
  lang: Type.Optional(
    Type.Union([Type.Literal('tr'), Type.Literal('en')], {
      description: 'en: yalnızca İngilizcesi (başlık ve yazı) olan yazılar',
    }),
  ),
});
export type BlogPageQuery = Static<typeof BlogPageQuerySchema>;
export const BlogPageSchema = Page(BlogPostSchema);
export const BlogPostResponseSchema = Content(BlogPostSchema);
export const SlugParams = Type.Object({ slug: SlugParam('Yazının adres parçası') });

// Banks
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export const BankSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Banka adı' }),
  branch: Type.String({ description: 'Şube' }),
  accountHolder: Type.String({ description: 'Hesap sahibi' }),
  iban: Type.String({ description: 'Boşluksuz, büyük harfli IBAN' }),
  currency: Type.Enum(CURRENCIES),
  active: Type.Boolean(),
});
export type Bank = Static<typeof BankSchema>;
export const BankBodySchema = withExample(
  Type.Object({
    name: Text(1, 120, 'Banka adı'),
    branch: Type.Optional(Text(0, 120, 'Şube')),
    accountHolder: Text(1, 200, 'Hesap sahibi'),
    iban: Text(1, 50, 'IBAN (boşluklu yazılabilir; ISO 13616 mod-97 ile doğrulanır)'),
    currency: Type.Enum(CURRENCIES, { description: 'Hesabın para birimi' }),
    active: Type.Optional(Type.Boolean({ default: true })),
  }),
  {
    name: 'Ziraat Bankası',
    branch: 'Fethiye Şubesi',
    accountHolder: 'Fethiye Tekne Turizm Ltd. Şti.',
    iban: 'TR020001000158007312345678',
    currency: 'TRY',
    active: true,
  },
);
export type BankBody = Static<typeof BankBodySchema>;
export const ActivityBodySchema = withExample(
  Type.Object({
    id: Id,
    active: Type.Optional(Type.Boolean({ description: 'Verilmezse mevcut durum tersine çevrilir' })),
  }),
  { id: 3, active: false },
);
export const BankListSchema = Content(Type.Array(BankSchema));
export const BankResponseSchema = Content(BankSchema);
export const PublicBankSchema = Type.Omit(BankSchema, ['active']);
/** A public list with the intro text the ADMIN writes above it. */
const WithIntro = <T extends Parameters<typeof Type.Array>[0]>(item: T, what: string) =>
  Type.Object({
    content: Type.Array(item),
    intro: Type.Object(SectionSchema.properties, {
      description: `${what} sayfasının giriş metni (PUT /admin/…/edit ile düzenlenir)`,
    }),
  });
export const PublicBankListSchema = WithIntro(PublicBankSchema, 'Banka hesapları');

// Team
export const TeamMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String({ description: 'Görevi' }),
  photo: Type.Union([Type.String(), Type.Null()], {
    description: 'Fotoğrafın adresi (yüklendiyse 1024 px WebP sürümü)',
  }),
  photoVariants: Nullable(ImageVariantsSchema),
  order: Type.Integer({ description: 'Sıra (küçük önce)' }),
});
export type TeamMember = Static<typeof TeamMemberSchema>;
export const TeamBodySchema = withExample(
  Type.Object({
    name: Text(1, 120, 'Ad soyad'),
    title: Type.Optional(Text(0, 120, 'Görevi')),
    photo: Type.Optional(StorageRef),
  }),
  { name: 'Ece Demir', title: 'Rezervasyon sorumlusu', photo: null },
);
export type TeamBody = Static<typeof TeamBodySchema>;
export const TeamOrderBodySchema = withExample(
  Type.Object({
    ids: Type.Array(Id, {
      maxItems: 1000,
      description: 'Tüm ekip üyelerinin numaraları, istenen sırayla (her biri bir kez)',
    }),
  }),
  { ids: [3, 1, 2] },
);
export const TeamListSchema = Content(Type.Array(TeamMemberSchema));
export const PublicTeamListSchema = WithIntro(TeamMemberSchema, 'Ekibimiz');
export const TeamResponseSchema = Content(TeamMemberSchema);

// FAQ
export const FaqSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String({ description: 'Temizlenmiş HTML' }),
  questionEn: Nullable(Type.String({ description: 'İngilizce soru; yoksa null' })),
  answerEn: Nullable(Type.String({ description: 'İngilizce cevap (temizlenmiş HTML); yoksa null' })),
  order: Type.Integer({ description: 'Sıra (küçük önce)' }),
});
export type Faq = Static<typeof FaqSchema>;
export const FaqBodySchema = withExample(
  Type.Object({
    question: Text(1, 500, 'Soru'),
    answer: RichText('Cevap', 20_000),
    questionEn: Type.Optional(EnglishText(500, 'İngilizce soru; verilmezse değişmez, null: çevrilmemiş')),
    answerEn: Type.Optional(Nullable(RichText('İngilizce cevap', 20_000))),
    // Well below the integer limit, so appending after the largest (max + 1) always fits the column.
    order: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100_000, description: 'Sıra; verilmezse en sona eklenir / değişmez' }),
    ),
  }),
  { question: 'Fiyata yakıt dahil mi?', answer: '<p>Günlük turlarda yakıt fiyata dahildir.</p>', order: 2 },
);
export type FaqBody = Static<typeof FaqBodySchema>;
export const FaqListSchema = Content(Type.Array(FaqSchema));
export const PublicFaqListSchema = WithIntro(FaqSchema, 'SSS');
export const FaqResponseSchema = Content(FaqSchema);
