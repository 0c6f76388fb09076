import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { inProcessApi } from '@/api/client';
import { getBanks } from '@/features/content/api/get-content';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const banks = await getBanks(inProcessApi(pageContext.apiFetch));
  config({
    title: 'Banka Hesapları | Fethiye Tekne',
    description: 'Ön ödeme ve bakiye için banka hesap bilgilerimiz (IBAN).',
  });
  return { intro: banks.intro, banks: banks.content };
}
