import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, type Quote, unwrap } from '@/api/client';
import type { SiteCurrency } from '@/stores/currency';

/** The boat and the quote's body (days, guests, extras, language), always in the visitor's currency. */
export type QuoteInput = BodyOf<'/v1/boats/{slug}/quote', 'post'> & { slug: string; currency: SiteCurrency };

export const getQuote = async ({ slug, ...body }: QuoteInput): Promise<Quote> =>
  (await unwrap(api.POST('/v1/boats/{slug}/quote', { params: { path: { slug } }, body }))).content;

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: ['boats', 'quote', input],
    queryFn: () => getQuote(input),
    retry: false,
    staleTime: 60_000,
  });

export const useQuote = (input: QuoteInput, enabled: boolean) => useQuery({ ...quoteQueryOptions(input), enabled });
