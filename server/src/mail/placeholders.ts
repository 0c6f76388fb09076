/** The kinds of mail the product sends; one editable template each. */
export const MAIL_KINDS = [
  'reservation_received_customer',
  'reservation_received_office',
  'bank_details',
  'confirmation',
  'option_expired',
  'contact_copy',
  'hold_confirmation',
  'hold_surge_office',
  'hold_digest_office',
  'cancellation_request_office',
  'cancellation_accepted',
  'cancellation_refused',
  'passenger_list_reminder',
  'balance_reminder',
  'balance_due_today',
  'balance_overdue_office',
  'payment_receipt',
  'cancellation_office',
  'refund_notice',
  'terms_changed',
  'external_conflict_office',
  'backup_alert_office',
  'webhook_disabled_office',
  'webhook_disabled_partner',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Kinds sent as bulk: after every transactional mail waiting (a booking's, bank details, a
 * confirmation, a hold confirmation, an expired option, the office's notices).
 */
export const BULK_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['contact_copy']);

/** Every placeholder a template may contain, with what it stands for. */
export const PLACEHOLDER_DESCRIPTIONS = {
  customer_name: 'Müşterinin adı soyadı',
  customer_email: 'Müşterinin e-posta adresi',
  customer_phone: 'Müşterinin telefonu',
  boat_name: 'Teknenin adı',
  start_date: 'Biniş günü',
  end_date: 'Dönüş günü (tekneden iniş)',
  dates: 'Biniş ve dönüş günü birlikte: "biniş 12.06.2027 – dönüş 19.06.2027"',
  total: 'Toplam tutar (para birimiyle)',
  deposit: '%20 ön ödeme tutarı, ödeme para biriminde (sözleşme para birimi farklıysa yanında sözleşme tutarı)',
  balance: 'Kalan tutar, koşullardaki para biriminde (ödeme gününün kuruyla ödenecekse sözleşme para biriminde)',
  reservation_no: 'Rezervasyon numarası',
  option_until: 'Opsiyonun (ön ödeme için son) tarihi',
  bank_list: 'Aktif banka hesaplarının listesi (HTML olarak sistem oluşturur)',
  cancellation_policy: 'Teknenin iptal politikası (Esnek, Orta, Katı veya özel; kurallarıyla)',
  extras: 'Rezervasyonun ekstraları fiyatlarıyla: "Kaptan (7 gün): 1.050,00 €; …" (yoksa "yok"/"none")',
  subject: 'İletişim formundaki konu',
  message: 'İletişim formundaki mesaj',
  confirm_link: 'Yoğunluk sırasında isteği onaylama bağlantısı (HTML olarak sistem oluşturur)',
  recent_holds: 'Son bir saatteki site rezervasyon isteği sayısı',
  surge_threshold: 'Uyarı eşiği (saatteki site isteği)',
  surge_minutes: 'Onaylanmayan isteğin tarihleri tutma süresi, dakika',
  digest_count: 'Yoğunluk özetindeki (son özetten bu yana gelen) site isteği sayısı',
  awaiting_count: 'Özetteki isteklerden ziyaretçinin onayını bekleyenlerin sayısı',
  digest_minutes: 'Yoğunluk sırasında iki ofis bildirimi arasındaki en kısa süre, dakika',
  hold_list: 'Özetteki isteklerin listesi: numara, tekne, tarihler ve durum (HTML olarak sistem oluşturur)',
  reservation_link: 'Müşterinin rezervasyon sayfasının imzalı bağlantısı (HTML olarak sistem oluşturur)',
  refund_amount: 'İptal koşullarına göre iade edilecek tutar',
  refusal_reason: 'Ofisin iptal talebini reddetme nedeni',
  balance_due: 'Henüz ödenmemiş kalan tutar (ödemeler düşülmüş)',
  balance_due_date: 'Kalan ödemenin son günü',
  balance_terms:
    'Kalanın nasıl ödeneceği, rezervasyon koşullarındaki gibi: tutar, para birimi, son gün veya teknede (ör. "Kalan €896,00, 10.04.2027 tarihine kadar banka havalesiyle")',
  payment_amount: 'Kaydedilen ödemenin tutarı (para birimiyle)',
  paid_total: 'Şimdiye kadar ödenen toplam tutar',
  refund_summary:
    'İptalde iadeyi söyleyen cümle: "İptal koşullarına göre size €420,00 iade edilecek." ya da iade olmadığı (ödeme yoksa, koşullar iade vermiyorsa)',
  customer_note: 'Müşterinin rezervasyonla yazdığı not (yoksa "—")',
  conflict_dates: 'Başka platformdaki kaydın günleri: "ilk kapalı gün 12.06.2027 – son kapalı gün 18.06.2027"',
  backup_problem: 'Yedeklemenin sorunu, bir cümleyle (ör. "Temel yedek alınamadı: …")',
  backup_last_base: 'Son temel yedeğin zamanı ve boyutu (Türkiye saati; yoksa "henüz yok")',
  backup_last_wal: 'Arşive giden son WAL dosyasının adı ve zamanı (Türkiye saati; yoksa "henüz yok")',
  backup_where: 'Yedeklerin gittiği klasör veya kova',
  webhook_url: 'Durdurulan webhook adresi',
  webhook_owner: 'Webhook adresinin sahibi: ofis veya iş ortağı (adıyla)',
  webhook_id: 'Webhook adresinin kimliği (iş ortağı PATCH /v1/partner/webhooks/{kimlik} ile yeniden başlatır)',
  webhook_problem: 'Gönderimlerin neden durdurulduğu, bir cümleyle (son hata)',
  webhook_disabled_at: 'Adresin durdurulduğu an (Türkiye saati)',
  webhook_pending: 'Adres için bekleyen teslimat sayısı',
} as const;
export type Placeholder = keyof typeof PLACEHOLDER_DESCRIPTIONS;

/** Placeholders whose value the renderer builds as HTML itself; they may appear only in the body. */
export const HTML_PLACEHOLDERS: readonly Placeholder[] = ['bank_list', 'confirm_link', 'reservation_link', 'hold_list'];

const RESERVATION: Placeholder[] = ['customer_name', 'boat_name', 'start_date', 'end_date', 'dates', 'reservation_no'];

/** Which placeholders each kind of mail can fill. */
export const PLACEHOLDERS_BY_KIND: Record<MailKind, readonly Placeholder[]> = {
  reservation_received_customer: [
    ...RESERVATION,
    'total',
    'deposit',
    'balance',
    'option_until',
    'cancellation_policy',
    'reservation_link',
    'extras',
    'bank_list',
    'balance_terms',
  ],
  reservation_received_office: [
    ...RESERVATION,
    'customer_email',
    'customer_phone',
    'customer_note',
    'total',
    'deposit',
    'balance',
    'option_until',
    'extras',
    'balance_terms',
  ],
  bank_details: [
    ...RESERVATION,
    'total',
    'deposit',
    'balance',
    'option_until',
    'bank_list',
    'reservation_link',
    'extras',
    'balance_terms',
  ],
  confirmation: [
    ...RESERVATION,
    'total',
    'deposit',
    'balance',
    'cancellation_policy',
    'reservation_link',
    'extras',
    'balance_terms',
    'bank_list',
  ],
  option_expired: [...RESERVATION, 'option_until', 'reservation_link'],
  contact_copy: ['customer_name', 'customer_email', 'subject', 'message'],
  hold_confirmation: [
    ...RESERVATION,
    'total',
    'deposit',
    'option_until',
    'confirm_link',
    'reservation_link',
    'balance_terms',
  ],
  hold_surge_office: ['recent_holds', 'surge_threshold', 'surge_minutes'],
  hold_digest_office: [
    'digest_count',
    'awaiting_count',
    'digest_minutes',
    'hold_list',
    'surge_threshold',
    'surge_minutes',
  ],
  cancellation_request_office: [...RESERVATION, 'customer_email', 'customer_phone', 'refund_amount'],
  cancellation_accepted: [...RESERVATION, 'refund_amount', 'reservation_link'],
  cancellation_refused: [...RESERVATION, 'refusal_reason', 'reservation_link'],
  passenger_list_reminder: [...RESERVATION, 'reservation_link'],
  balance_reminder: [...RESERVATION, 'total', 'balance_due', 'balance_due_date', 'reservation_link', 'balance_terms'],
  balance_due_today: [...RESERVATION, 'total', 'balance_due', 'balance_due_date', 'reservation_link', 'balance_terms'],
  balance_overdue_office: [
    ...RESERVATION,
    'customer_email',
    'customer_phone',
    'total',
    'balance_due',
    'balance_due_date',
  ],
  // Issue 34: what the office did to the booking, told to the customer (unless the office said not to).
  payment_receipt: [
    ...RESERVATION,
    'total',
    'payment_amount',
    'paid_total',
    'balance_due',
    'balance_terms',
    'reservation_link',
  ],
  cancellation_office: [...RESERVATION, 'refund_summary', 'refund_amount', 'cancellation_policy', 'reservation_link'],
  refund_notice: [...RESERVATION, 'refund_amount', 'reservation_link'],
  terms_changed: [
    ...RESERVATION,
    'total',
    'deposit',
    'balance',
    'balance_terms',
    'extras',
    'cancellation_policy',
    'reservation_link',
  ],
  external_conflict_office: [...RESERVATION, 'customer_email', 'customer_phone', 'conflict_dates'],
  backup_alert_office: ['backup_problem', 'backup_last_base', 'backup_last_wal', 'backup_where'],
  webhook_disabled_office: [
    'webhook_url',
    'webhook_owner',
    'webhook_problem',
    'webhook_disabled_at',
    'webhook_pending',
  ],
  webhook_disabled_partner: ['webhook_url', 'webhook_id', 'webhook_problem', 'webhook_disabled_at'],
};

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names written as `{{name}}` in a text, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!))];
}

export const token = (name: string) => `{{${name}}}`;
