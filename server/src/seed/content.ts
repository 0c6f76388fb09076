import { createBanksRepository } from '../content/banks-repository.js';
import { createBlogRepository } from '../content/blog-repository.js';
import { saveSection } from '../content/content-service.js';
import { createFaqRepository } from '../content/faq-repository.js';
import { validateIban } from '../content/iban.js';
import type { SectionKey } from '../content/schemas.js';
import { createTeamRepository } from '../content/team-repository.js';
import { sanitizeRichText } from '../common/rich-text.js';
import type { Db } from '../platform/db.js';
import { createEntriesRepository } from '../settings/entries-repository.js';
import { BLOG_EN, FAQ_EN, SECTIONS_EN } from './english.js';

const SECTIONS: Record<SectionKey, string> = {
  about: `<h2>Fethiye’nin tekne pazarı</h2>
<p>2012’den beri Fethiye, Göcek ve Ölüdeniz koylarında tekne kiralama ve satışına aracılık ediyoruz. Filomuzdaki her guleti, motoryatı ve katamaranı sezon öncesinde yerinde görüyor, kaptanlarıyla tanışıyoruz.</p>
<p>Amacımız basit: misafirlerimiz doğru tekneyi doğru fiyata bulsun, tekne sahipleri de teknelerini güvenle doldursun.</p>
<ul><li>TÜRSAB üyesi seyahat acentesi güvencesi</li><li>%20 ön ödeme ile hemen rezervasyon</li><li>Haftanın her günü ulaşabileceğiniz yerel ekip</li></ul>`,
  privacy: `<h2>Gizlilik Politikası</h2>
<p>Sitemizi kullanırken paylaştığınız ad, e-posta, telefon ve rezervasyon bilgileri yalnızca rezervasyonunuzu yürütmek ve sizinle iletişim kurmak için kullanılır.</p>
<p>Ödeme bilgileriniz sitemizde saklanmaz; tüm bağlantılar 256 bit SSL ile şifrelenir. Çerezleri yalnızca oturum, para birimi ve favori tercihlerinizi hatırlamak için kullanırız.</p>`,
  rental: `<h2>Kiralama Sözleşmesi</h2>
<p>Bu sözleşme, tekneyi kiralayan misafir ile tekne işletmecisi arasında, platformumuz aracılığıyla kurulur.</p>
<ol><li>Rezervasyon, toplam bedelin %20’si ön ödeme olarak alındığında kesinleşir.</li><li>Kalan tutar, rezervasyon onayında ve sözleşmede yazan koşullarla ödenir: teknenin koşuluna göre biniş gününden önce belirtilen son güne kadar banka havalesiyle veya biniş günü teknede. Ön ödemeyi seçtiğiniz para biriminde (o para biriminde hesabımız varsa) rezervasyon anındaki kurla sabit tutarla yaparsınız; sözleşme teknenin fiyat para birimindedir.</li><li>Yakıt, liman ücretleri ve yiyecek-içecek aksi belirtilmedikçe fiyata dahil değildir.</li><li>Tekneye biniş 10.00’da, iniş son gün 18.00’de yapılır.</li><li>Kaptan, hava ve deniz koşulları gerektirdiğinde rotayı güvenlik için değiştirebilir.</li></ol>`,
  cancel: `<h2>İptal Politikası</h2>
<ul><li>Biniş tarihinden 30 gün öncesine kadar yapılan iptallerde ön ödemenin tamamı iade edilir.</li><li>30–15 gün arasında yapılan iptallerde ön ödemenin %50’si iade edilir.</li><li>15 günden az süre kala yapılan iptallerde ön ödeme iade edilmez.</li><li>Kötü hava nedeniyle kaptanın denize çıkmadığı günler için yeni tarih önerilir veya ilgili günün bedeli iade edilir.</li></ul>`,
  kvkk: `<h2>KVKK Aydınlatma Metni</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizi rezervasyon sözleşmesinin kurulması ve ifası, yasal yükümlülüklerimizin yerine getirilmesi ve sizinle iletişim amaçlarıyla işliyoruz.</p>
<p>Kanunun 11. maddesindeki haklarınızı kullanmak için <a href="mailto:kvkk@fethiyetekne.com">kvkk@fethiyetekne.com</a> adresine yazabilirsiniz.</p>`,
  howrent: `<h2>Nasıl Kiralarım?</h2>
<ol><li><strong>Tekneyi seçin:</strong> Tarihlerinizi ve kişi sayınızı girerek uygun tekneleri listeleyin.</li><li><strong>Rezervasyon yapın:</strong> Bilgilerinizi girin; tarihler sizin için opsiyonlanır.</li><li><strong>Ön ödemeyi yapın:</strong> Toplamın %20’sini banka hesaplarımızdan birine gönderin.</li><li><strong>Onayınızı alın:</strong> Ödeme ulaştığında rezervasyon onayı e-postanıza gelir.</li><li><strong>Denize açılın:</strong> Kalanı onayınızda yazan son güne kadar (havaleyle) veya teknenin koşuluna göre biniş günü teknede ödeyin.</li></ol>`,
  home: `<h2>Fethiye’de mavi yolculuk</h2>
<p>Göcek’in on iki adası, Ölüdeniz’in turkuaz suyu ve Kelebekler Vadisi… Size uygun guleti, motoryatı veya katamaranı bulun, %20 ön ödemeyle yerinizi hemen ayırtın.</p>`,
  bank: '<p>Ön ödemenizi aşağıdaki hesaplardan birine gönderebilirsiniz. Açıklama kısmına rezervasyon numaranızı yazmayı unutmayın.</p>',
  team: '<p>Fethiye’de doğup büyümüş, denizi ve tekneleri yakından tanıyan küçük bir ekibiz.</p>',
  faq: '<p>Aradığınız cevabı bulamazsanız iletişim formundan bize yazın; en geç bir iş günü içinde dönüyoruz.</p>',
  contact: `<h2>Bize ulaşın</h2>
<p>Ofisimiz Fethiye Marina’nın karşısındadır. Hafta içi 8.00-17.00 arasında telefonla, her zaman e-posta ve iletişim formuyla ulaşabilirsiniz.</p>`,
};

