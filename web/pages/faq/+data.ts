import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getFaq, plainText } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const faq = await getFaq(inProcessApi(pageContext.apiFetch));
  config({
    title: 'Sıkça Sorulan Sorular | Fethiye Tekne',
    description: plainText(faq.intro.content) || 'Tekne kiralama hakkında sıkça sorulan sorular.',
  });
  return {
    intro: { title: faq.intro.title, html: faq.intro.content },
    items: faq.content.map(({ id, question, answer }) => ({ id, question, answer })),
  };
}
