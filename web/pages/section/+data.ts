import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getSection, plainText, type SectionKey } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const key = (pageContext.routeParams.key ?? 'about') as SectionKey;
  const section = await getSection(key, inProcessApi(pageContext.apiFetch)).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) throw render(404);
    throw e;
  });
  config({ title: `${section.title} | Fethiye Tekne`, description: plainText(section.content) });
  return { title: section.title, html: section.content, updatedAt: section.updatedAt };
}
