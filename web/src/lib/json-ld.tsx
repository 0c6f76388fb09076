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

/** What the site's settings say about reaching the business (site data's `site_phone`, `site_address`, `site_email`). */
export interface BusinessContact {
  phone?: string | undefined;
  email?: string | undefined;
  address?: string | undefined;
}

/**
 * The settings' one-line address as schema.org parts. Turkish addresses end in
 * "<postal code> <district> / <province>" ("Karagözler Mah. Fevzi Çakmak Cad. No: 12, 48300 Fethiye / Muğla");
 * what cannot be read that way is kept whole as the street address.
 */
export function postalAddress(text: string | undefined) {
  const base = { '@type': 'PostalAddress', addressLocality: 'Fethiye', addressRegion: 'Muğla', addressCountry: 'TR' };
  const line = text?.trim();
  if (!line) return base;
  const parts = line.split(',').map((p) => p.trim());
  const tail = parts.length > 1 ? parts.at(-1)! : '';
  const match = /^(?:(\d{5})\s+)?([^/]+?)(?:\s*\/\s*(.+))?$/u.exec(tail);
  if (!match || (!match[1] && !match[3])) return { ...base, streetAddress: line };
  return {
    ...base,
    streetAddress: parts.slice(0, -1).join(', '),
    ...(match[1] ? { postalCode: match[1] } : {}),
    addressLocality: match[2]!.trim(),
    ...(match[3] ? { addressRegion: match[3].trim() } : {}),
  };
}

export function organization(origin: string, home: string, lang: 'tr' | 'en', contact: BusinessContact = {}) {
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
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    address: postalAddress(contact.address),
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
  // Search engines want an image on every post: its cover, else the business's logo.
  image: post.image ? (post.image.startsWith('/') ? `${origin}${post.image}` : post.image) : `${origin}/favicon.svg`,
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  // The office writes the posts: the author is the business, named (an `@id` alone is not read as a name).
  author: { '@type': 'Organization', '@id': organizationId(origin), name: 'Fethiye Tekne', url: `${origin}/` },
  publisher: { '@id': organizationId(origin) },
});