const BLOG = [
  {
    title: 'Göcek’in On İki Adası: Bir Haftalık Rota',
    summary: 'Yassıca’dan Tersane’ye, Göcek koylarında yedi günlük bir mavi yolculuk önerisi.',
    body: '<p>Göcek körfezi, rüzgârdan korunan koyları ve berrak suyuyla ilk kez tekne kiralayanlar için idealdir.</p><h3>1. gün: Yassıca Adaları</h3><p>Sığ ve sakin sularda yüzmeyle başlayın.</p><h3>2. gün: Tersane Koyu</h3><p>Bizans kalıntıları arasında akşam yemeği.</p>',
    publishedAt: '2026-03-02T09:00:00+03:00',
  },
  {
    title: 'Gulet mi, Katamaran mı?',
    summary: 'Kalabalık aileler ve arkadaş grupları için tekne tipi seçerken bilmeniz gerekenler.',
    body: '<p>Gulet geniş güvertesi ve mürettebatıyla konfor sunar; katamaran ise daha az sallanır ve sığ koylara yanaşabilir.</p><ul><li>6 kişiye kadar: katamaran</li><li>8–12 kişi: gulet</li></ul>',
    publishedAt: '2026-04-10T09:00:00+03:00',
  },
  {
    title: 'Tekne Tatilinde Yanınıza Almanız Gereken 10 Şey',
    summary: 'Güneş kreminden su ayakkabısına, teknede işinizi kolaylaştıracak küçük bir liste.',
    body: '<ol><li>Yüksek faktörlü güneş kremi</li><li>Şapka ve güneş gözlüğü</li><li>Su ayakkabısı</li><li>Yumuşak bir çanta (sert valiz yerine)</li><li>Şnorkel seti</li></ol>',
    publishedAt: '2026-05-18T09:00:00+03:00',
  },
];

const FAQ: [string, string][] = [
  ['Fiyata kaptan dahil mi?', 'Evet. Mürettebatlı kiralamalarda kaptan ve mürettebat ücreti fiyata dahildir.'],
  [
    'Ön ödeme ne kadar?',
    'Toplam bedelin %20’si ön ödeme olarak alınır. Kalanın ne zaman ve nasıl ödeneceği (son güne kadar havaleyle veya biniş günü teknede) rezervasyon formunda, onay e-postasında ve sözleşmede aynı şekilde yazar. Başka bir para biriminde ödüyorsanız ön ödeme rezervasyon anındaki kurla sabitlenir; kalan, ofisin seçtiği kurala göre ödeme günündeki kurla veya rezervasyon günündeki kurla ödenir.',
  ],
  [
    'Yakıt fiyata dahil mi?',
    'Günlük ortalama 4 saat seyir için yakıt çoğu teknede dahildir; ayrıntı tekne sayfasında yazar.',
  ],
  [
    'Hangi para birimleriyle ödeme yapabilirim?',
    'TL, Dolar, Euro ve Sterlin ile ödeme yapabilirsiniz. Sitedeki kurlar bilgi amaçlıdır.',
  ],
  [
    'Kötü havada ne olur?',
    'Kaptan güvenliği için denize çıkmazsa size yeni tarih önerilir veya o günün bedeli iade edilir.',
  ],
  ['Evcil hayvanımı getirebilir miyim?', 'Bazı tekneler evcil hayvan kabul eder; rezervasyondan önce bize sorun.'],
  [
    'Biniş ve iniş saatleri nedir?',
    'Biniş 10.00’da, iniş son gün 18.00’de yapılır. Günlük turlarda saatler tekneye göre değişir.',
  ],
  [
    'Rezervasyonumu nasıl iptal ederim?',
    'İptal talebinizi e-postayla iletin; iade tutarı iptal politikamıza göre hesaplanır.',
  ],
];

