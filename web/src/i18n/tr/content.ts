// The public site's Turkish texts, the content pages: blog, FAQ, bank accounts, documents and the office's
// sections.
export const contentTexts = {
  blog: {
    title: 'Blog',
    back: '← Blog',
    description: 'Fethiye, Göcek ve Ölüdeniz koyları, mavi yolculuk rotaları ve tekne kiralama ipuçları.',
    postTitle: (title: string) => `${title} | Fethiye Tekne Blog`,
  },
  faq: {
    title: 'Sıkça Sorulan Sorular',
    description: 'Tekne kiralama hakkında sıkça sorulan sorular.',
  },
  banks: {
    title: 'Banka Hesapları',
    description: 'Ön ödeme ve bakiye için banka hesap bilgilerimiz (IBAN).',
    bank: 'Banka',
    holder: 'Hesap sahibi',
    iban: 'IBAN',
    currency: 'Para birimi',
  },
  documents: {
    title: 'Belgelerimiz',
    intro: 'Şirketimizin resmi belgeleri. Görüntülemek için belgenin adına tıklayın.',
    none: 'Henüz yayımlanmış bir belge yok.',
    image: 'Görsel',
    description: (names: string) =>
      `Fethiye Tekne’nin resmi belgeleri${names ? `: ${names}` : ''}. TÜRSAB üyeliği, sigorta ve vergi belgelerimizi inceleyin.`,
  },
  section: {
    updated: 'Son güncelleme:',
  },
};

export type ContentTexts = typeof contentTexts;
