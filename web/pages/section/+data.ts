import { langOf, localePath } from '@/i18n/lang';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getSection, plainText, type SectionKey } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';

export type Data = Awaited<ReturnType<typeof data>>;

/** The same section at two addresses: the older one is moved permanently to the one the site links. */
const MOVED: Record<string, string> = { '/website/howrent': '/howrent' };

export async function data(pageContext: PageContextServer) {
  const moved = MOVED[pageContext.urlPathname];
  if (moved) throw redirect(localePath(langOf(pageContext), moved), 301);
  const config = useConfig();
  const key = (pageContext.routeParams.key ?? 'about') as SectionKey;
  const section = await getSection(key, inProcessApi(pageContext.apiFetch)).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) throw render(404);
    throw e;
  });
  const lang = langOf(pageContext);
  const title = pick(lang, section.title, section.titleEn);
  const html = pick(lang, section.content, section.contentEn);
  config({ title: `${title.value} | Fethiye Tekne`, description: plainText(html.value) });
  return { title, html, updatedAt: section.updatedAt };
}
