import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export type BoatTypesQuery = QueryOf<'/v1/admin/boattypes'>;
export type BoatTypeInput = BodyOf<'/v1/admin/boattypes', 'post'>;

export const boatTypesKeys = {
  all: ['admin', 'boattypes'] as const,
  list: (query: BoatTypesQuery) => [...boatTypesKeys.all, 'list', query] as const,
};

export const listBoatTypes = (query: BoatTypesQuery) =>
  unwrap(api.GET('/v1/admin/boattypes', { params: { query: compact(query) } }));
export const createBoatType = async (body: BoatTypeInput) =>
  (await unwrap(api.POST('/v1/admin/boattypes', { body }))).content;
export const updateBoatType = async ({ id, body }: { id: number; body: BodyOf<'/v1/admin/boattypes/{id}', 'put'> }) =>
  (await unwrap(api.PUT('/v1/admin/boattypes/{id}', { params: { path: { id } }, body }))).content;
export const deleteBoatType = (id: number) =>
  unwrap(api.DELETE('/v1/admin/boattypes/{id}', { params: { path: { id } } }));

export type AdminBoatType = Awaited<ReturnType<typeof listBoatTypes>>['content'][number];

export const boatTypesQueryOptions = (query: BoatTypesQuery) =>
  queryOptions({
    queryKey: boatTypesKeys.list(query),
    queryFn: () => listBoatTypes(query),
    placeholderData: keepPreviousData,
  });
export const useBoatTypes = (query: BoatTypesQuery) => useQuery(boatTypesQueryOptions(query));

export const useCreateBoatType = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createBoatType,
    invalidates: [boatTypesKeys.all],
    successMessage: 'Tekne tipi eklendi.',
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useUpdateBoatType = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateBoatType,
    invalidates: [boatTypesKeys.all],
    successMessage: 'Tekne tipi güncellendi.',
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useDeleteBoatType = () =>
  useApiMutation({
    mutationFn: deleteBoatType,
    invalidates: [boatTypesKeys.all],
    successMessage: 'Tekne tipi silindi.',
  });
