import { usePageContext } from 'vike-react/usePageContext';
import { THEME_BOOT_SCRIPT } from '@/stores/theme';

/** Listing filters are part of the page's identity; tracking parameters elsewhere are not. */
function canonicalPath(pathname: string, search: Record<string, string>): string {
  if (pathname !== '/listing' && pathname !== '/listingsale') return pathname;
  const keys = Object.keys(search)
    .filter((k) => search[k] !== '')
    .sort();
  if (keys.length === 0) return pathname;
  return `${pathname}?${new URLSearchParams(keys.map((k) => [k, search[k] ?? ''])).toString()}`;
}

export default function Head() {
  const pageContext = usePageContext();
  const origin = 'origin' in pageContext ? String(pageContext.origin) : '';
  const url = `${origin}${canonicalPath(pageContext.urlParsed.pathname, pageContext.urlParsed.search)}`;
  const isError = pageContext.is404 === true || (pageContext.abortStatusCode ?? 200) >= 400;
  const robots =
    isError || pageContext.urlParsed.pathname.startsWith('/dashboard') ? 'noindex,nofollow' : 'index,follow';
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      <meta name="robots" content={robots} />
      <meta name="theme-color" content="#0b3b5c" />
      {!isError && <link rel="canonical" href={url} />}
      {!isError && <meta property="og:url" content={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Fethiye Tekne" />
      <meta property="og:locale" content="tr_TR" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}
