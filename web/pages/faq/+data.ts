import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getFaq, plainText } from '@/features/content/api/get-content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const t = textsFor(pageContext.lang ?? 'tr');
  const faq = await getFaq(inProcessApi(pageContext.apiFetch));
  config({
    title: `${t.faq.title} | Fethiye Tekne`,
    description: plainText(faq.intro.content) || t.faq.description,
  });
  return {
    intro: { title: faq.intro.title, html: faq.intro.content },
    items: faq.content.map(({ id, question, answer }) => ({ id, question, answer })),
  };
}
