import { type ApiOk, type Fetcher, request, toQueryString } from '@/api/client';

export type SectionKey = 'about' | 'privacy' | 'rental' | 'cancel' | 'kvkk' | 'howrent' | 'contact' | 'home';
export type Section = ApiOk<'/v1/website/about', 'get'>['content'];
export type Faq = ApiOk<'/v1/website/faq', 'get'>;
export type BlogList = ApiOk<'/v1/website/blog', 'get'>;
export type BlogPost = ApiOk<'/v1/website/blog/{slug}', 'get'>['content'];
export type Banks = ApiOk<'/v1/website/bank', 'get'>;
export type Documents = ApiOk<'/v1/website/ourdocuments', 'get'>['content'];

export const BLOG_PAGE_SIZE = 10;

export const getSection = async (key: SectionKey, fetcher: Fetcher): Promise<Section> =>
  (await request<{ content: Section }>(fetcher, `/v1/website/${key}`)).content;
export const getFaq = (fetcher: Fetcher) => request<Faq>(fetcher, '/v1/website/faq');
export const getBlog = (page: number, fetcher: Fetcher) =>
  request<BlogList>(fetcher, `/v1/website/blog${toQueryString({ skip: (page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE })}`);
export const getBlogPost = async (slug: string, fetcher: Fetcher): Promise<BlogPost> =>
  (await request<ApiOk<'/v1/website/blog/{slug}', 'get'>>(fetcher, `/v1/website/blog/${encodeURIComponent(slug)}`)).content;
export const getBanks = (fetcher: Fetcher) => request<Banks>(fetcher, '/v1/website/bank');
export const getDocuments = async (fetcher: Fetcher): Promise<Documents> =>
  (await request<ApiOk<'/v1/website/ourdocuments', 'get'>>(fetcher, '/v1/website/ourdocuments')).content;

export function plainText(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
