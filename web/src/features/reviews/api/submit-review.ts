import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type ReviewBody = paths['/v1/boats/{slug}/comments']['post']['requestBody']['content']['application/json'];

/** Reviews wait for the office's approval, so nothing on the page is invalidated. */
export const submitReview = async ({ slug, body }: { slug: string; body: ReviewBody }) =>
  (await unwrap(api.POST('/v1/boats/{slug}/comments', { params: { path: { slug } }, body }))).content;

export const useSubmitReview = () => useMutation({ mutationFn: submitReview });
