import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export type PlaceKind = NonNullable<QueryOf<'/v1/admin/marina'>['kind']>;
/** A page of one kind of place: the screens always ask for one. */
export type PlacesQuery = QueryOf<'/v1/admin/marina'> & { kind: PlaceKind };
export type PlaceInput = BodyOf<'/v1/admin/marina', 'post'>;

export const placesKeys = {
  all: ['admin', 'places'] as const,
  list: (query: PlacesQuery) => [...placesKeys.all, 'list', query] as const,
};

/** Marinas and town districts are one list on the server, told apart by `kind`. */
export const listPlaces = (query: PlacesQuery) =>
  unwrap(api.GET('/v1/admin/marina', { params: { query: compact(query) } }));
export const createPlace = async (body: PlaceInput) => (await unwrap(api.POST('/v1/admin/marina', { body }))).content;
export const updatePlace = async ({ id, body }: { id: number; body: BodyOf<'/v1/admin/marina/{id}', 'put'> }) =>
  (await unwrap(api.PUT('/v1/admin/marina/{id}', { params: { path: { id } }, body }))).content;
export const deletePlace = (id: number) => unwrap(api.DELETE('/v1/admin/marina/{id}', { params: { path: { id } } }));

export type AdminPlace = Awaited<ReturnType<typeof listPlaces>>['content'][number];

export const placesQueryOptions = (query: PlacesQuery) =>
  queryOptions({
    queryKey: placesKeys.list(query),
    queryFn: () => listPlaces(query),
    placeholderData: keepPreviousData,
  });
export const usePlaces = (query: PlacesQuery) => useQuery(placesQueryOptions(query));

export const useSavePlace = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: (input: { id?: number; body: PlaceInput }) =>
      input.id ? updatePlace({ id: input.id, body: input.body }) : createPlace(input.body),
    invalidates: [placesKeys.all],
    successMessage: (_r, input) => (input.id ? 'Kayıt güncellendi.' : 'Kayıt eklendi.'),
    onSuccess,
  });
export const useDeletePlace = () =>
  useApiMutation({ mutationFn: deletePlace, invalidates: [placesKeys.all], successMessage: 'Kayıt silindi.' });
