import type { PageContextServer } from 'vike/types';
import { inProcessApi } from '@/api/client';
import { searchBoats } from '@/features/boats/api/search-boats';
import { getSection } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const client = inProcessApi(pageContext.apiFetch);
  const [boats, home] = await Promise.all([
    searchBoats('rent', { page: 1, order: 'popular' }, client),
    getSection('home', client).catch(() => null),
  ]);
  const popular = boats.content.filter((b) => b.popular).slice(0, 8);
  return {
    popular: popular.length > 0 ? popular : boats.content.slice(0, 8),
    boatOfMonth: boats.content.find((b) => b.boatOfMonth) ?? null,
    home: home ? { title: home.title, html: home.content, titleEn: home.titleEn, htmlEn: home.contentEn } : null,
  };
}
