import type { PageContextServer } from 'vike/types';
import { type ApiOk, request } from '@/api/client';
import { searchBoats } from '@/features/boats/api/search-boats';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const [boats, home] = await Promise.all([
    searchBoats('rent', { page: 1, order: 'popular' }, pageContext.api),
    request<ApiOk<'/v1/website/home', 'get'>>(pageContext.api, '/v1/website/home').catch(() => null),
  ]);
  const popular = boats.content.filter((b) => b.popular).slice(0, 8);
  return {
    popular: popular.length > 0 ? popular : boats.content.slice(0, 8),
    boatOfMonth: boats.content.find((b) => b.boatOfMonth) ?? null,
    home: home ? { title: home.content.title, html: home.content.content } : null,
  };
}
