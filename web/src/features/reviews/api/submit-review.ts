import { useMutation } from '@tanstack/react-query';
import { type ApiOk, httpFetcher, request } from '@/api/client';
import type { paths } from '@/api/schema';

export type ReviewBody = paths['/v1/boats/{slug}/comments']['post']['requestBody']['content']['application/json'];
type Submitted = ApiOk<'/v1/boats/{slug}/comments', 'post'>;

/** Reviews wait for the office's approval, so nothing on the page is invalidated. */
export const submitReview = async ({ slug, body }: { slug: string; body: ReviewBody }) =>
  (await request<Submitted>(httpFetcher, `/v1/boats/${encodeURIComponent(slug)}/comments`, { method: 'POST', body })).content;

export const useSubmitReview = () => useMutation({ mutationFn: submitReview });
