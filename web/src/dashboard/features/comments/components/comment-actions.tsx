import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { T } from '@/dashboard/texts';
import { useCommentApproval, useDeleteComment } from '../api/comments';

const C = { approve: 'Yayına al', hide: 'Gizle' } as const;

/** A comment row's approve/hide and delete-with-confirm buttons: the comments screen and a boat's comments tab. */
export function CommentActions({ comment }: { comment: { id: number; name: string; approved: boolean } }) {
  const approval = useCommentApproval();
  const remove = useDeleteComment();
  const confirm = useConfirm();
  const toggle = comment.approved ? C.hide : C.approve;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        disabled={approval.isPending}
        onClick={() => approval.mutate({ id: comment.id, approved: !comment.approved })}
        aria-label={`${toggle}: ${comment.name}`}
      >
        {toggle}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        disabled={remove.isPending}
        aria-label={`${T.delete}: ${comment.name}`}
        onClick={async () => {
          if (await confirm({ message: T.deleteConfirm(`${comment.name} adlı kişinin yorumu`) }))
            remove.mutate(comment.id);
        }}
      >
        {T.delete}
      </button>
    </>
  );
}
