import type { UserRole } from '@/stores/session';

/**
 * What the panel knows about each screen without loading it: path, page title and roles. A leaf
 * module (it imports no screen), so the page header can name the current page without importing
 * the route table, whose screens themselves import the page header. `routes.tsx` pairs every
 * entry with its screen.
 */
export interface AdminPage {
  /** Relative to /dashboard; '' is the home screen. */
  path: string;
  title: string;
  roles: readonly UserRole[];
}

const BOTH = ['ADMIN', 'OWNER'] as const;
const ADMIN = ['ADMIN'] as const;

export const ADMIN_PAGES = [
  { path: '', title: 'Ana sayfa', roles: BOTH },
  { path: 'boats', title: 'Tekneler', roles: BOTH },
  { path: 'boats/new', title: 'Yeni tekne', roles: BOTH },
  { path: 'boats/:id', title: 'Tekne', roles: BOTH },
  { path: 'reservations', title: 'Rezervasyonlar', roles: BOTH },
  { path: 'reservations/new', title: 'Yeni rezervasyon', roles: BOTH },
  { path: 'reservations/:id', title: 'Rezervasyon', roles: BOTH },
  // An OWNER sees the occupancy (fleet grid and calendar) of their own boats (issue 21, point 1).
  { path: 'occupancy', title: 'Doluluk takvimi', roles: BOTH },
  // Outside the OWNER menu: opened by URL they show the same "no permission" screen as every other
  // forbidden screen (issue 21).
  { path: 'transactions', title: 'Ödemeler', roles: ADMIN },
  { path: 'external', title: 'Manuel kapatma', roles: ADMIN },

  { path: 'users', title: 'Kullanıcılar', roles: ADMIN },
  // Issue 39: API partners (agencies, hotels, owners' sites) with their keys, limits and usage.
  { path: 'partners', title: 'İş ortakları', roles: ADMIN },
  { path: 'partners/:id', title: 'İş ortağı', roles: ADMIN },
  { path: 'marina', title: 'Marinalar', roles: ADMIN },
  { path: 'towndistrict', title: 'İlçeler', roles: ADMIN },
  { path: 'boattypes', title: 'Tekne tipleri', roles: ADMIN },
  { path: 'templates/mailtemplates', title: 'Mail şablonları', roles: ADMIN },
  { path: 'templates/outbox', title: 'Giden e-postalar', roles: ADMIN },
  { path: 'contact', title: 'İletişim formu', roles: ADMIN },
  { path: 'comments', title: 'Yorumlar', roles: ADMIN },
  { path: 'subscriber', title: 'Aboneler', roles: ADMIN },
  { path: 'blog', title: 'Blog', roles: ADMIN },

  { path: 'website/about', title: 'Hakkımızda', roles: ADMIN },
  { path: 'website/team', title: 'Ekibimiz', roles: ADMIN },
  { path: 'website/ourdocs', title: 'Belgelerimiz', roles: ADMIN },
  { path: 'website/faq', title: 'Sıkça sorulan sorular', roles: ADMIN },
  { path: 'website/bank', title: 'Banka bilgileri', roles: ADMIN },
  { path: 'website/rental', title: 'Kiralama sözleşmesi', roles: ADMIN },
  { path: 'website/cancel', title: 'İptal koşulları', roles: ADMIN },
  { path: 'website/privacy', title: 'Gizlilik politikası', roles: ADMIN },
  { path: 'website/kvkk', title: 'KVKK aydınlatma metni', roles: ADMIN },
  { path: 'website/howrent', title: 'Nasıl kiralarım', roles: ADMIN },

  { path: 'settings/exchange', title: 'Döviz kurları', roles: ADMIN },
  { path: 'settings/site', title: 'Site ayarları', roles: ADMIN },
  { path: 'settings/contact', title: 'İletişim ayarları', roles: ADMIN },
  { path: 'settings/social', title: 'Sosyal medya', roles: ADMIN },
  { path: 'settings/backup', title: 'Yedekler', roles: ADMIN },
  { path: 'settings/webhooks', title: "Webhook'lar", roles: ADMIN },
  { path: 'settings/webhooks/:id', title: 'Webhook teslimatları', roles: ADMIN },
] as const satisfies readonly AdminPage[];

export type AdminPath = (typeof ADMIN_PAGES)[number]['path'];

export const pageByPath = (path: string): AdminPage | undefined => ADMIN_PAGES.find((p) => p.path === path);
