import type { Partner, PartnerKey, PartnerScope } from './api/partners';

export const SCOPE_LABEL: Record<PartnerScope, string> = {
  'catalog:read': 'Katalog okuma',
  'availability:read': 'Müsaitlik okuma',
  'bookings:write': 'Rezervasyon yazma',
  'bookings:read': 'Rezervasyon okuma',
};
export const SCOPES = Object.keys(SCOPE_LABEL) as PartnerScope[];

export const KEY_STATUS_LABEL: Record<PartnerKey['status'], string> = {
  active: 'Çalışıyor',
  expiring: 'Geçiş süresinde',
  expired: 'Süresi doldu',
  revoked: 'İptal edildi',
};

/** The language of the partner's mails, each named in its own language. */
export const LANGUAGE_LABEL: Record<Partner['language'], string> = { tr: 'Türkçe', en: 'English' };
export const LANGUAGE_OPTIONS = (['tr', 'en'] as const).map((value) => ({ value, label: LANGUAGE_LABEL[value] }));
