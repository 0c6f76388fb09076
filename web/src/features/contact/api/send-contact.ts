import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/api/client';

export type ContactMessage = BodyOf<'/v1/website/contact', 'post'>;

export const sendContact = (body: ContactMessage) => unwrap(api.POST('/v1/website/contact', { body }));

export const useSendContact = () => useMutation({ mutationFn: sendContact });
