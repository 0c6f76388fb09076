import { useState } from 'react';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { Modal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { formatStay } from '@/lib/date-ranges';
import { type ContactMessage, useMessage, useMessages } from '../api/contact-messages';

const PAGE_SIZE = 10;
const FILTERS = ['unread'] as const;
const M = {
  caption: 'İletişim formu mesajları',
  sender: 'Gönderen',
  subject: 'Konu',
  date: 'Tarih',
  status: 'Durum',
  read: 'Okundu',
  unread: 'Okunmadı',
  open: 'Oku',
  email: 'E-posta',
  phone: 'Telefon',
  message: 'Mesaj',
  readAt: 'Okunma zamanı',
  reply: 'E-posta ile yanıtla',
  filter: 'Okunma durumu',
  empty: 'Henüz mesaj yok.',
  kind: 'Tür',
  kinds: { contact: 'İletişim', purchase: 'Satın alma talebi', charter: 'Kiralama talebi' },
  boat: 'Tekne',
  dates: 'Tarihler',
  guests: 'Kişi sayısı',
  preferred: 'Tercih edilen iletişim',
  ways: { email: 'E-posta', phone: 'Telefon', whatsapp: 'WhatsApp' },
} as const;

/** The boat an enquiry is about, linked to its public page (new tab). */
function BoatLink({ boat }: { boat: ContactMessage['boat'] }) {
  if (!boat) return <>—</>;
  return (
    <a href={`/boat/${boat.slug}`} target="_blank" rel="noopener" data-testid="message-boat">
      {boat.name}
    </a>
  );
}

const COLUMNS: Column<ContactMessage>[] = [
  {
    header: M.sender,
    cell: (m) => (
      <>
        {m.name}
        <br />
        <span className="muted">{m.email}</span>
      </>
    ),
  },
  { header: M.kind, cell: (m) => <span className="adm-tag">{M.kinds[m.kind]}</span> },
  { header: M.subject, cell: (m) => m.subject },
  { header: M.boat, cell: (m) => <BoatLink boat={m.boat} /> },
  { header: M.date, cell: (m) => formatDateTime(m.createdAt) },
  {
    header: M.status,
    cell: (m) => <span className={`adm-tag ${m.read ? 'is-off' : 'is-warn'}`}>{m.read ? M.read : M.unread}</span>,
  },
];

function MessageDetail({ id, onClose }: { id: number; onClose(): void }) {
  const query = useMessage(id);
  const m = query.data;
  return (
    <Modal title={m?.subject ?? M.message} onClose={onClose}>
      {query.isPending ? <Loading /> : null}
      {query.error ? <ErrorState error={query.error} /> : null}
      {m ? (
        <>
          <dl className="adm-detail">
            <dt>{M.sender}</dt>
            <dd>{m.name}</dd>
            <dt>{M.email}</dt>
            <dd>
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a>
            </dd>
            <dt>{M.phone}</dt>
            <dd>{m.phone ? <a href={`tel:${m.phone.replace(/\s/g, '')}`}>{m.phone}</a> : '—'}</dd>
            <dt>{M.kind}</dt>
            <dd>{M.kinds[m.kind]}</dd>
            {m.boat ? (
              <>
                <dt>{M.boat}</dt>
                <dd>
                  <BoatLink boat={m.boat} />
                </dd>
              </>
            ) : null}
            {m.startDate && m.endDate ? (
              <>
                <dt>{M.dates}</dt>
                <dd>{formatStay(m.startDate, m.endDate)}</dd>
              </>
            ) : null}
            {m.guests !== null ? (
              <>
                <dt>{M.guests}</dt>
                <dd>{m.guests}</dd>
              </>
            ) : null}
            {m.preferredContact ? (
              <>
                <dt>{M.preferred}</dt>
                <dd>{M.ways[m.preferredContact]}</dd>
              </>
            ) : null}
            <dt>{M.date}</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
            <dt>{M.readAt}</dt>
            <dd>{formatDateTime(m.readAt)}</dd>
          </dl>
          {/* Plain text, rendered as text: React escapes it. */}
          {m.message ? <p className="adm-message">{m.message}</p> : null}
          <a className="btn btn-primary" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
            {M.reply}
          </a>
        </>
      ) : null}
    </Modal>
  );
}

export function ContactMessagesScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const { unread } = list.filters;
  const query = useMessages({
    skip: list.skip,
    take: list.take,
    ...(unread === 'true' ? { unread: true } : unread === 'false' ? { unread: false } : {}),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHeader />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={M.filter}
          value={unread}
          onChange={(v) => list.setFilters({ unread: v })}
          options={[
            { value: 'true', label: M.unread },
            { value: 'false', label: M.read },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={M.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(m) => m.id}
        rowClassName={(m) => (m.read ? undefined : 'adm-unread')}
        {...queryState(query)}
        emptyLabel={M.empty}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(m) => (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => setOpenId(m.id)}
            aria-label={`${M.open}: ${m.subject}`}
          >
            {M.open}
          </button>
        )}
      />
      {openId ? <MessageDetail id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
