import { useEffect, useRef, useState } from 'react';
import { AdminLink } from '@/dashboard/components/link';
import { ROLE_LABEL, T } from '@/dashboard/texts';
import { type Session, useSessionStore } from '@/stores/session';

/** SPEC §4: logout removes the stored session, clears state and goes to '/'. */
export function logOut() {
  useSessionStore.getState().clear();
  window.location.assign('/');
}

function UserMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="adm-user" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost adm-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={T.userMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="adm-avatar" aria-hidden="true">
          {session.user_name.slice(0, 1).toLocaleUpperCase('tr-TR') || '?'}
        </span>
        <span className="adm-user-name">
          <strong>{session.user_name}</strong>
          <small>{ROLE_LABEL[session.user_role]}</small>
        </span>
      </button>
      {open ? (
        <ul className="adm-user-menu" role="menu">
          <li role="none">
            <a role="menuitem" href="/" data-vike="false">
              {T.viewSite}
            </a>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={logOut}>
              {T.logout}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

export function Header({
  session,
  sidebarOpen,
  onToggleSidebar,
}: {
  session: Session;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}) {
  return (
    <header className="adm-header">
      <button
        type="button"
        className="btn btn-icon adm-menu-toggle"
        aria-expanded={sidebarOpen}
        aria-controls="adm-sidebar"
        aria-label={T.menu}
        onClick={onToggleSidebar}
      >
        ☰
      </button>
      <AdminLink to="/" className="adm-brand">
        Fethiye <strong>Tekne</strong> <span className="muted">Yönetim</span>
      </AdminLink>
      <UserMenu session={session} />
    </header>
  );
}
