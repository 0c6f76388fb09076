import type { DeliveryStatus, WebhookEventType } from '../api/webhooks';

/** The webhook screens' Turkish texts, in one place for review. */
export const EVENT_LABEL: Record<WebhookEventType, string> = {
  'reservation.created': 'Yeni rezervasyon (opsiyon)',
  'reservation.option_expired': 'Opsiyon süresi doldu',
  'reservation.deposit_recorded': 'Ödeme kaydedildi',
  'reservation.confirmed': 'Rezervasyon kesinleşti',
  'reservation.cancelled': 'Rezervasyon iptal edildi',
  'reservation.changed': 'Rezervasyon değişti (tarih, ekstra, kişi, opsiyon)',
  'availability.changed': 'Teknenin müsaitliği değişti',
};
export const EVENT_TYPES = Object.keys(EVENT_LABEL) as WebhookEventType[];
/** The same, short, for the list's column. */
export const EVENT_SHORT: Record<WebhookEventType, string> = {
  'reservation.created': 'Yeni',
  'reservation.option_expired': 'Opsiyon doldu',
  'reservation.deposit_recorded': 'Ödeme',
  'reservation.confirmed': 'Kesinleşti',
  'reservation.cancelled': 'İptal',
  'reservation.changed': 'Değişti',
  'availability.changed': 'Müsaitlik',
};

export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  pending: 'Sırada',
  delivered: 'Teslim edildi',
  failed: 'Başarısız',
};

export const W = {
  intro:
    'Rezervasyonlardaki ve müsaitlikteki değişiklikler, seçilen olay türleri için bu adreslere imzalı olarak (Standard Webhooks) gönderilir. Bir adres bir gün boyunca yanıt vermezse durdurulur ve ofise e-posta gider.',
  caption: "Webhook'lar",
  add: 'Yeni webhook adresi',
  edit: 'Webhook adresini düzenle',
  url: 'Adres (https://)',
  address: 'Adres',
  urlHint: 'Teslimatlar bu adrese POST edilir; iç ağdaki adresler kabul edilmez.',
  events: 'Olay türleri',
  allEvents: 'Tüm olaylar',
  logTitle: 'Webhook teslimatları',
  eventsRequired: 'En az bir olay türü seçin.',
  description: 'Not',
  descriptionHint: 'Ör. "Acente X rezervasyon sistemi"',
  partner: 'Adresin sahibi',
  officeOwn: 'Ofisin kendi adresi',
  partnerHint: 'Bir iş ortağının adresi yalnızca o iş ortağının rezervasyonlarını alır; ofisin adresi hepsini.',
  partnersUnavailable: 'İş ortakları yüklenemedi; şimdilik yalnızca ofisin kendi adresi seçilebilir.',
  enabled: 'Gönderim açık',
  owner: 'Sahibi',
  office: 'Ofis',
  state: 'Durum',
  on: 'Açık',
  off: 'Durduruldu',
  deliveries: 'Teslimatlar',
  pending: (n: number) => `${n} bekliyor`,
  failed: (n: number) => `${n} başarısız`,
  lastDelivered: (at: string) => `Son teslimat: ${at}`,
  open: 'Teslimat kaydı',
  disable: 'Durdur',
  enable: 'Etkinleştir',
  rotate: 'Anahtarı yenile',
  rotateTitle: 'İmza anahtarını yenile',
  rotateConfirm:
    'Yeni bir imza anahtarı oluşturulsun mu? 24 saat boyunca teslimatlar eski ve yeni anahtarla iki imza taşır; bu sürede alıcıya yeni anahtarı verin.',
  rotateLabel: 'Evet, yenile',
  deleteConfirm: (url: string) =>
    `“${url}” adresi teslimat kaydıyla birlikte silinsin mi? Bekleyen teslimatlar gönderilmez.`,
  secretTitle: 'İmza anahtarı',
  secretIntro:
    'Bu anahtar yalnızca şimdi gösterilir. Alıcıya verin: gelen her isteğin webhook-signature başlığını bununla doğrular. Kaybolursa "Anahtarı yenile" ile yenisini oluşturun.',
  secretLabel: 'Anahtar',
  done: 'Kaydettim, kapat',
  empty: 'Henüz webhook adresi yok.',
  back: "Webhook'lar",
  logCaption: 'Teslimat kaydı',
  logEmpty: 'Bu adrese henüz teslimat yapılmadı.',
  date: 'Oluşturuldu',
  event: 'Olay',
  subject: 'Konu',
  status: 'Durum',
  response: 'Yanıt kodu',
  lastAttempt: 'Son deneme',
  attempts: (n: number) => `${n} deneme`,
  nextAttempt: (at: string) => `Sonraki deneme: ${at}`,
  redeliveryQueued: 'Yeniden gönderim sırada',
  redeliver: 'Yeniden gönder',
  statusFilter: 'Durum',
  disabledNotice: (reason: string) =>
    `Bu adrese gönderim durduruldu: ${reason} Sorun giderildiğinde etkinleştirin; bekleyen teslimatlar sırasıyla gönderilir.`,
  payload: 'Gövde',
  history: 'İşlem geçmişi',
  historyEmpty: 'Henüz işlem yok.',
  historyIntro:
    'Adresi kim ekledi, değiştirdi, durdurdu, anahtarını yeniledi, yeniden gönderim istedi; en yeni üstte. Adres sorgu kısmı olmadan yazılır, imza anahtarı hiç yazılmaz.',
  partnerHistory: 'Bu adres bir iş ortağının; değişiklikleri iş ortağının işlem geçmişinde de görünür.',
  partnerPage: 'İş ortağının sayfası',
} as const;
