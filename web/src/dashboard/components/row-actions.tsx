import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { T } from '@/dashboard/texts';

/** A row's Edit and Delete buttons, labelled with the row's name; Delete asks before it acts. */
export function EditDeleteButtons({
  name,
  what,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  what: string;
  onEdit(): void;
  onDelete(): void;
  deleting: boolean;
}) {
  const confirm = useConfirm();
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={onEdit} aria-label={`${T.edit}: ${name}`}>
        {T.edit}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        disabled={deleting}
        aria-label={`${T.delete}: ${name}`}
        onClick={async () => {
          if (await confirm({ message: T.deleteConfirm(what) })) onDelete();
        }}
      >
        {T.delete}
      </button>
    </>
  );
}
