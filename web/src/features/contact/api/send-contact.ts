import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type ContactMessage = paths['/v1/website/contact']['post']['requestBody']['content']['application/json'];

export const sendContact = (body: ContactMessage) => unwrap(api.POST('/v1/website/contact', { body }));

export const useSendContact = () => useMutation({ mutationFn: sendContact });
