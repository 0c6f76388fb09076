import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getBanks } from '@/features/content/api/get-content';
import { pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const t = textsFor(langOf(pageContext));
  const banks = await getBanks(inProcessApi(pageContext.apiFetch));
  config({
    title: `${t.banks.title} | Fethiye Tekne`,
    description: t.banks.description,
  });
  const lang = langOf(pageContext);
  return {
    intro: {
      title: pick(lang, banks.intro.title, banks.intro.titleEn),
      html: pick(lang, banks.intro.content, banks.intro.contentEn),
    },
    banks: banks.content,
  };
}
