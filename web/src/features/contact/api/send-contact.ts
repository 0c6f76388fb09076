import { useMutation } from '@tanstack/react-query';
import { httpFetcher, request } from '@/api/client';
import type { paths } from '@/api/schema';

export type ContactMessage = paths['/v1/website/contact']['post']['requestBody']['content']['application/json'];

export const sendContact = (body: ContactMessage) => request<unknown>(httpFetcher, '/v1/website/contact', { method: 'POST', body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
