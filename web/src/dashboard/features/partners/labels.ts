import type { PartnerKey, PartnerScope } from './api/partners';

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
