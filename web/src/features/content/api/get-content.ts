import { type ApiClient, type ApiOk, unwrap } from '@/api/client';

export type SectionKey = 'about' | 'privacy' | 'rental' | 'cancel' | 'kvkk' | 'howrent' | 'contact' | 'home';
export type Section = ApiOk<'/v1/website/about', 'get'>['content'];
export type Faq = ApiOk<'/v1/website/faq', 'get'>;
export type BlogList = ApiOk<'/v1/website/blog', 'get'>;
export type BlogPost = ApiOk<'/v1/website/blog/{slug}', 'get'>['content'];
export type Banks = ApiOk<'/v1/website/bank', 'get'>;
export type Documents = ApiOk<'/v1/website/ourdocuments', 'get'>['content'];

export const BLOG_PAGE_SIZE = 10;

/** Each section's own operation (SPEC §7 lists them one by one), so every path stays a typed literal. */
const SECTION_PATHS = {
  about: '/v1/website/about',
  privacy: '/v1/website/privacy',
  rental: '/v1/website/rental',
  cancel: '/v1/website/cancel',
  kvkk: '/v1/website/kvkk',
  howrent: '/v1/website/howrent',
  contact: '/v1/website/contact',
  home: '/v1/website/home',
} as const satisfies Record<SectionKey, `/v1/website/${SectionKey}`>;

export const getSection = async (key: SectionKey, client: ApiClient): Promise<Section> =>
  (await unwrap(client.GET(SECTION_PATHS[key]))).content;
export const getFaq = (client: ApiClient) => unwrap(client.GET('/v1/website/faq'));
/** A page of published posts; in English only the posts that have an English version. */
export const getBlog = (page: number, client: ApiClient, lang: 'tr' | 'en' = 'tr') =>
  unwrap(
    client.GET('/v1/website/blog', {
      params: {
        query: {
          skip: (page - 1) * BLOG_PAGE_SIZE,
          take: BLOG_PAGE_SIZE,
          ...(lang === 'en' ? { lang } : {}),
        },
      },
    }),
  );
export const getBlogPost = async (slug: string, client: ApiClient): Promise<BlogPost> =>
  (await unwrap(client.GET('/v1/website/blog/{slug}', { params: { path: { slug } } }))).content;
export const getBanks = (client: ApiClient) => unwrap(client.GET('/v1/website/bank'));
export const getDocuments = async (client: ApiClient): Promise<Documents> =>
  (await unwrap(client.GET('/v1/website/ourdocuments'))).content;

export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
