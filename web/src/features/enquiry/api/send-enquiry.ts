import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/api/client';

export type Enquiry = BodyOf<'/v1/website/enquiry', 'post'>;

export const sendEnquiry = (body: Enquiry) => unwrap(api.POST('/v1/website/enquiry', { body }));

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
