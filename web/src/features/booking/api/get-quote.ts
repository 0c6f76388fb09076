import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOk, httpFetcher, type Quote, request } from '@/api/client';
import type { SiteCurrency } from '@/stores/currency';

export interface QuoteInput {
  slug: string;
  start: string;
  end: string;
  currency: SiteCurrency;
}

export const getQuote = async ({ slug, ...body }: QuoteInput): Promise<Quote> =>
  (await request<ApiOk<'/v1/boats/{slug}/quote', 'post'>>(httpFetcher, `/v1/boats/${encodeURIComponent(slug)}/quote`, { method: 'POST', body })).content;

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({ queryKey: ['boats', 'quote', input], queryFn: () => getQuote(input), retry: false, staleTime: 60_000 });

export const useQuote = (input: QuoteInput, enabled: boolean) => useQuery({ ...quoteQueryOptions(input), enabled });
