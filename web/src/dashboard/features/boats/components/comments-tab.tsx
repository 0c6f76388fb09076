import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { formatDateTime } from '@/dashboard/components/format';
import { CommentActions } from '@/dashboard/features/comments';
import { type BoatComment, useBoatComments } from '../api/boats';

const C = {
  caption: 'Bu teknenin yorumları',
  name: 'Yorum yapan',
  rating: 'Puan',
  text: 'Yorum',
  state: 'Durum',
  date: 'Tarih',
  approved: 'Yayında',
  hidden: 'Bekliyor / gizli',
  empty: 'Bu tekne için yorum yok.',
} as const;

const COLUMNS: Column<BoatComment>[] = [
  { header: C.name, cell: (c) => <strong>{c.name}</strong> },
  {
    header: C.rating,
    cell: (c) => (
      <span aria-label={`${c.rating} / 5`}>
        {'★'.repeat(c.rating)}
        {'☆'.repeat(5 - c.rating)}
      </span>
    ),
  },
  { header: C.text, cell: (c) => <span className="adm-comment-text">{c.text}</span> },
  { header: C.state, cell: (c) => <StatusTag on={c.approved} onLabel={C.approved} offLabel={C.hidden} /> },
  { header: C.date, cell: (c) => formatDateTime(c.createdAt) },
];

/** ADMIN only (the comment endpoints are admin-only). */
export function CommentsTab({ boatId }: { boatId: number }) {
  const comments = useBoatComments(boatId, true);
  return (
    <>
      <div className="ops-tab-head">
        <h2>{C.caption}</h2>
      </div>
      <DataTable
        caption={C.caption}
        columns={COLUMNS}
        rows={comments.data}
        rowKey={(c) => c.id}
        {...queryState(comments)}
        emptyLabel={C.empty}
        actions={(c) => <CommentActions comment={c} />}
      />
    </>
  );
}
