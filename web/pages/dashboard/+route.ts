import type { PageContext } from 'vike/types';

/** Catch-all for the admin SPA: /dashboard and everything under it; react-router takes over inside. */
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  return path === '/dashboard' || path.startsWith('/dashboard/');
}
