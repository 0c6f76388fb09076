import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, type QueryOf, unwrap, upload } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export type BlogQuery = QueryOf<'/v1/admin/blog'>;
export type BlogInput = BodyOf<'/v1/admin/blog', 'post'>;

export const blogKeys = {
  all: ['admin', 'blog'] as const,
  list: (query: BlogQuery) => [...blogKeys.all, 'list', query] as const,
};

export const listPosts = (query: BlogQuery) => unwrap(api.GET('/v1/admin/blog', { params: { query } }));
export const createPost = async (body: BlogInput) => (await unwrap(api.POST('/v1/admin/blog', { body }))).content;
export const editPost = async (body: BodyOf<'/v1/admin/blog/edit', 'post'>) =>
  (await unwrap(api.POST('/v1/admin/blog/edit', { body }))).content;
export const deletePost = (id: number) => unwrap(api.DELETE('/v1/admin/blog/{id}', { params: { path: { id } } }));
export const uploadCover = async ({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return (await upload('/v1/admin/blog/{id}/cover', { id }, form)).content;
};

export type BlogPost = Awaited<ReturnType<typeof listPosts>>['content'][number];

export const blogQueryOptions = (query: BlogQuery) =>
  queryOptions({ queryKey: blogKeys.list(query), queryFn: () => listPosts(query), placeholderData: keepPreviousData });
export const usePosts = (query: BlogQuery) => useQuery(blogQueryOptions(query));

export const useSavePost = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: (input: { id?: number; body: BlogInput }) =>
      input.id ? editPost({ id: input.id, ...input.body }) : createPost(input.body),
    invalidates: [blogKeys.all],
    successMessage: (_r, input) => (input.id ? 'Yazı güncellendi.' : 'Yazı eklendi.'),
    onSuccess,
  });
export const useDeletePost = () =>
  useApiMutation({ mutationFn: deletePost, invalidates: [blogKeys.all], successMessage: 'Yazı silindi.' });
export const useUploadCover = () =>
  useApiMutation({ mutationFn: uploadCover, invalidates: [blogKeys.all], successMessage: 'Kapak görseli yüklendi.' });
