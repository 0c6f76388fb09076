import type { UserRole } from '@/stores/session';

/** Which panel count a menu entry shows as a badge (from GET /v1/admin/other). */
export type BadgeKey = 'reservationCount' | 'contactCount';

export interface MenuLink {
  kind: 'link';
  label: string;
  /** Absolute path under /dashboard, as react-router sees it (basename removed). */
  to: string;
  badge?: BadgeKey;
  /** Other paths that belong to this entry (highlighted with it). */
  also?: string[];
}
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  badge?: BadgeKey;
  links: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, badge?: BadgeKey): MenuLink => ({
  kind: 'link',
  label,
  to,
  ...(badge ? { badge } : {}),
});

/** SPEC §6, ADMIN: home; users; boats (3); reservation management (3); five single screens; website content; settings. */
const ADMIN_MENU: MenuEntry[] = [
  link('Ana sayfa', '/'),
  link('Kullanıcılar', '/users'),
  // Issue 39: the API partners' keys, limits and usage (not in SPEC §6, which predates them).
  link('İş ortakları', '/partners'),
  {
    kind: 'group',
    id: 'boats',
    label: 'Tekneler',
    links: [
      link('Tekneler', '/boats'),
      { ...link('Marinalar / İlçeler', '/marina'), also: ['/towndistrict'] },
      link('Tekne tipleri', '/boattypes'),
    ],
  },
  {
    kind: 'group',
    id: 'reservations',
    label: 'Rezervasyon yönetimi',
    badge: 'reservationCount',
    links: [
      link('Rezervasyonlar', '/reservations', 'reservationCount'),
      link('Manuel kapatma', '/external'),
      link('Doluluk takvimi', '/occupancy'),
    ],
  },
  // The outbox is reached from the templates screen; SPEC §6 fixes the menu's entries.
  { ...link('Mail şablonları', '/templates/mailtemplates'), also: ['/templates/outbox'] },
  link('İletişim formu', '/contact', 'contactCount'),
  link('Yorumlar', '/comments'),
  link('Aboneler', '/subscriber'),
  link('Blog', '/blog'),
  {
    kind: 'group',
    id: 'website',
    label: 'Web sitesi içerikleri',
    links: [
      link('Hakkımızda', '/website/about'),
      link('Ekibimiz', '/website/team'),
      link('Belgelerimiz', '/website/ourdocs'),
      link('SSS', '/website/faq'),
      link('Banka bilgileri', '/website/bank'),
      link('Kiralama sözleşmesi', '/website/rental'),
      link('İptal koşulları', '/website/cancel'),
      link('Gizlilik', '/website/privacy'),
      link('KVKK', '/website/kvkk'),
      link('Nasıl kiralarım', '/website/howrent'),
    ],
  },
  {
    kind: 'group',
    id: 'settings',
    label: 'Ayarlar',
    links: [
      link('Döviz kuru', '/settings/exchange'),
      link('Site', '/settings/site'),
      link('İletişim', '/settings/contact'),
      link('Sosyal medya', '/settings/social'),
      link('Yedekler', '/settings/backup'),
      link("Webhook'lar", '/settings/webhooks'),
    ],
  },
];

/** SPEC §6, OWNER: home, boats and reservations; and the occupancy of their own boats (issue 21, point 1). */
const OWNER_MENU: MenuEntry[] = [
  link('Ana sayfa', '/'),
  link('Tekneler', '/boats'),
  link('Rezervasyonlar', '/reservations', 'reservationCount'),
  link('Doluluk takvimi', '/occupancy'),
];

export const menuFor = (role: UserRole): MenuEntry[] => (role === 'ADMIN' ? ADMIN_MENU : OWNER_MENU);

/** The group holding a path (so it starts open), or undefined. */
export function groupOf(menu: MenuEntry[], pathname: string): string | undefined {
  for (const entry of menu) {
    if (entry.kind === 'group' && entry.links.some((l) => isActive(l, pathname))) return entry.id;
  }
  return undefined;
}

export function isActive(link: MenuLink, pathname: string): boolean {
  const under = (to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));
  return under(link.to) || (link.also ?? []).some(under);
}
