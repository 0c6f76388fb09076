import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { MAIL_STATUS_LABEL, mailKindLabel } from '@/dashboard/texts';
import {
  type MailStatus,
  type OutboxMail,
  useDeadMailCount,
  useOutbox,
  useResendDeadMails,
  useResendMail,
} from '../api/outbox';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
const STATUSES: readonly MailStatus[] = [
  'queued',
  'sending',
  'sent',
  'failed',
  'dead',
  'skipped',
  'logged',
  'abandoned',
];

const O = {
  intro:
    'Sitenin gönderdiği ve göndereceği e-postalar. Rezervasyon e-postaları toplu e-postalardan (iletişim formu kopyaları) önce gönderilir.',
  caption: 'Giden e-postalar',
  date: 'Tarih',
  kind: 'Tür',
  bulk: 'Toplu',
  recipient: 'Alıcı',
  subject: 'Konu',
  status: 'Durum',
  attempts: (n: number) => `${n} deneme`,
  sentAt: (at: string) => `Gönderildi: ${formatDateTime(at)}`,
  erasedRecipient: 'Alıcı silindi (KVKK)',
  reservation: 'Rezervasyonu aç',
  filter: 'Durum',
  empty: 'Bu durumda e-posta yok.',
  templates: 'Mail şablonları',
  resend: 'Yeniden gönder',
  resendTitle: 'E-postayı yeniden gönder',
  resendConfirm: (m: OutboxMail) =>
    `"${m.subject}" konulu e-posta ${m.recipient ?? ''} adresine yeniden gönderilmek üzere sıraya alınsın mı? Tüm denemeleri başarısız olmuştu; alıcının adresini ve sunucunun yanıtını kontrol ettiyseniz devam edin.`,
  resendAll: (n: number) => `Başarısız olanların tümünü yeniden gönder (${n})`,
  resendAllTitle: 'Başarısız e-postaların tümünü yeniden gönder',
  resendAllConfirm: (n: number) =>
    `Tüm denemeleri başarısız olmuş ${n} e-posta yeniden gönderilmek üzere sıraya alınsın mı? Her biri kendi alıcısına bir kez daha gönderilir. Kişisel verileri silinmiş (KVKK) e-postalar gönderilmez.`,
  confirmLabel: 'Evet, yeniden gönder',
  deadNotice: (n: number) =>
    `${n} e-posta tüm denemelerden sonra gönderilemedi. Nedenleri aşağıda; sorunu giderdikten sonra yeniden gönderebilirsiniz.`,
  showDead: 'Yalnızca bunları göster',
} as const;

const COLUMNS: Column<OutboxMail>[] = [
  { header: O.date, cell: (m) => formatDateTime(m.createdAt) },
  {
    header: O.kind,
    cell: (m) => (
      <>
        {mailKindLabel(m.kind)}
        {m.bulk ? (
          <>
            {' '}
            <span className="adm-tag is-off">{O.bulk}</span>
          </>
        ) : null}
        {m.reservationId ? (
          <>
            <br />
            <AdminLink to={`/reservations/${m.reservationId}`}>{O.reservation}</AdminLink>
          </>
        ) : null}
      </>
    ),
  },
  { header: O.recipient, cell: (m) => (m.erasedAt ? <em>{O.erasedRecipient}</em> : (m.recipient ?? '—')) },
  { header: O.subject, cell: (m) => m.subject },
  {
    header: O.status,
    cell: (m) => (
      <>
        <span
          className={`adm-tag${m.status === 'dead' || m.status === 'abandoned' ? ' is-warn' : m.status === 'sent' ? ' is-on' : ''}`}
        >
          {MAIL_STATUS_LABEL[m.status] ?? m.status}
        </span>
        <br />
        <span className="muted">{m.sentAt ? O.sentAt(m.sentAt) : O.attempts(m.attempts)}</span>
        {m.lastError ? <span className="form-error"> {m.lastError}</span> : null}
      </>
    ),
  },
];

/** The outbox: every mail with its status and reason; a dead mail (or all of them) can be queued again. */
export function OutboxScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const status = STATUSES.find((s) => s === list.filters.status);
  const query = useOutbox({ skip: list.skip, take: list.take, ...(status ? { status } : {}) });
  const dead = useDeadMailCount();
  const resend = useResendMail();
  const resendAll = useResendDeadMails();
  const confirm = useConfirm();
  const deadCount = dead.data ?? 0;
  return (
    <>
      <PageHeader
        actions={
          <>
            {deadCount > 0 ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={resendAll.isPending}
                onClick={async () => {
                  if (
                    await confirm({
                      title: O.resendAllTitle,
                      message: O.resendAllConfirm(deadCount),
                      confirmLabel: O.confirmLabel,
                      danger: false,
                    })
                  )
                    resendAll.mutate();
                }}
              >
                {O.resendAll(deadCount)}
              </button>
            ) : null}
            <AdminLink className="btn" to="/templates/mailtemplates">
              {O.templates}
            </AdminLink>
          </>
        }
      >
        <p className="muted">{O.intro}</p>
      </PageHeader>
      {deadCount > 0 && status !== 'dead' ? (
        <p className="adm-card" role="status">
          {O.deadNotice(deadCount)}{' '}
          <button type="button" className="btn btn-sm" onClick={() => list.setFilters({ status: 'dead' })}>
            {O.showDead}
          </button>
        </p>
      ) : null}
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={O.filter}
          value={status ?? ''}
          onChange={(v) => list.setFilters({ status: v })}
          options={STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABEL[s] ?? s }))}
        />
      </FilterBar>
      <DataTable
        caption={O.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(m) => m.id}
        {...queryState(query)}
        emptyLabel={O.empty}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(m) =>
          m.status === 'dead' && !m.erasedAt ? (
            <button
              type="button"
              className="btn btn-sm"
              disabled={resend.isPending}
              aria-label={`${O.resend}: ${m.subject}`}
              onClick={async () => {
                if (
                  await confirm({
                    title: O.resendTitle,
                    message: O.resendConfirm(m),
                    confirmLabel: O.confirmLabel,
                    danger: false,
                  })
                )
                  resend.mutate(m.id);
              }}
            >
              {O.resend}
            </button>
          ) : null
        }
      />
    </>
  );
}
