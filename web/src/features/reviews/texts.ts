export const REVIEW_TEXTS = {
  title: 'Yorum yazın',
  intro: 'Bu teknede tatil yaptıysanız deneyiminizi paylaşın. Yorumlar onaylandıktan sonra yayınlanır.',
  name: 'Adınız',
  rating: 'Puanınız',
  star: (n: number) => `${n} yıldız`,
  text: 'Yorumunuz',
  submit: 'Yorumu gönder',
  sending: 'Gönderiliyor…',
  success: 'Yorumunuz alındı; onaylandıktan sonra yayınlanacak. Teşekkür ederiz.',
  another: 'Başka bir yorum yaz',
  failed: 'Yorum gönderilemedi. Lütfen biraz sonra yeniden deneyin.',
  errors: {
    name: 'Adınızı yazın.',
    nameLong: 'Ad en fazla 80 karakter olabilir.',
    rating: '1 ile 5 arasında bir puan seçin.',
    text: 'Yorumunuzu yazın (en az 10 karakter).',
    textLong: 'Yorum en fazla 2000 karakter olabilir.',
  },
} as const;

export const TEXT_MIN = 10;
export const TEXT_MAX = 2000;
export const NAME_MAX = 80;
