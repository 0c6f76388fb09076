import type { PaymentInput } from './api/reservations';

export const CHANNEL_LABEL: Record<string, string> = {
  website: 'Web sitesi',
  office: 'Ofis',
  platform: 'Diğer platform',
};
const PAYMENT_METHOD_LABEL = {
  bank_transfer: 'Havale / EFT',
  card: 'Kredi kartı',
  cash: 'Nakit',
} as const satisfies Record<PaymentInput['method'], string>;
/** A transaction's method (the API gives it as a string). */
export const METHOD_LABEL: Record<string, string> = PAYMENT_METHOD_LABEL;
/** The methods a payment or a refund is recorded with, for a select (the first is the default). */
export const PAYMENT_METHODS = (['bank_transfer', 'card', 'cash'] as const).map((value) => ({
  value,
  label: PAYMENT_METHOD_LABEL[value],
}));
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

/** The reservation screen's texts (its cards and dialogs). */
export const DETAIL = {
  back: '← Rezervasyonlar',
  customer: 'Müşteri',
  name: 'Ad soyad',
  email: 'E-posta',
  phone: 'Telefon',
  channel: 'Kanal',
  client: 'İstemci özeti',
  clientHelp:
    'İsteği gönderen adresin anahtarlı özeti; ham adres saklanmaz. Aynı özet aynı kaynaktan gelen istekleri gösterir.',
  cancelClient: 'Bu kaynağın bütün opsiyonlarını iptal et',
  cancelClientTitle: 'Aynı kaynaktan gelen opsiyonları iptal et',
  cancelClientHelp:
    'Bu özetle gelen ve ödeme bekleyen bütün site opsiyonları iptal edilir, tarihleri serbest kalır. Neden işlem geçmişine yazılır.',
  cancelClientConfirm: 'Bu kaynaktan gelen ödeme bekleyen bütün opsiyonlar iptal edilsin mi? Bu işlem geri alınamaz.',
  cancelClientNote: 'Neden',
  platformRef: 'Platform numarası',
  note: 'Not',
  trip: 'Tarihler',
  boat: 'Tekne',
  start: 'Biniş günü',
  end: 'Dönüş günü',
  days: 'Gün',
  guests: 'Misafir',
  optionUntil: 'Opsiyon bitişi',
  money: 'Ödeme',
  total: 'Toplam',
  deposit: 'Ön ödeme (%20)',
  paid: 'Ödenen',
  balance: 'Kalan',
  currency: 'Para birimi',
  actions: 'İşlemler',
  sendBank: 'Banka bilgilerini gönder',
  sendBankConfirm: 'Müşteriye banka bilgileri ve ödenecek tutar e-postayla gönderilsin mi?',
  sendConfirm: 'Onay bildirimini gönder',
  sendConfirmConfirm: 'Müşteriye onay bildirimi gönderilsin mi? Opsiyondaki rezervasyon onaylanır.',
  payment: 'Ödeme kaydet',
  reschedule: 'Tarihleri değiştir',
  details: 'Bilgileri değiştir',
  confirm: 'Onayla',
  confirmConfirm: 'Rezervasyon ödeme beklemeden onaylansın mı?',
  complete: 'Tamamlandı olarak işaretle',
  contract: 'Sözleşme (PDF)',
  contractEn: 'Sözleşme, İngilizce (PDF)',
  completeConfirm: 'Rezervasyon tamamlandı olarak işaretlensin mi?',
  cancel: 'İptal et',
  cancelTitle: 'Rezervasyonu iptal et',
  cancelConfirm: 'Rezervasyon iptal edilsin mi? Tarihler serbest kalır; bu işlem geri alınamaz.',
  reason: 'İptal nedeni',
  cancelNote: 'Açıklama',
  amount: 'Tutar',
  method: 'Ödeme yöntemi',
  receivedOn: 'Alındığı gün',
  reference: 'Dekont / EFT açıklaması',
  positive: 'Sıfırdan büyük bir tutar girin.',
  refundTitle: 'İade',
  refundComputed: (amount: string, paid: string) =>
    `İptal edilirse teknenin iptal politikasına göre iade borcu: ${amount} (ödenen ${paid}).`,
  refundNone: 'Ödemesi olmayan bir opsiyon: iptal iade doğurmaz.',
  refundOverride: 'Farklı bir iade tutarı belirle',
  refundAmount: 'İade tutarı',
  refundReason: 'Nedeni',
  refundAbovePaid: 'İade, ödenen tutarı aşamaz.',
  refundDue: 'İade borcu',
  refundPaid: 'Ödenen iade',
  refundLeft: 'Kalan iade',
  refundRule: 'Uygulanan kural',
  refundOverridden: 'Ofis kararı',
  payRefund: 'İade öde',
  refundPaidOn: 'Ödendiği gün',
  dueDeposit: (amount: string) => `Sıradaki ödeme: ön ödemenin kalanı ${amount}.`,
  dueBalance: (amount: string) => `Sıradaki ödeme: kalan bakiye ${amount}.`,
  willConfirm: (deposit: string) =>
    `Bu ödemeyle ön ödeme (${deposit}) tamamlanıyor: kaydedince rezervasyon onaylanacak.`,
  keepsOption: 'Rezervasyon opsiyonda kalacak; onayı daha sonra “Onayla” ile verebilirsiniz.',
  confirmOnDeposit: 'Rezervasyonu onayla',
  endAfterStart: 'Dönüş günü biniş gününden sonra olmalıdır.',
  guestsRange: '1 ile 500 arasında bir tam sayı girin.',
  phoneFormat: 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir (en az 7 karakter).',
  history: 'İşlem geçmişi',
  historyEmpty: 'Henüz işlem yok.',
  by: 'Yapan',
  mails: 'E-postalar',
  mailsEmpty: 'Bu rezervasyon için e-posta yok.',
  payments: 'Ödemeler',
  paymentsEmpty: 'Henüz ödeme kaydedilmedi.',
  erased: 'Kişisel veriler silindi (KVKK)',
  erasedRecipient: 'Alıcı silindi (KVKK)',
  erase: 'Kişisel verileri sil (KVKK)',
  eraseTitle: 'Müşterinin kişisel verilerini sil (KVKK)',
  eraseIntro:
    'Müşterinin adı, e-posta adresi ve telefonu bu rezervasyondan ve giden e-postalardan silinir. E-postalar yalnızca gönderim kaydı olarak (tür, zaman, durum) kalır; henüz gönderilmemiş olanlar gönderilmez. Rezervasyon, ödemeler ve işlem geçmişi korunur.',
  eraseWarning: 'Bu işlem geri alınamaz.',
  eraseMessages: 'İletişim mesajları ve bülten kaydı da silinsin',
  eraseMessagesHint:
    'Aynı e-posta adresinden gelen iletişim formu mesajları ve e-bülten aboneliği de silinir. Müşteri bunu da istediyse işaretleyin; silme sonrası adres bilinmediği için bu adım sonradan yapılamaz.',
  eraseSubmit: 'Kişisel verileri sil',
  cancelledBecause: 'İptal nedeni',
  save: 'Kaydet',
  confirmLabel: 'Evet, devam et',
  extras: 'Ekstralar',
  extrasEmpty: 'Bu rezervasyonda ekstra yok.',
  extrasChange: 'Ekstraları değiştir',
  extrasHelp:
    'Zorunlu ekstralar her zaman eklenir. İsteğe bağlı olanlar için adet girin (0: yok). Toplam, ön ödeme ve kalan yeniden hesaplanır; yeni toplam ödenenden az olamaz. Rezervasyonda zaten olan bir ekstra anlaşılan fiyatını korur.',
  extrasNone: 'Bu teknenin tanımlı ekstrası yok; teknenin “Ekstralar” sekmesinden eklenebilir.',
  extraName: 'Ekstra',
  extraUnit: 'Birim',
  extraQuantity: 'Adet',
  extraSubtotal: 'Tutar',
  extraMandatory: 'Zorunlu',
  extraMax: (n: number) => `en fazla ${n}`,
  extraWithdrawn: (n: number) => `teknede artık sunulmuyor; anlaşılan fiyatla, en fazla ${n}`,
  extraQuantityRange: (max: number | null) =>
    max === null ? 'Adet 0 veya daha büyük bir tam sayı olmalıdır.' : `Adet 0 ile ${max} arasında olmalıdır.`,
} as const;
