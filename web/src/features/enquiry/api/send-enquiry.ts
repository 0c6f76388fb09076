import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type Enquiry = paths['/v1/website/enquiry']['post']['requestBody']['content']['application/json'];

export const sendEnquiry = (body: Enquiry) => unwrap(api.POST('/v1/website/enquiry', { body }));

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
