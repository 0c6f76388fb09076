import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { panelCountsKey } from '@/dashboard/api/panel-counts';
import { useApiMutation } from '@/dashboard/components/mutation';

export type UsersQuery = QueryOf<'/v1/admin/users'>;
export type UserInput = BodyOf<'/v1/admin/users', 'post'>;
export type UserUpdate = BodyOf<'/v1/admin/users/{id}', 'put'>;

export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UsersQuery) => [...usersKeys.all, 'list', query] as const,
};

export const listUsers = (query: UsersQuery) =>
  unwrap(api.GET('/v1/admin/users', { params: { query: compact(query) } }));
export const createUser = async (body: UserInput) => (await unwrap(api.POST('/v1/admin/users', { body }))).content;
export const updateUser = async ({ id, body }: { id: number; body: UserUpdate }) =>
  (await unwrap(api.PUT('/v1/admin/users/{id}', { params: { path: { id } }, body }))).content;
export const setUserActivity = async (body: BodyOf<'/v1/admin/users/activity', 'patch'>) =>
  (await unwrap(api.PATCH('/v1/admin/users/activity', { body }))).content;

export type AdminUser = Awaited<ReturnType<typeof listUsers>>['content'][number];

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: usersKeys.list(query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));

export const useCreateUser = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createUser,
    invalidates: [usersKeys.all],
    successMessage: 'Kullanıcı oluşturuldu.',
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useUpdateUser = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateUser,
    invalidates: [usersKeys.all],
    successMessage: 'Kullanıcı güncellendi.',
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useUserActivity = () =>
  useApiMutation({
    mutationFn: setUserActivity,
    invalidates: [usersKeys.all, panelCountsKey],
    successMessage: (user) => (user.active ? 'Kullanıcı aktifleştirildi.' : 'Kullanıcı pasifleştirildi.'),
  });
