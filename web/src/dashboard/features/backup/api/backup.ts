import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';

export const backupKeys = {
  all: ['admin', 'backup'] as const,
  overview: () => [...backupKeys.all, 'overview'] as const,
};

export const getBackupOverview = async () => (await unwrap(api.GET('/v1/admin/backup'))).content;

export type BackupOverview = Awaited<ReturnType<typeof getBackupOverview>>;

export const backupOverviewQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.overview(),
    queryFn: getBackupOverview,
    // The WAL is shipped every few seconds and the watch runs every minute: a minute is fresh enough.
    refetchInterval: 60_000,
  });
export const useBackupOverview = () => useQuery(backupOverviewQueryOptions());
