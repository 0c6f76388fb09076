import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** The server answers an address that is already subscribed like a new one, so the list stays private. */
export const subscribe = async (email: string) =>
  (await unwrap(api.POST('/v1/website/subscribe', { body: { email } }))).content;

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
