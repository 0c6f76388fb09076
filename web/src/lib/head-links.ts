import { LANGS, type Lang, langOf, localePath, logicalPath, OG_LOCALE } from '@/i18n/lang';

/** Listing filters are part of the page's identity; tracking parameters elsewhere are not. */
function canonicalPath(pathname: string, search: Record<string, string>): string {
  if (pathname !== '/listing' && pathname !== '/listingsale') return pathname;
  const keys = Object.keys(search)
    .filter((k) => search[k] !== '')
    .sort();
  if (keys.length === 0) return pathname;
  return `${pathname}?${new URLSearchParams(keys.map((k) => [k, search[k] ?? ''])).toString()}`;
}

const HREFLANG: Record<Lang, string> = { tr: 'tr', en: 'en' };

interface HeadContext {
  lang?: Lang | undefined;
  urlOriginal?: string;
  urlParsed: { pathname: string; search: Record<string, string> };
  is404?: boolean | null;
  abortStatusCode?: number | undefined;
}

/** The page's address-dependent head tags: robots, canonical, hreflang alternates and Open Graph URL and locale. */
export interface HeadLinks {
  /** An error page, the panel or a visitor's own page: not for search engines. */
  hidden: boolean;
  robots: string;
  canonical: string | undefined;
  alternates: { hrefLang: string; href: string }[];
  ogLocale: string;
  ogLocaleAlternates: string[];
}

/**
 * One source for the tags that name the page's address, written by +Head.tsx on the server and
 * rewritten by onRenderClient after a client-side navigation (vike-react renders +Head on the server only).
 */
export function headLinks(pageContext: HeadContext, origin: string): HeadLinks {
  const lang = langOf(pageContext);
  // The path without /en (vike routes on it), so both languages' addresses come from one.
  const path = canonicalPath(logicalPath(pageContext.urlParsed.pathname), pageContext.urlParsed.search);
  const isError = pageContext.is404 === true || (pageContext.abortStatusCode ?? 200) >= 400;
  const isPanel = path.startsWith('/dashboard');
  // A visitor's own reservation page (the signed link) is nobody else's business.
  const isPrivate = path.startsWith('/rezervasyon/') || path.startsWith('/reservation/');
  const listed = !isError && !isPanel && !isPrivate;
  return {
    hidden: isError || isPanel,
    robots: isError || isPanel || isPrivate ? 'noindex,nofollow' : 'index,follow',
    canonical: !isError && !isPrivate ? `${origin}${localePath(lang, path)}` : undefined,
    alternates: listed
      ? [
          ...LANGS.map((l) => ({ hrefLang: HREFLANG[l], href: `${origin}${localePath(l, path)}` })),
          { hrefLang: 'x-default', href: `${origin}${path}` },
        ]
      : [],
    ogLocale: OG_LOCALE[lang],
    ogLocaleAlternates: LANGS.filter((l) => l !== lang).map((l) => OG_LOCALE[l]),
  };
}

/** After a client-side navigation: the head's address tags made those of the page now shown. */
export function applyHeadLinks(links: HeadLinks): void {
  const head = document.head;
  const meta = (property: string) => {
    let tag = head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute('property', property);
      head.appendChild(tag);
    }
    return tag;
  };
  const robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (robots) robots.content = links.robots;
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (links.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      head.appendChild(canonical);
    }
    canonical.href = links.canonical;
    meta('og:url').content = links.canonical;
  } else {
    canonical?.remove();
    head.querySelector('meta[property="og:url"]')?.remove();
  }
  for (const old of head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const { hrefLang, href } of links.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hrefLang;
    link.href = href;
    head.appendChild(link);
  }
  meta('og:locale').content = links.ogLocale;
  for (const old of head.querySelectorAll('meta[property="og:locale:alternate"]')) old.remove();
  for (const locale of links.ogLocaleAlternates) {
    const tag = document.createElement('meta');
    tag.setAttribute('property', 'og:locale:alternate');
    tag.content = locale;
    head.appendChild(tag);
  }
}
