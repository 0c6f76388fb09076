import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/api/client';

export type ReviewBody = BodyOf<'/v1/boats/{slug}/comments', 'post'>;

/** Reviews wait for the office's approval, so nothing on the page is invalidated. */
export const submitReview = async ({ slug, body }: { slug: string; body: ReviewBody }) =>
  (await unwrap(api.POST('/v1/boats/{slug}/comments', { params: { path: { slug } }, body }))).content;

export const useSubmitReview = () => useMutation({ mutationFn: submitReview });
