import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getDocuments } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const documents = await getDocuments(inProcessApi(pageContext.apiFetch));
  const names = documents.map((d) => d.title).join(', ');
  config({
    title: 'Belgelerimiz | Fethiye Tekne',
    description:
      `Fethiye Tekne’nin resmi belgeleri${names ? `: ${names}` : ''}. TÜRSAB üyeliği, sigorta ve vergi belgelerimizi inceleyin.`.slice(
        0,
        300,
      ),
  });
  return {
    documents: documents.map(({ id, title, kind, url, previewUrl, sizeBytes }) => ({
      id,
      title,
      kind,
      url,
      previewUrl,
      sizeBytes,
    })),
  };
}
