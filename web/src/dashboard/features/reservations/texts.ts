export const CHANNEL_LABEL: Record<string, string> = {
  website: 'Web sitesi',
  office: 'Ofis',
  platform: 'Diğer platform',
};
export const METHOD_LABEL: Record<string, string> = {
  bank_transfer: 'Havale / EFT',
  card: 'Kredi kartı',
  cash: 'Nakit',
};
/** An extra's unit on a priced line: what its price multiplies by (`count`). */
export const EXTRA_UNIT: Record<string, (count: number) => string> = {
  booking: () => 'rezervasyon başına',
  day: (n) => `gün başına × ${n} gün`,
  person: (n) => `kişi başına × ${n} kişi`,
  person_day: (n) => `kişi-gün başına × ${n}`,
};
/** An extra's unit as the boat offers it. */
export const EXTRA_UNIT_PLAIN: Record<string, string> = {
  booking: 'rezervasyon başına',
  day: 'gün başına',
  person: 'kişi başına',
  person_day: 'kişi başına, günlük',
};
export const CANCEL_REASONS = [
  { value: 'customer', label: 'Müşteri iptal etti' },
  { value: 'office', label: 'Ofis iptal etti' },
  { value: 'owner', label: 'Tekne sahibi iptal etti' },
  { value: 'other', label: 'Diğer' },
] as const;

/** A website hold taken while the boat's iCal feed could not be read (`Reservation.icalUnchecked`). */
export const ICAL_UNCHECKED = {
  tag: 'iCal kontrol edilemedi',
  title: 'iCal kontrol edilemedi',
  help: 'Rezervasyon alınırken teknenin diğer platformdaki takvimi okunamadı. Bu tarihlerin orada boş olduğunu elle kontrol edin.',
  reason: 'Neden',
} as const;

/** The "müşteriye bildir" box of the office's actions that change the customer's booking (issue 34). */
export const NOTIFY_CUSTOMER = {
  label: 'Müşteriye bildir',
  confirmation: 'Müşteriye onay e-postası kiralama sözleşmesiyle (PDF) birlikte gider.',
  receipt: 'Müşteriye ödeme makbuzu gider: alınan tutar, şimdiye kadar ödenen ve kalan.',
  terms: 'Müşteriye yeni koşullar gider: tarihler, ekstralar, toplam, ön ödeme ve kalan.',
  guests: 'Misafir sayısı kişi başı ekstraların fiyatını değiştirirse müşteriye yeni koşullar gider.',
  cancellation: 'Müşteriye iptal e-postası, iptal koşullarına göre iade tutarıyla gider.',
  refund: 'Müşteriye ödenen iadenin bildirimi gider.',
  off: 'E-posta gitmez; işlem geçmişinde “müşteriye bildirilmedi” yazar.',
  noEmail: 'Müşterinin e-posta adresi olmadığından e-posta gönderilemez; e-postalar listesinde nedeniyle görünür.',
} as const;

/** Another platform's calendar clashes with the reservation (`Reservation.externalConflicts`, issue 34). */
export const EXTERNAL_CONFLICT = {
  title: 'Takvim çakışması: başka platformda da rezervasyon var',
  help: 'Teknenin iCal takviminde (başka bir platform) bu rezervasyonun günlerine denk gelen bir kayıt var; tekne aynı günler için iki kez satılmış olabilir. Diğer platformdaki kaydı kontrol edip çakışmayı çözün. Diğer platformdaki günler:',
  foundAt: 'Bulundu',
  dismiss: 'Uyarıyı kaldır',
  dismissTitle: 'Takvim çakışması uyarısını kaldır',
  dismissMessage:
    'Çakışmayı çözdüyseniz veya gördüyseniz uyarıyı kaldırın. Aynı kayıt yeniden işaretlenmez; diğer platformda yeni bir çakışma olursa yeniden uyarılırsınız.',
  dismissed: 'Takvim çakışması uyarısı kaldırıldı.',
} as const;
