/** Public pages every sitemap lists, besides one entry per active boat. */
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
  '/website/howrent',
  '/website/banks',
  '/website/rental',
  '/website/privacy',
  '/website/cancel',
  '/website/document',
  '/website/kvkk',
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, boatSlugs: string[]): string {
  const urls = [...STATIC_PATHS, ...boatSlugs.map((slug) => `/boat/${encodeURIComponent(slug)}`)];
  const body = urls.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /v1/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
