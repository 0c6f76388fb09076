/** The public site's languages: Turkish at today's URLs, English under /en. */
export type Lang = 'tr' | 'en';
export const LANGS: readonly Lang[] = ['tr', 'en'];
export const DEFAULT_LANG: Lang = 'tr';

export const HTML_LANG: Record<Lang, string> = { tr: 'tr', en: 'en' };
export const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_GB' };

/** The language a path is in: `/en` and `/en/…` are English, everything else Turkish. */
export const langOfPath = (pathname: string): Lang => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr');

/** The path without its language prefix (`/en/boat/x` → `/boat/x`, `/en` → `/`). */
export function logicalPath(pathname: string): string {
  if (langOfPath(pathname) === 'tr') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * A site-relative link in the given language: `/listing?x=1` → `/en/listing?x=1` for English,
 * unchanged for Turkish. Absolute URLs, anchors, `mailto:`/`tel:` and the panel are left alone.
 */
export function localePath(lang: Lang, href: string): string {
  if (lang === 'tr' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href.startsWith('/dashboard') || href.startsWith('/v1/')) return href;
  if (href === '/' || href.startsWith('/?') || href.startsWith('/#')) return `/en${href.slice(1)}`;
  return `/en${href}`;
}

/**
 * The page's language: set by +onBeforeRoute.ts, else read from the original URL (an error page
 * rendered after `throw render(404)` gets a fresh page context without it).
 */
export function langOf(pageContext: { lang?: Lang | undefined; urlOriginal?: string }): Lang {
  if (pageContext.lang) return pageContext.lang;
  const url = pageContext.urlOriginal ?? '/';
  return langOfPath(url.startsWith('/') ? url.split(/[?#]/)[0]! : new URL(url).pathname);
}
