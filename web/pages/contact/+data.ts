import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getSection, plainText } from '@/features/content/api/get-content';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const section = await getSection('contact', inProcessApi(pageContext.apiFetch));
  config({
    title: `${section.title} | Fethiye Tekne`,
    description: plainText(section.content) || textsFor(pageContext.lang ?? 'tr').contact.fallbackDescription,
  });
  return { title: section.title, html: section.content };
}
