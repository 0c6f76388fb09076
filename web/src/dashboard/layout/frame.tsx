import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/dashboard/components/states';
import { T } from '@/dashboard/texts';
import { useSessionStore } from '@/stores/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

/**
 * The panel frame: header (only with a token; SPEC §2), role sidebar and the screen. A visitor
 * without a session is sent to the login page and comes back to the page asked for afterwards.
 */
export function Frame() {
  const session = useSessionStore((s) => s.session);
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  if (!session) {
    return (
      <>
        <p role="status" className="adm-frame-loading">
          {T.frameLoading}
        </p>
        <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
      </>
    );
  }
  return (
    <div className="adm" data-sidebar-open={sidebarOpen ? 'true' : 'false'}>
      <a href="#adm-main" className="skip-link" data-vike="false">
        İçeriğe geç
      </a>
      <Header session={session} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
      <div className="adm-body">
        <Sidebar role={session.user_role} open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} />
        <main id="adm-main" className="adm-main" tabIndex={-1}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
