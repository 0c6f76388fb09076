import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Quote, unwrap } from '@/api/client';
import type { SiteCurrency } from '@/stores/currency';

export interface QuoteInput {
  slug: string;
  start: string;
  end: string;
  currency: SiteCurrency;
  /** The guests (absent: one): per-person extras count them, and the boat's capacity is checked. */
  guests?: number;
  /** Optional extras chosen with their quantity (mandatory ones are added by the server). */
  extras?: { extraId: number; quantity: number }[];
  /** The terms' sentences come back in this language. */
  language?: 'tr' | 'en';
}

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
