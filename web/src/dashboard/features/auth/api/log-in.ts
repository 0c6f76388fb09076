import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';
import type { paths } from '@/api/schema';

export type Credentials = paths['/v1/auth/login']['post']['requestBody']['content']['application/json'];

/** POST /v1/auth/login: content.accessToken and content.user. */
export const logIn = async (credentials: Credentials) =>
  (await unwrap(api.POST('/v1/auth/login', { body: credentials }))).content;

export const useLogIn = () => useMutation({ mutationFn: logIn });
