import '@/styles/global.css';
import '@/dashboard/dashboard.css';
import type { ReactNode } from 'react';

/**
 * `.clear` drops the public site's layout (top bar, header, footer, its toasts) for the panel,
 * which has its own frame. Only the global styles are shared.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
