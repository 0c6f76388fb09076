import type { PageContext } from 'vike/types';
import { SECTION_ROUTES } from './section-routes';

export default function route(pageContext: PageContext) {
  const key = SECTION_ROUTES[pageContext.urlPathname];
  return key ? { routeParams: { key } } : false;
}
