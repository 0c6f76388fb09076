import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getFaq, plainText } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const lang = langOf(pageContext);
  const t = textsFor(lang);
  const faq = await getFaq(inProcessApi(pageContext.apiFetch));
  config({
    title: `${t.faq.title} | Fethiye Tekne`,
    description: plainText(pick(lang, faq.intro.content, faq.intro.contentEn).value) || t.faq.description,
  });
  return {
    origin: pageContext.origin,
    intro: {
      title: pick(lang, faq.intro.title, faq.intro.titleEn),
      html: pick(lang, faq.intro.content, faq.intro.contentEn),
    },
    items: faq.content.map((q) => ({
      id: q.id,
      question: pick(lang, q.question, q.questionEn),
      answer: pick(lang, q.answer, q.answerEn),
    })),
  };
}
