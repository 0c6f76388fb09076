import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiOk, unwrap } from '@/api/client';

export type SiteData = ApiOk<'/v1/website/sitedata', 'get'>['content'];

export const getSiteData = async (client: ApiClient = api): Promise<SiteData> =>
  (await unwrap(client.GET('/v1/website/sitedata'))).content;

export const siteDataQueryOptions = () =>
  queryOptions({ queryKey: ['website', 'sitedata'], queryFn: () => getSiteData(), staleTime: 5 * 60_000, retry: 1 });

export const useSiteData = () => useQuery(siteDataQueryOptions());

export function footerValue(data: SiteData | undefined, key: string): string | undefined {
  return data?.footerData.find((entry) => entry.key === key)?.value;
}
