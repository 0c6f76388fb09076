import type { PageContext } from 'vike/types';
import { langOfPath, logicalPath } from '@/i18n/lang';

/**
 * English pages live under /en: the prefix is taken off before routing (the same page files serve
 * both languages) and kept as `pageContext.lang`.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const url = pageContext.urlParsed;
  const lang = langOfPath(url.pathname);
  if (lang === 'tr') return { pageContext: { lang } };
  const search = url.searchOriginal ?? '';
  return { pageContext: { lang, urlLogical: `${logicalPath(url.pathnameOriginal)}${search}` } };
}
