import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/dashboard/api/client';

export type Credentials = BodyOf<'/v1/auth/login', 'post'>;

/** POST /v1/auth/login: content.accessToken and content.user. */
export const logIn = async (credentials: Credentials) =>
  (await unwrap(api.POST('/v1/auth/login', { body: credentials }))).content;

export const useLogIn = () => useMutation({ mutationFn: logIn });
