import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteData } from '@/api/website/get-site-data';
import { SiteDataError } from '@/components/layout/site-status';
import { usePanelCounts } from '@/dashboard/api/panel-counts';
import { AdminNavLink } from '@/dashboard/components/link';
import { type BadgeKey, groupOf, isActive, type MenuEntry, type MenuLink, menuFor } from '@/dashboard/menu';
import type { UserRole } from '@/stores/session';

const BADGE_LABEL: Record<BadgeKey, string> = {
  reservationCount: 'işlem bekleyen rezervasyon',
  contactCount: 'okunmamış mesaj',
};

/** SPEC §2/§9: a badge only when the count is above 0. */
function Badge({
  kind,
  counts,
}: {
  kind: BadgeKey | undefined;
  counts: Partial<Record<BadgeKey, number>> | undefined;
}) {
  const value = kind ? (counts?.[kind] ?? 0) : 0;
  if (!kind || value <= 0) return null;
  return (
    <span className="adm-badge" data-badge={kind} aria-label={`${value} ${BADGE_LABEL[kind]}`}>
      {value.toLocaleString('tr-TR')}
    </span>
  );
}

function Item({
  link,
  pathname,
  counts,
  onNavigate,
}: {
  link: MenuLink;
  pathname: string;
  counts: Partial<Record<BadgeKey, number>> | undefined;
  onNavigate(): void;
}) {
  const active = isActive(link, pathname);
  return (
    <li>
      <AdminNavLink
        to={link.to}
        end={link.to === '/'}
        className={active ? 'is-active' : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span>{link.label}</span>
        <Badge kind={link.badge} counts={counts} />
      </AdminNavLink>
    </li>
  );
}

/** The role's menu (SPEC §6); groups form an accordion, only one open at a time. */
export function Sidebar({ role, open, onNavigate }: { role: UserRole; open: boolean; onNavigate(): void }) {
  const { pathname } = useLocation();
  const menu: MenuEntry[] = menuFor(role);
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => groupOf(menu, pathname));
  const counts = usePanelCounts().data;
  const site = useSiteData();

  // Reaching a page opens its group.
  const [seen, setSeen] = useState({ menu, pathname });
  if (seen.menu !== menu || seen.pathname !== pathname) {
    setSeen({ menu, pathname });
    const current = groupOf(menu, pathname);
    if (current) setOpenGroup(current);
  }

  return (
    <nav id="adm-sidebar" className="adm-sidebar" data-open={open ? 'true' : 'false'} aria-label="Panel menüsü">
      {site.isError ? (
        <p className="adm-sidebar-error">
          <SiteDataError />
        </p>
      ) : null}
      <ul className="adm-menu">
        {menu.map((entry) =>
          entry.kind === 'link' ? (
            <Item key={entry.to} link={entry} pathname={pathname} counts={counts} onNavigate={onNavigate} />
          ) : (
            <li key={entry.id} className="adm-group" data-group={entry.id}>
              <button
                type="button"
                className="adm-group-toggle"
                aria-expanded={openGroup === entry.id}
                aria-controls={`adm-group-${entry.id}`}
                onClick={() => setOpenGroup((g) => (g === entry.id ? undefined : entry.id))}
              >
                <span>{entry.label}</span>
                <Badge kind={entry.badge} counts={counts} />
                <span className="adm-caret" aria-hidden="true">
                  {openGroup === entry.id ? '▾' : '▸'}
                </span>
              </button>
              <ul id={`adm-group-${entry.id}`} hidden={openGroup !== entry.id}>
                {entry.links.map((link) => (
                  <Item key={link.to} link={link} pathname={pathname} counts={counts} onNavigate={onNavigate} />
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