const TEAM = [
  { name: 'Elif Şahin', title: 'Kurucu, Operasyon Müdürü' },
  { name: 'Kerem Aydın', title: 'Rezervasyon Sorumlusu' },
  { name: 'Derya Koç', title: 'Misafir İlişkileri' },
  { name: 'Kaptan Rıza Özdemir', title: 'Filo ve Güvenlik Danışmanı' },
];

/** Website content (Turkish and English), blog, FAQ, banks, team and contact settings of the demo. */
export async function seedContent(db: Db): Promise<void> {
  for (const [key, content] of Object.entries(SECTIONS) as [SectionKey, string][]) {
    const english = SECTIONS_EN[key];
    await saveSection(db, key, { content, titleEn: english.title, contentEn: english.content }, null);
  }

  const blog = createBlogRepository(db);
  for (const [i, post] of BLOG.entries()) {
    const slugs = ['gocek-on-iki-ada-rotasi', 'gulet-mi-katamaran-mi', 'tekne-tatili-icin-10-sey'];
    const english = BLOG_EN[i]!;
    await blog.insert({
      ...post,
      slug: slugs[i]!,
      body: sanitizeRichText(post.body),
      titleEn: english.titleEn,
      summaryEn: english.summaryEn,
      bodyEn: sanitizeRichText(english.bodyEn),
      coverImage: null,
      coverKey: null,
      published: true,
    });
  }

  const faq = createFaqRepository(db);
  for (const [i, [question, answer]] of FAQ.entries())
    await faq.insert({
      question,
      answer: sanitizeRichText(`<p>${answer}</p>`),
      questionEn: FAQ_EN[i]![0],
      answerEn: sanitizeRichText(`<p>${FAQ_EN[i]![1]}</p>`),
      order: i,
    });

  const banks = createBanksRepository(db);
  await banks.insert({
    name: 'T.C. Ziraat Bankası',
    branch: 'Fethiye Şubesi',
    accountHolder: 'Fethiye Tekne Turizm Ltd. Şti.',
    iban: validateIban('TR02 0001 0001 5800 7312 3456 78'),
    currency: 'TRY',
    active: true,
  });
  await banks.insert({
    name: 'Garanti BBVA',
    branch: 'Göcek Şubesi',
    accountHolder: 'Fethiye Tekne Turizm Ltd. Şti.',
    iban: validateIban('TR70 0006 2000 1230 0006 2981 23'),
    currency: 'EUR',
    active: true,
  });

  const team = createTeamRepository(db);
  for (const member of TEAM) await team.insert({ ...member, photo: null });

  await createEntriesRepository(db).put([
    { key: 'site_phone', value: '+90 252 614 22 10' },
    { key: 'site_email', value: 'info@fethiyetekne.com' },
    { key: 'site_address', value: 'Karagözler Mah. Fevzi Çakmak Cad. No: 12, 48300 Fethiye / Muğla' },
    { key: 'whatsapp_phone', value: '+90 532 411 27 35' },
    {
      key: 'site_footer_text',
      value: 'Fethiye ve Göcek’te güvenli tekne kiralama. TÜRSAB güvencesiyle, %20 ön ödeme.',
    },
    { key: 'working_hours', value: 'Hafta içi 8.00-17.00' },
    { key: 'facebook_link', value: 'https://www.facebook.com/fethiyetekne' },
    { key: 'instagram_link', value: 'https://www.instagram.com/fethiyetekne' },
    { key: 'twitter_link', value: 'https://x.com/fethiyetekne' },
    { key: 'youtube_link', value: 'https://www.youtube.com/@fethiyetekne' },
  ]);
}
