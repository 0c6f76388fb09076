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

const website = (name: keyof typeof import('./features/website/components/website-screens')) =>
  screen(() => import('./features/website/components/website-screens'), name);

const settings = (name: keyof typeof import('./features/settings/components/settings-screens')) =>
  screen(() => import('./features/settings/components/settings-screens'), name);


export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: '', title: 'Ana sayfa', roles: BOTH, Screen: screen(() => import('./features/home/components/home-screen'), 'HomeScreen') },
  { path: 'boats', title: 'Tekneler', roles: BOTH, Screen: screen(() => import('./features/boats/components/boats-screen'), 'BoatsScreen') },
  { path: 'boats/new', title: 'Yeni tekne', roles: BOTH, Screen: screen(() => import('./features/boats/components/boat-detail-screen'), 'NewBoatScreen') },
  { path: 'boats/:id', title: 'Tekne', roles: BOTH, Screen: screen(() => import('./features/boats/components/boat-detail-screen'), 'BoatDetailScreen') },
  { path: 'reservations', title: 'Rezervasyonlar', roles: BOTH, Screen: screen(() => import('./features/reservations/components/reservations-screen'), 'ReservationsScreen') },
  { path: 'reservations/new', title: 'Yeni rezervasyon', roles: BOTH, Screen: screen(() => import('./features/reservations/components/reservation-create-screen'), 'ReservationCreateScreen') },
  { path: 'reservations/:id', title: 'Rezervasyon', roles: BOTH, Screen: screen(() => import('./features/reservations/components/reservation-detail-screen'), 'ReservationDetailScreen') },
  { path: 'transactions', title: 'Ödemeler', roles: BOTH, Screen: screen(() => import('./features/reservations/components/transactions-screen'), 'TransactionsScreen') },
  { path: 'external', title: 'Manuel kapatma', roles: BOTH, Screen: screen(() => import('./features/external/components/external-screen'), 'ExternalScreen') },
  // react-big-calendar and its CSS load only with this chunk.
  { path: 'occupancy', title: 'Doluluk takvimi', roles: BOTH, Screen: screen(() => import('./features/occupancy/components/occupancy-screen'), 'OccupancyScreen') },

  { path: 'users', title: 'Kullanıcılar', roles: ADMIN, Screen: screen(() => import('./features/users/components/users-screen'), 'UsersScreen') },
  { path: 'marina', title: 'Marinalar', roles: ADMIN, Screen: screen(() => import('./features/places/components/places-screen'), 'MarinasScreen') },
  { path: 'towndistrict', title: 'İlçeler', roles: ADMIN, Screen: screen(() => import('./features/places/components/places-screen'), 'DistrictsScreen') },
  { path: 'boattypes', title: 'Tekne tipleri', roles: ADMIN, Screen: screen(() => import('./features/boat-types/components/boat-types-screen'), 'BoatTypesScreen') },
  { path: 'templates/mailtemplates', title: 'Mail şablonları', roles: ADMIN, Screen: screen(() => import('./features/mail-templates/components/mail-templates-screen'), 'MailTemplatesScreen') },
  { path: 'templates/outbox', title: 'Giden e-postalar', roles: ADMIN, Screen: screen(() => import('./features/outbox/components/outbox-screen'), 'OutboxScreen') },
  { path: 'contact', title: 'İletişim formu', roles: ADMIN, Screen: screen(() => import('./features/contact-messages/components/contact-messages-screen'), 'ContactMessagesScreen') },
  { path: 'comments', title: 'Yorumlar', roles: ADMIN, Screen: screen(() => import('./features/comments/components/comments-screen'), 'CommentsScreen') },
  { path: 'subscriber', title: 'Aboneler', roles: ADMIN, Screen: screen(() => import('./features/subscribers/components/subscribers-screen'), 'SubscribersScreen') },
  { path: 'blog', title: 'Blog', roles: ADMIN, Screen: screen(() => import('./features/blog/components/blog-screen'), 'BlogScreen') },

  { path: 'website/about', title: 'Hakkımızda', roles: ADMIN, Screen: website('AboutScreen') },
  { path: 'website/team', title: 'Ekibimiz', roles: ADMIN, Screen: website('TeamScreen') },
  { path: 'website/ourdocs', title: 'Belgelerimiz', roles: ADMIN, Screen: website('DocumentsScreen') },
  { path: 'website/faq', title: 'Sıkça sorulan sorular', roles: ADMIN, Screen: website('FaqScreen') },
  { path: 'website/bank', title: 'Banka bilgileri', roles: ADMIN, Screen: website('BankScreen') },
  { path: 'website/rental', title: 'Kiralama sözleşmesi', roles: ADMIN, Screen: website('RentalScreen') },
  { path: 'website/cancel', title: 'İptal koşulları', roles: ADMIN, Screen: website('CancelScreen') },
  { path: 'website/privacy', title: 'Gizlilik politikası', roles: ADMIN, Screen: website('PrivacyScreen') },
  { path: 'website/kvkk', title: 'KVKK aydınlatma metni', roles: ADMIN, Screen: website('KvkkScreen') },
  { path: 'website/howrent', title: 'Nasıl kiralarım', roles: ADMIN, Screen: website('HowRentScreen') },

  { path: 'settings/exchange', title: 'Döviz kurları', roles: ADMIN, Screen: settings('ExchangeScreen') },
  { path: 'settings/site', title: 'Site ayarları', roles: ADMIN, Screen: settings('SiteSettingsScreen') },
  { path: 'settings/contact', title: 'İletişim ayarları', roles: ADMIN, Screen: settings('ContactSettingsScreen') },
  { path: 'settings/social', title: 'Sosyal medya', roles: ADMIN, Screen: settings('SocialSettingsScreen') },
];

export const routeByPath = (path: string): AdminRoute | undefined => ADMIN_ROUTES.find((r) => r.path === path);
