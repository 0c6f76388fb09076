/**
 * schema.org data for search engines, written as `<script type="application/ld+json">` (never
 * executed; `<` escaped so a text cannot close the element).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

const CONTEXT = 'https://schema.org';

/** The business behind the site, on every public page; other items point to it by `@id`. */
export const organizationId = (origin: string) => `${origin}/#organization`;

export function organization(origin: string, home: string, lang: 'tr' | 'en') {
  return {
    '@context': CONTEXT,
    '@type': ['Organization', 'LocalBusiness'],
    '@id': organizationId(origin),
    name: 'Fethiye Tekne',
    url: `${origin}${home}`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    description:
      lang === 'en'
        ? 'Boat, gulet and yacht rental and sales in Fethiye and Göcek.'
        : 'Fethiye ve Göcek’te tekne, gulet ve yat kiralama ve satışı.',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Fethiye',
      addressRegion: 'Muğla',
      addressCountry: 'TR',
    },
    areaServed: 'Fethiye, Göcek, Ölüdeniz',
    knowsLanguage: ['tr', 'en'],
  };
}

/** The page's place in the site: each step's name and absolute address, the page itself last. */
export const breadcrumbList = (origin: string, steps: readonly { name: string; path: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: steps.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: `${origin}${step.path}`,
  })),
});

/** Plain text of stored HTML (FAQ answers, descriptions). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const faqPage = (items: readonly { question: string; answerHtml: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: items.map((q) => ({
    '@type': 'Question',
    name: q.question,
    acceptedAnswer: { '@type': 'Answer', text: textOf(q.answerHtml) },
  })),
});

export const blogPosting = (
  origin: string,
  post: {
    url: string;
    title: string;
    summary: string;
    image: string | null;
    publishedAt: string | null;
    lang: string;
  },
) => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.summary,
  url: `${origin}${post.url}`,
  mainEntityOfPage: `${origin}${post.url}`,
  inLanguage: post.lang,
  ...(post.image ? { image: `${origin}${post.image}` } : {}),
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  author: { '@id': organizationId(origin) },
  publisher: { '@id': organizationId(origin) },
});
