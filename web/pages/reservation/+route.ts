import type { PageContext } from 'vike/types';

/**
 * The visitor's reservation page: `/rezervasyon/{number}` (Turkish) and `/en/reservation/{number}`
 * (English; the /en prefix is taken off before routing). Either word works in either language, so the
 * language switch keeps the page.
 */
export default function route(pageContext: PageContext) {
  const m = /^\/(?:rezervasyon|reservation)\/([^/]+)$/.exec(pageContext.urlPathname);
  return m ? { routeParams: { number: decodeURIComponent(m[1]!) } } : false;
}
