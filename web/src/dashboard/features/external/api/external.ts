import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { useApiMutation } from '@/dashboard/components/mutation';
import { formatClosedDays } from '@/lib/date-ranges';

export type ExternalQuery = QueryOf<'/v1/admin/external'>;
export type ClosingCreate = BodyOf<'/v1/admin/external', 'post'>;
export type ClosingChange = BodyOf<'/v1/admin/external/{id}', 'put'>;

export const externalKeys = {
  all: OPS_KEYS.external,
  list: (query: ExternalQuery) => [...externalKeys.all, 'list', query] as const,
};
const changed = [externalKeys.all, OPS_KEYS.occupancy, OPS_KEYS.home, OPS_KEYS.boats] as const;

export const useClosings = (query: ExternalQuery) =>
  useQuery({
    queryKey: externalKeys.list(query),
    queryFn: () => unwrap(api.GET('/v1/admin/external', { params: { query: compact(query) } })),
    placeholderData: keepPreviousData,
  });
export type Closing = NonNullable<ReturnType<typeof useClosings>['data']>['content'][number];

export const useSaveClosing = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async (v: { id: string; body: ClosingChange } | { id?: undefined; body: ClosingCreate }) =>
      v.id === undefined
        ? (await unwrap(api.POST('/v1/admin/external', { body: v.body }))).content
        : (await unwrap(api.PUT('/v1/admin/external/{id}', { params: { path: { id: v.id } }, body: v.body }))).content,
    invalidates: changed,
    successMessage: (c) => `Manuel kapatma kaydedildi: ${formatClosedDays(c.startDate, c.endDate)}.`,
    onSuccess,
  });
export const useRemoveClosing = () =>
  useApiMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/v1/admin/external/{id}', { params: { path: { id } } })),
    invalidates: changed,
    successMessage: 'Manuel kapatma kaldırıldı.',
  });
