import type { paths } from '@/api/schema';

/** Texts shared by the whole panel (Turkish, except the spec's quoted English lines). */
export const T = {
  panelTitle: 'Fethiye Tekne Yönetim',
  loading: 'Yükleniyor…',
  /** SPEC §2: what the frame shows instead of the header while there is no token. */
  frameLoading: 'Loading',
  empty: 'Kayıt bulunamadı.',
  loadFailed: 'Veriler yüklenemedi.',
  retry: 'Tekrar dene',
  success: 'Başarılı',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  cancel: 'Vazgeç',
  close: 'Kapat',
  create: 'Yeni ekle',
  edit: 'Düzenle',
  delete: 'Sil',
  deleteConfirmTitle: 'Silme onayı',
  deleteConfirm: (what: string) => `${what} silinsin mi? Bu işlem geri alınamaz.`,
  yes: 'Evet',
  no: 'Hayır',
  active: 'Aktif',
  passive: 'Pasif',
  actions: 'İşlemler',
  filter: 'Filtrele',
  clearFilters: 'Filtreleri temizle',
  search: 'Ara',
  all: 'Tümü',
  logout: 'Çıkış yap',
  viewSite: 'Siteyi görüntüle',
  menu: 'Menü',
  userMenu: 'Kullanıcı menüsü',
  forbidden: 'Bu sayfayı görüntüleme yetkiniz yok.',
  notFound: 'Aradığınız panel sayfası bulunamadı.',
  placeholder: 'Bu ekran hazırlanıyor.',
  required: 'Bu alan zorunludur.',
  invalidEmail: 'Geçerli bir e-posta adresi girin.',
  minLength: (n: number) => `En az ${n} karakter girin.`,
  maxLength: (n: number) => `En fazla ${n} karakter girebilirsiniz.`,
  invalidNumber: 'Geçerli bir sayı girin.',
  /** `exact` false: the list was counted only this far, and there are more (`pages+`). */
  pageOf: (page: number, pages: number, exact = true) => `Sayfa ${page} / ${pages}${exact ? '' : '+'}`,
  totalRecords: (n: number, exact = true) => `Toplam ${n.toLocaleString('tr-TR')}${exact ? '' : '+'} kayıt`,
  previous: 'Önceki',
  next: 'Sonraki',
  pagination: 'Sayfalama',
} as const;

export const ROLE_LABEL = { ADMIN: 'Yönetici', OWNER: 'Tekne sahibi' } as const;

type MailKind =
  paths['/v1/admin/mailtemplates']['get']['responses'][200]['content']['application/json']['content'][number]['kind'];

/** What each kind of mail is (templates, the outbox). */
export const MAIL_KIND_LABEL: Record<MailKind, string> = {
  reservation_received_customer: 'Rezervasyon alındı (müşteriye)',
  reservation_received_office: 'Yeni rezervasyon (ofise)',
  bank_details: 'Banka bilgileri',
  confirmation: 'Rezervasyon onayı',
  option_expired: 'Opsiyon süresi doldu',
  contact_copy: 'İletişim formu kopyası',
  hold_confirmation: 'Yoğunlukta istek onayı (müşteriye)',
  hold_surge_office: 'Yoğun istek uyarısı (ofise)',
  hold_digest_office: 'Yoğunluk sırasında istek özeti, 15 dakikada bir (ofise)',
  cancellation_request_office: 'İptal talebi (ofise)',
  cancellation_accepted: 'İptal talebi kabul edildi (müşteriye)',
  cancellation_refused: 'İptal talebi reddedildi (müşteriye)',
  passenger_list_reminder: 'Yolcu listesi hatırlatması (müşteriye)',
  balance_reminder: 'Kalan ödeme hatırlatması, bir hafta önce (müşteriye)',
  balance_due_today: 'Kalan ödemenin son günü (müşteriye)',
  balance_overdue_office: 'Kalan ödeme gecikti (ofise)',
  payment_receipt: 'Ödeme alındı (müşteriye)',
  cancellation_office: 'Rezervasyon iptal edildi, ofisin iptali (müşteriye)',
  refund_notice: 'İade ödendi (müşteriye)',
  terms_changed: 'Rezervasyon koşulları değişti (müşteriye)',
  external_conflict_office: 'Takvim çakışması: başka platformda da rezervasyon var (ofise)',
  backup_alert_office: 'Yedekleme uyarısı (ofise)',
  webhook_disabled_office: 'Webhook durduruldu (ofise)',
  webhook_disabled_partner: 'Webhook durduruldu (iş ortağına)',
};

const KIND_LABELS: Readonly<Record<string, string>> = MAIL_KIND_LABEL;
/** A kind's label; a kind this panel does not know yet shows as it is. */
export const mailKindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;

/** A mail's delivery status in the outbox. */
export const MAIL_STATUS_LABEL: Record<string, string> = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız, yeniden denenecek',
  dead: 'Tüm denemeler başarısız',
  skipped: 'Gönderilmedi',
  logged: 'Kaydedildi (SMTP yok)',
  abandoned: 'Yarıda kaldı',
};
