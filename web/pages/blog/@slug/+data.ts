import { langOf } from '@/i18n/lang';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getBlogPost } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const post = await getBlogPost(pageContext.routeParams.slug ?? '', inProcessApi(pageContext.apiFetch)).catch(
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 404) throw render(404);
      throw e;
    },
  );
  const lang = langOf(pageContext);
  // A post without English is shown in Turkish (marked lang="tr") when reached by its address.
  const title = pick(lang, post.title, post.titleEn);
  const body = pick(lang, post.body, post.bodyEn);
  const summary = pick(lang, post.summary, post.summaryEn);
  config({
    title: textsFor(lang).blog.postTitle(title.value),
    description: summary.value,
    ...(post.coverImage ? { image: `${pageContext.origin}${post.coverImage}` } : {}),
  });
  const { coverImage, publishedAt, slug } = post;
  return { title, body, summary, coverImage, publishedAt, slug, origin: pageContext.origin };
}
