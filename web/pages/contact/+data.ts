import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getSection, plainText } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const section = await getSection('contact', inProcessApi(pageContext.apiFetch));
  const lang = langOf(pageContext);
  const title = pick(lang, section.title, section.titleEn);
  const html = pick(lang, section.content, section.contentEn);
  config({
    title: `${title.value} | Fethiye Tekne`,
    description: plainText(html.value) || textsFor(lang).contact.fallbackDescription,
  });
  return { title, html };
}
