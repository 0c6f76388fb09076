import { escapeMarkup } from '../common/escape.js';

/** Public pages every sitemap lists, besides one entry per active boat and published blog post. */
export const STATIC_PATHS = [
  '/',
  '/listing',
  '/listingsale',
  '/blog',
  '/contact',
  '/faq',
  '/howrent',
  '/about',
  '/enquire',
  '/website/banks',
  '/website/rental',
  '/website/privacy',
  '/website/cancel',
  '/website/document',
  '/website/kvkk',
];

/** A page the sitemap lists: its Turkish path (the English one is under /en), last change and pictures. */
export interface SitemapPage {
  path: string;
  lastmod?: string | undefined;
  /** False for a page that has no English version (a blog post not translated yet). */
  english?: boolean;
  images?: string[];
}

const english = (path: string) => (path === '/' ? '/en' : `/en${path}`);

/**
 * Every page in both languages: each `<url>` names its Turkish and English addresses as
 * `xhtml:link` alternates (Turkish also as `x-default`), with `lastmod` and the boat's picture.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const abs = (path: string) => escapeMarkup(`${origin}${path}`);
  const entries: string[] = [];
  for (const page of pages) {
    const hasEnglish = page.english !== false;
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="tr" href="${abs(page.path)}"/>`,
      ...(hasEnglish ? [`    <xhtml:link rel="alternate" hreflang="en" href="${abs(english(page.path))}"/>`] : []),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(page.path)}"/>`,
    ];
    const extra = [
      ...(page.lastmod ? [`    <lastmod>${escapeMarkup(page.lastmod)}</lastmod>`] : []),
      ...(page.images ?? []).map(
        (image) =>
          `    <image:image><image:loc>${image.startsWith('/') ? abs(image) : escapeMarkup(image)}</image:loc></image:image>`,
      ),
    ];
    for (const loc of hasEnglish ? [page.path, english(page.path)] : [page.path]) {
      entries.push(['  <url>', `    <loc>${abs(loc)}</loc>`, ...extra, ...alternates, '  </url>'].join('\n'));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /v1/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
