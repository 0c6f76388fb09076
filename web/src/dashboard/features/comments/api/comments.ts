import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { panelCountsKey } from '@/dashboard/api/panel-counts';
import { useApiMutation } from '@/dashboard/components/mutation';

export type CommentsQuery = QueryOf<'/v1/admin/comment'>;

export const commentsKeys = {
  all: OPS_KEYS.comments,
  list: (query: CommentsQuery) => [...commentsKeys.all, 'list', query] as const,
};

export const listComments = (query: CommentsQuery) =>
  unwrap(api.GET('/v1/admin/comment', { params: { query: compact(query) } }));
export const setCommentApproved = async ({ id, approved }: { id: number; approved: boolean }) =>
  (
    await unwrap(
      api.PUT('/v1/admin/boats/commentactivity/{id}', { params: { path: { id } }, body: { active: approved } }),
    )
  ).content;
export const deleteComment = (id: number) =>
  unwrap(api.DELETE('/v1/admin/boats/comment/{id}', { params: { path: { id } } }));

export type AdminComment = Awaited<ReturnType<typeof listComments>>['content'][number];

export const commentsQueryOptions = (query: CommentsQuery) =>
  queryOptions({
    queryKey: commentsKeys.list(query),
    queryFn: () => listComments(query),
    placeholderData: keepPreviousData,
  });
export const useComments = (query: CommentsQuery) => useQuery(commentsQueryOptions(query));
/** A comment also shows on its boat's tab and in the sidebar's count of comments awaiting approval. */
const COMMENT_VIEWS = [commentsKeys.all, OPS_KEYS.boats, panelCountsKey];
export const useCommentApproval = () =>
  useApiMutation({
    mutationFn: setCommentApproved,
    invalidates: COMMENT_VIEWS,
    successMessage: (c) => (c.approved ? 'Yorum yayına alındı.' : 'Yorum gizlendi.'),
  });
export const useDeleteComment = () =>
  useApiMutation({ mutationFn: deleteComment, invalidates: COMMENT_VIEWS, successMessage: 'Yorum silindi.' });
