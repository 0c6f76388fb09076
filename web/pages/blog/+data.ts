import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getBlog } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const page = Math.max(1, Math.floor(Number(pageContext.urlParsed.search.page)) || 1);
  const blog = await getBlog(page, inProcessApi(pageContext.apiFetch));
  config({
    title: `Blog${page > 1 ? ` – Sayfa ${page}` : ''} | Fethiye Tekne`,
    description: 'Fethiye, Göcek ve Ölüdeniz koyları, mavi yolculuk rotaları ve tekne kiralama ipuçları.',
  });
  return {
    page,
    total: blog.total,
    posts: blog.content.map(({ id, title, slug, summary, coverImage, publishedAt }) => ({
      id,
      title,
      slug,
      summary,
      coverImage,
      publishedAt,
    })),
  };
}
