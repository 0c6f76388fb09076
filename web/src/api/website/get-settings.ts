import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, unwrap } from '@/api/client';

/** TL value of one unit of each foreign currency. */
export interface Rates {
  USD: number;
  EUR: number;
  GBP: number;
}

const KEYS = { USD: 'dollar_exchange_rate', EUR: 'euro_exchange_rate', GBP: 'sterling_exchange_rate' } as const;

export async function getRates(client: ApiClient = api): Promise<Rates> {
  const { content } = await unwrap(client.GET('/v1/website/settings'));
  const read = (key: string) => Number(content.currency.find((entry) => entry.key === key)?.value ?? Number.NaN);
  return { USD: read(KEYS.USD), EUR: read(KEYS.EUR), GBP: read(KEYS.GBP) };
}

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: ['website', 'settings', 'rates'], queryFn: () => getRates(), staleTime: 10 * 60_000 });

export const useRates = () => useQuery(ratesQueryOptions());
