import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getBlog } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const lang = langOf(pageContext);
  const t = textsFor(lang);
  const page = Math.max(1, Math.floor(Number(pageContext.urlParsed.search.page)) || 1);
  const blog = await getBlog(page, inProcessApi(pageContext.apiFetch), lang);
  config({
    title: `${t.blog.title}${page > 1 ? ` – ${t.common.page(page)}` : ''} | Fethiye Tekne`,
    description: t.blog.description,
  });
  return {
    page,
    total: blog.total,
    posts: blog.content.map(({ id, title, titleEn, slug, summary, summaryEn, coverImage, publishedAt }) => ({
      id,
      title: pick(lang, title, titleEn).value,
      slug,
      summary: pick(lang, summary, summaryEn),
      coverImage,
      publishedAt,
    })),
  };
}
