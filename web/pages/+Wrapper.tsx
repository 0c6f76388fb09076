import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ratesQueryOptions } from '@/api/website/get-settings';
import { siteDataQueryOptions } from '@/api/website/get-site-data';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { site } = usePageContext();
  const [client] = useState(() => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } });
    if (site?.siteData) qc.setQueryData(siteDataQueryOptions().queryKey, site.siteData);
    if (site?.rates) qc.setQueryData(ratesQueryOptions().queryKey, site.rates);
    return qc;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
