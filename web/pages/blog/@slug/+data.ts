import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getBlogPost } from '@/features/content/api/get-content';
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
  config({
    title: textsFor(pageContext.lang ?? 'tr').blog.postTitle(post.title),
    description: post.summary,
    ...(post.coverImage ? { image: `${pageContext.origin}${post.coverImage}` } : {}),
  });
  const { title, body, coverImage, publishedAt } = post;
  return { title, body, coverImage, publishedAt };
}
