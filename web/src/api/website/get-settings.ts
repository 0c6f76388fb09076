import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOk, type Fetcher, httpFetcher, request } from '@/api/client';

type SettingsResponse = ApiOk<'/v1/website/settings', 'get'>;
/** TL value of one unit of each foreign currency. */
export interface Rates {
  USD: number;
  EUR: number;
  GBP: number;
}

const KEYS = { USD: 'dollar_exchange_rate', EUR: 'euro_exchange_rate', GBP: 'sterling_exchange_rate' } as const;

export async function getRates(fetcher: Fetcher = httpFetcher): Promise<Rates> {
  const { content } = await request<SettingsResponse>(fetcher, '/v1/website/settings');
  const read = (key: string) => Number(content.currency.find((entry) => entry.key === key)?.value ?? Number.NaN);
  return { USD: read(KEYS.USD), EUR: read(KEYS.EUR), GBP: read(KEYS.GBP) };
}

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: ['website', 'settings', 'rates'], queryFn: () => getRates(), staleTime: 10 * 60_000 });

export const useRates = () => useQuery(ratesQueryOptions());
