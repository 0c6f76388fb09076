import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getDocuments } from '@/features/content/api/get-content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const lang = langOf(pageContext);
  const t = textsFor(lang);
  const documents = await getDocuments(inProcessApi(pageContext.apiFetch));
  // The documents' names are stored in Turkish only; a meta description cannot mark a language.
  const names = lang === 'tr' ? documents.map((d) => d.title).join(', ') : '';
  config({
    title: `${t.documents.title} | Fethiye Tekne`,
    description: t.documents.description(names).slice(0, 300),
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
