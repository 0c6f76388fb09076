import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { UserRole } from '@/stores/session';

/**
 * The panel's route table: every screen under /dashboard, who may open it and its page title.
 * Paths are relative to /dashboard ('' is the home screen). A screen is a lazily loaded component,
 * so each one is its own chunk and the public pages never load any of them.
 */
export interface AdminRoute {
  path: string;
  title: string;
  roles: readonly UserRole[];
  Screen: LazyExoticComponent<ComponentType>;
}

const BOTH = ['ADMIN', 'OWNER'] as const;
const ADMIN = ['ADMIN'] as const;

/** `lazy` for a module's named export. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const placeholder = screen(() => import('./components/placeholder-screen'), 'PlaceholderScreen');

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  // Home, boats, reservations, manual closing and occupancy are built on another branch.
  { path: '', title: 'Ana sayfa', roles: BOTH, Screen: placeholder },
  { path: 'boats', title: 'Tekneler', roles: BOTH, Screen: placeholder },
  { path: 'reservations', title: 'Rezervasyonlar', roles: BOTH, Screen: placeholder },
  { path: 'external', title: 'Manuel kapatma', roles: BOTH, Screen: placeholder },
  { path: 'occupancy', title: 'Doluluk takvimi', roles: BOTH, Screen: placeholder },

  { path: 'users', title: 'Kullanıcılar', roles: ADMIN, Screen: placeholder },
  { path: 'marina', title: 'Marinalar', roles: ADMIN, Screen: placeholder },
  { path: 'towndistrict', title: 'İlçeler', roles: ADMIN, Screen: placeholder },
  { path: 'boattypes', title: 'Tekne tipleri', roles: ADMIN, Screen: placeholder },
  { path: 'templates/mailtemplates', title: 'Mail şablonları', roles: ADMIN, Screen: placeholder },
  { path: 'contact', title: 'İletişim formu', roles: ADMIN, Screen: placeholder },
  { path: 'comments', title: 'Yorumlar', roles: ADMIN, Screen: placeholder },
  { path: 'subscriber', title: 'Aboneler', roles: ADMIN, Screen: placeholder },
  { path: 'blog', title: 'Blog', roles: ADMIN, Screen: placeholder },

  { path: 'website/about', title: 'Hakkımızda', roles: ADMIN, Screen: placeholder },
  { path: 'website/team', title: 'Ekibimiz', roles: ADMIN, Screen: placeholder },
  { path: 'website/ourdocs', title: 'Belgelerimiz', roles: ADMIN, Screen: placeholder },
  { path: 'website/faq', title: 'Sıkça sorulan sorular', roles: ADMIN, Screen: placeholder },
  { path: 'website/bank', title: 'Banka bilgileri', roles: ADMIN, Screen: placeholder },
  { path: 'website/rental', title: 'Kiralama sözleşmesi', roles: ADMIN, Screen: placeholder },
  { path: 'website/cancel', title: 'İptal koşulları', roles: ADMIN, Screen: placeholder },
  { path: 'website/privacy', title: 'Gizlilik politikası', roles: ADMIN, Screen: placeholder },
  { path: 'website/kvkk', title: 'KVKK aydınlatma metni', roles: ADMIN, Screen: placeholder },
  { path: 'website/howrent', title: 'Nasıl kiralarım', roles: ADMIN, Screen: placeholder },

  { path: 'settings/exchange', title: 'Döviz kurları', roles: ADMIN, Screen: placeholder },
  { path: 'settings/site', title: 'Site ayarları', roles: ADMIN, Screen: placeholder },
  { path: 'settings/contact', title: 'İletişim ayarları', roles: ADMIN, Screen: placeholder },
  { path: 'settings/social', title: 'Sosyal medya', roles: ADMIN, Screen: placeholder },
];

export const routeByPath = (path: string): AdminRoute | undefined => ADMIN_ROUTES.find((r) => r.path === path);
