import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ADMIN_PAGES, type AdminPage, type AdminPath } from '@/dashboard/route-meta';

/**
 * The panel's route table: every page of `route-meta.ts` (path, title, roles) with its screen. A
 * screen is a lazily loaded component, so each one is its own chunk and the public pages never
 * load any of them.
 */
export interface AdminRoute extends AdminPage {
  Screen: LazyExoticComponent<ComponentType>;
}

/** `lazy` for a module's named export. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const website = (name: keyof typeof import('./features/website/components/website-screens')) =>
  screen(() => import('./features/website/components/website-screens'), name);

const settings = (name: keyof typeof import('./features/settings/components/settings-screens')) =>
  screen(() => import('./features/settings/components/settings-screens'), name);

/** One screen per page; the record's type makes a page without a screen (or a stray screen) a compile error. */
const SCREENS: Record<AdminPath, LazyExoticComponent<ComponentType>> = {
  '': screen(() => import('./features/home/components/home-screen'), 'HomeScreen'),
  boats: screen(() => import('./features/boats/components/boats-screen'), 'BoatsScreen'),
  'boats/new': screen(() => import('./features/boats/components/boat-detail-screen'), 'NewBoatScreen'),
  'boats/:id': screen(() => import('./features/boats/components/boat-detail-screen'), 'BoatDetailScreen'),
  reservations: screen(() => import('./features/reservations/components/reservations-screen'), 'ReservationsScreen'),
  'reservations/new': screen(
    () => import('./features/reservations/components/reservation-create-screen'),
    'ReservationCreateScreen',
  ),
  'reservations/:id': screen(
    () => import('./features/reservations/components/reservation-detail-screen'),
    'ReservationDetailScreen',
  ),
  transactions: screen(() => import('./features/reservations/components/transactions-screen'), 'TransactionsScreen'),
  external: screen(() => import('./features/external/components/external-screen'), 'ExternalScreen'),
  // react-big-calendar and its CSS load only with this chunk.
  occupancy: screen(() => import('./features/occupancy/components/occupancy-screen'), 'OccupancyScreen'),

  users: screen(() => import('./features/users/components/users-screen'), 'UsersScreen'),
  partners: screen(() => import('./features/partners/components/partners-screen'), 'PartnersScreen'),
  'partners/:id': screen(() => import('./features/partners/components/partner-detail-screen'), 'PartnerDetailScreen'),
  marina: screen(() => import('./features/places/components/places-screen'), 'MarinasScreen'),
  towndistrict: screen(() => import('./features/places/components/places-screen'), 'DistrictsScreen'),
  boattypes: screen(() => import('./features/boat-types/components/boat-types-screen'), 'BoatTypesScreen'),
  'templates/mailtemplates': screen(
    () => import('./features/mail-templates/components/mail-templates-screen'),
    'MailTemplatesScreen',
  ),
  'templates/outbox': screen(() => import('./features/outbox/components/outbox-screen'), 'OutboxScreen'),
  contact: screen(
    () => import('./features/contact-messages/components/contact-messages-screen'),
    'ContactMessagesScreen',
  ),
  comments: screen(() => import('./features/comments/components/comments-screen'), 'CommentsScreen'),
  subscriber: screen(() => import('./features/subscribers/components/subscribers-screen'), 'SubscribersScreen'),
  blog: screen(() => import('./features/blog/components/blog-screen'), 'BlogScreen'),

  'website/about': website('AboutScreen'),
  'website/team': website('TeamScreen'),
  'website/ourdocs': website('DocumentsScreen'),
  'website/faq': website('FaqScreen'),
  'website/bank': website('BankScreen'),
  'website/rental': website('RentalScreen'),
  'website/cancel': website('CancelScreen'),
  'website/privacy': website('PrivacyScreen'),
  'website/kvkk': website('KvkkScreen'),
  'website/howrent': website('HowRentScreen'),

  'settings/exchange': settings('ExchangeScreen'),
  'settings/site': settings('SiteSettingsScreen'),
  'settings/contact': settings('ContactSettingsScreen'),
  'settings/social': settings('SocialSettingsScreen'),
  'settings/backup': screen(() => import('./features/backup/components/backup-screen'), 'BackupScreen'),
  'settings/webhooks': screen(() => import('./features/webhooks/components/webhooks-screen'), 'WebhooksScreen'),
  'settings/webhooks/:id': screen(
    () => import('./features/webhooks/components/webhook-deliveries-screen'),
    'WebhookDeliveriesScreen',
  ),
};

export const ADMIN_ROUTES: readonly AdminRoute[] = ADMIN_PAGES.map((page) => ({ ...page, Screen: SCREENS[page.path] }));
