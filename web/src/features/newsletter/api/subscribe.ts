import { useMutation } from '@tanstack/react-query';
import { type ApiOk, httpFetcher, request } from '@/api/client';

type Subscribed = ApiOk<'/v1/website/subscribe', 'post'>;

/** The server answers an address that is already subscribed like a new one, so the list stays private. */
export const subscribe = async (email: string) =>
  (await request<Subscribed>(httpFetcher, '/v1/website/subscribe', { method: 'POST', body: { email } })).content;

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
