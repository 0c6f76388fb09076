import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { DataTable, queryState } from '@/dashboard/components/data-table';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { formatDate, formatDateTime, formatDeadline } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { firstError, parseDecimal, rules, useForm } from '@/dashboard/components/use-form';
import { MAIL_STATUS_LABEL } from '@/dashboard/texts';
import { formatMoney } from '@/dashboard/components/money';
import {
  type AdminReservation,
  changeReservation,
  recordPayment,
  recordRefund,
  setExtras,
  useBoatExtras,
  useRefundQuote,
  sendBank,
  sendConfirm,
  useCancelClientOptions,
  useEraseCustomer,
  useReservation,
  useReservationAction,
  useReservationEvents,
  useReservationMails,
  useTransactions,
} from '../api/reservations';
import { ExternalConflictBadge, OverdueBadge, StatusBadge } from '@/dashboard/components/reservation-status';
import { errorMessage } from '@/dashboard/components/mutation';
import { toast } from 'react-toastify';
import { downloadContract } from '../api/contract';
import { useSessionStore } from '@/stores/session';
import { TermsCard } from './terms-card';
import { formatStay } from '@/lib/date-ranges';
import {
  CANCEL_REASONS,
  CHANNEL_LABEL,
  EXTRA_UNIT,
  EXTRA_UNIT_PLAIN,
  ICAL_UNCHECKED,
  METHOD_LABEL,
  NOTIFY_CUSTOMER,
} from '../texts';
import { NotifyCustomerField } from './notify-customer-field';
import { TRANSACTION_COLUMNS } from './transactions-screen';
import { CancellationRequestCard, PassengersCard, VisitorLinkCard } from './visitor-page-cards';
import { ExternalConflictCard } from './external-conflict-card';
import '@/dashboard/operations.css';

const D = {
  back: '← Rezervasyonlar',
  customer: 'Müşteri',
  name: 'Ad soyad',
  email: 'E-posta',
  phone: 'Telefon',
  channel: 'Kanal',
  client: 'İstemci özeti',
  clientHelp:
    'İsteği gönderen adresin anahtarlı özeti; ham adres saklanmaz. Aynı özet aynı kaynaktan gelen istekleri gösterir.',
  cancelClient: 'Bu kaynağın bütün opsiyonlarını iptal et',
  cancelClientTitle: 'Aynı kaynaktan gelen opsiyonları iptal et',
  cancelClientHelp:
    'Bu özetle gelen ve ödeme bekleyen bütün site opsiyonları iptal edilir, tarihleri serbest kalır. Neden işlem geçmişine yazılır.',
  cancelClientConfirm: 'Bu kaynaktan gelen ödeme bekleyen bütün opsiyonlar iptal edilsin mi? Bu işlem geri alınamaz.',
  cancelClientNote: 'Neden',
  platformRef: 'Platform numarası',
  note: 'Not',
  trip: 'Tarihler',
  boat: 'Tekne',
  start: 'Biniş günü',
  end: 'Dönüş günü',
  days: 'Gün',
  guests: 'Misafir',
  optionUntil: 'Opsiyon bitişi',
  money: 'Ödeme',
  total: 'Toplam',
  deposit: 'Ön ödeme (%20)',
  paid: 'Ödenen',
  balance: 'Kalan',
  currency: 'Para birimi',
  actions: 'İşlemler',
  sendBank: 'Banka bilgilerini gönder',
  sendBankConfirm: 'Müşteriye banka bilgileri ve ödenecek tutar e-postayla gönderilsin mi?',
  sendConfirm: 'Onay bildirimini gönder',
  sendConfirmConfirm: 'Müşteriye onay bildirimi gönderilsin mi? Opsiyondaki rezervasyon onaylanır.',
  payment: 'Ödeme kaydet',
  reschedule: 'Tarihleri değiştir',
  details: 'Bilgileri değiştir',
  confirm: 'Onayla',
  confirmConfirm: 'Rezervasyon ödeme beklemeden onaylansın mı?',
  complete: 'Tamamlandı olarak işaretle',
  contract: 'Sözleşme (PDF)',
  contractEn: 'Sözleşme, İngilizce (PDF)',
  completeConfirm: 'Rezervasyon tamamlandı olarak işaretlensin mi?',
  cancel: 'İptal et',
  cancelTitle: 'Rezervasyonu iptal et',
  cancelConfirm: 'Rezervasyon iptal edilsin mi? Tarihler serbest kalır; bu işlem geri alınamaz.',
  reason: 'İptal nedeni',
  cancelNote: 'Açıklama',
  amount: 'Tutar',
  method: 'Ödeme yöntemi',
  receivedOn: 'Alındığı gün',
  reference: 'Dekont / EFT açıklaması',
  positive: 'Sıfırdan büyük bir tutar girin.',
  refundTitle: 'İade',
  refundComputed: (amount: string, paid: string) =>
    `İptal edilirse teknenin iptal politikasına göre iade borcu: ${amount} (ödenen ${paid}).`,
  refundNone: 'Ödemesi olmayan bir opsiyon: iptal iade doğurmaz.',
  refundOverride: 'Farklı bir iade tutarı belirle',
  refundAmount: 'İade tutarı',
  refundReason: 'Nedeni',
  refundAbovePaid: 'İade, ödenen tutarı aşamaz.',
  refundDue: 'İade borcu',
  refundPaid: 'Ödenen iade',
  refundLeft: 'Kalan iade',
  refundRule: 'Uygulanan kural',
  refundOverridden: 'Ofis kararı',
  payRefund: 'İade öde',
  refundPaidOn: 'Ödendiği gün',
  dueDeposit: (amount: string) => `Sıradaki ödeme: ön ödemenin kalanı ${amount}.`,
  dueBalance: (amount: string) => `Sıradaki ödeme: kalan bakiye ${amount}.`,
  willConfirm: (deposit: string) =>
    `Bu ödemeyle ön ödeme (${deposit}) tamamlanıyor: kaydedince rezervasyon onaylanacak.`,
  keepsOption: 'Rezervasyon opsiyonda kalacak; onayı daha sonra “Onayla” ile verebilirsiniz.',
  confirmOnDeposit: 'Rezervasyonu onayla',
  endAfterStart: 'Dönüş günü biniş gününden sonra olmalıdır.',
  guestsRange: '1 ile 500 arasında bir tam sayı girin.',
  phoneFormat: 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir (en az 7 karakter).',
  history: 'İşlem geçmişi',
  historyEmpty: 'Henüz işlem yok.',
  by: 'Yapan',
  mails: 'E-postalar',
  mailsEmpty: 'Bu rezervasyon için e-posta yok.',
  payments: 'Ödemeler',
  paymentsEmpty: 'Henüz ödeme kaydedilmedi.',
  erased: 'Kişisel veriler silindi (KVKK)',
  erasedRecipient: 'Alıcı silindi (KVKK)',
  erase: 'Kişisel verileri sil (KVKK)',
  eraseTitle: 'Müşterinin kişisel verilerini sil (KVKK)',
  eraseIntro:
    'Müşterinin adı, e-posta adresi ve telefonu bu rezervasyondan ve giden e-postalardan silinir. E-postalar yalnızca gönderim kaydı olarak (tür, zaman, durum) kalır; henüz gönderilmemiş olanlar gönderilmez. Rezervasyon, ödemeler ve işlem geçmişi korunur.',
  eraseWarning: 'Bu işlem geri alınamaz.',
  eraseMessages: 'İletişim mesajları ve bülten kaydı da silinsin',
  eraseMessagesHint:
    'Aynı e-posta adresinden gelen iletişim formu mesajları ve e-bülten aboneliği de silinir. Müşteri bunu da istediyse işaretleyin; silme sonrası adres bilinmediği için bu adım sonradan yapılamaz.',
  eraseSubmit: 'Kişisel verileri sil',
  cancelledBecause: 'İptal nedeni',
  save: 'Kaydet',
  confirmLabel: 'Evet, devam et',
  extras: 'Ekstralar',
  extrasEmpty: 'Bu rezervasyonda ekstra yok.',
  extrasChange: 'Ekstraları değiştir',
  extrasHelp:
    'Zorunlu ekstralar her zaman eklenir. İsteğe bağlı olanlar için adet girin (0: yok). Toplam, ön ödeme ve kalan yeniden hesaplanır; yeni toplam ödenenden az olamaz. Rezervasyonda zaten olan bir ekstra anlaşılan fiyatını korur.',
  extrasNone: 'Bu teknenin tanımlı ekstrası yok; teknenin “Ekstralar” sekmesinden eklenebilir.',
  extraName: 'Ekstra',
  extraUnit: 'Birim',
  extraQuantity: 'Adet',
  extraSubtotal: 'Tutar',
  extraMandatory: 'Zorunlu',
  extraMax: (n: number) => `en fazla ${n}`,
  extraWithdrawn: (n: number) => `teknede artık sunulmuyor; anlaşılan fiyatla, en fazla ${n}`,
  extraQuantityRange: (max: number | null) =>
    max === null ? 'Adet 0 veya daha büyük bir tam sayı olmalıdır.' : `Adet 0 ile ${max} arasında olmalıdır.`,
} as const;

const METHODS = Object.entries(METHOD_LABEL).map(([value, label]) => ({
  value: value as 'bank_transfer' | 'card' | 'cash',
  label,
}));
const ACTOR_ROLE: Record<string, string> = { ADMIN: 'yönetici', OWNER: 'tekne sahibi' };
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

type Dialog = 'payment' | 'refund' | 'reschedule' | 'details' | 'extras' | 'cancel' | 'cancelClient' | 'erase' | null;

/**
 * What is due next: while an option, what is left of the deposit (the payment that confirms it),
 * then the balance.
 */
export function nextDue(r: Pick<AdminReservation, 'status' | 'deposit' | 'paid' | 'balance'>) {
  const deposit = r.status === 'option' ? Math.max(r.deposit - r.paid, 0) : 0;
  return deposit > 0 ? { kind: 'deposit' as const, amount: deposit } : { kind: 'balance' as const, amount: r.balance };
}

function PaymentForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const pay = useReservationAction(r.id, recordPayment(r.id), 'Ödeme kaydedildi.', onClose);
  const due = nextDue(r);
  // The contract currency, and the payment currency of the terms when it is another one.
  const currencies = [...new Set([r.terms.payment.currency, r.currency])].map((c) => ({ value: c, label: c }));
  const form = useForm(
    {
      amount: due.amount > 0 ? String(due.amount / 100).replace('.', ',') : '',
      currency: r.currency,
      method: METHODS[0]?.value ?? 'bank_transfer',
      receivedOn: today(),
      reference: '',
      confirm: true,
      notify: true,
    },
    (v) => ({
      amount: firstError(
        rules.required(v.amount),
        rules.decimal(v.amount),
        parseDecimal(v.amount) > 0 ? undefined : D.positive,
      ),
      receivedOn: rules.required(v.receivedOn),
      reference: rules.maxLength(v.reference, 120),
    }),
  );
  // Said before saving: this payment reaches the deposit, so the option will be confirmed (unless switched off).
  const typed = Math.round(parseDecimal(form.values.amount) * 100);
  // In the payment currency the deposit's part counts at its fixed figure (the server decides the same).
  const counted =
    form.values.currency === r.currency
      ? typed
      : Math.round((typed * r.terms.contract.deposit) / Math.max(r.terms.payment.deposit, 1));
  const reachesDeposit = r.status === 'option' && typed > 0 && r.paid + counted >= r.deposit;
  return (
    <FormModal
      title={D.payment}
      onClose={onClose}
      pending={pay.isPending}
      onSubmit={form.handleSubmit((v) =>
        pay.mutate({
          amount: Math.round(parseDecimal(v.amount) * 100),
          currency: v.currency,
          method: v.method,
          receivedOn: v.receivedOn,
          ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
          ...(reachesDeposit ? { confirm: v.confirm } : {}),
          notify: v.notify,
        }),
      )}
    >
      <div className="adm-form-grid">
        {currencies.length > 1 ? (
          <SelectField label={D.currency} options={currencies} field={form.field('currency')} />
        ) : null}
        <TextField
          label={`${D.amount} (${form.values.currency})`}
          required
          inputMode="decimal"
          field={form.field('amount')}
          hint={
            due.amount > 0
              ? form.values.currency === r.currency
                ? (due.kind === 'deposit' ? D.dueDeposit : D.dueBalance)(formatMoney(due.amount, r.currency))
                : due.kind === 'deposit'
                  ? D.dueDeposit(r.statement.deposit)
                  : r.statement.balance
              : undefined
          }
        />
        <SelectField label={D.method} options={METHODS} field={form.field('method')} />
        <TextField type="date" label={D.receivedOn} required field={form.field('receivedOn')} />
        <TextField label={D.reference} field={form.field('reference')} />
      </div>
      {reachesDeposit ? (
        <div className="ops-deposit-notice" role="status">
          <p>{form.values.confirm ? D.willConfirm(formatMoney(r.deposit, r.currency)) : D.keepsOption}</p>
          <CheckboxField label={D.confirmOnDeposit} field={form.field('confirm')} />
        </div>
      ) : null}
      <NotifyCustomerField
        field={form.field('notify')}
        email={r.customer.email}
        sends={reachesDeposit && form.values.confirm ? NOTIFY_CUSTOMER.confirmation : NOTIFY_CUSTOMER.receipt}
      />
    </FormModal>
  );
}

function RescheduleForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const change = useReservationAction(
    r.id,
    changeReservation(r.id),
    (next) => `Tarihler değiştirildi: ${formatStay(next.start, next.end)}.`,
    onClose,
  );
  const form = useForm({ start: r.start, end: r.end, notify: true }, (v) => ({
    start: rules.required(v.start),
    end: firstError(rules.required(v.end), v.start && v.end && v.end <= v.start ? D.endAfterStart : undefined),
  }));
  return (
    <FormModal
      title={D.reschedule}
      onClose={onClose}
      pending={change.isPending}
      onSubmit={form.handleSubmit((v) =>
        change.mutate({ expectedVersion: r.version, start: v.start, end: v.end, notify: v.notify }),
      )}
    >
      <div className="adm-form-grid">
        <TextField type="date" label={D.start} required field={form.field('start')} />
        <TextField type="date" label={D.end} required field={form.field('end')} />
      </div>
      <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.terms} />
    </FormModal>
  );
}

/** The reservation's extras: the boat's mandatory ones (always in), a quantity for each optional one. */
function ExtrasForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const offered = useBoatExtras(r.boat.id, true);
  const change = useReservationAction(
    r.id,
    setExtras(r.id),
    (next) => `Ekstralar değiştirildi; yeni toplam ${formatMoney(next.total, next.currency)}.`,
    onClose,
  );
  // Every line's quantity to start with; the boat's mandatory extras show no input and are not sent.
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(r.extras.map((e) => [e.extraId, String(e.quantity)])),
  );
  const [error, setError] = useState<string | null>(null);
  const notify = useForm({ notify: true }, () => ({}));
  const boatExtras = offered.data ?? [];
  // Lines for extras deleted from the boat since: kept at the agreed price (at most as many) until dropped.
  const withdrawn = offered.data ? r.extras.filter((l) => !boatExtras.some((e) => e.id === l.extraId)) : [];
  const optional = [
    ...boatExtras.filter((e) => !e.mandatory).map((e) => ({ id: e.id, name: e.name, max: e.maxQuantity })),
    ...withdrawn.map((l) => ({ id: l.extraId, name: l.name, max: l.quantity })),
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen: { extraId: number; quantity: number }[] = [];
    for (const e of optional) {
      const text = (quantities[e.id] ?? '0').trim() || '0';
      const n = Number(text);
      if (!/^\d+$/.test(text) || (e.max !== null && n > e.max)) {
        setError(`${e.name}: ${D.extraQuantityRange(e.max)}`);
        return;
      }
      if (n > 0) chosen.push({ extraId: e.id, quantity: n });
    }
    setError(null);
    change.mutate({ extras: chosen, expectedVersion: r.version, notify: notify.values.notify });
  };
  return (
    <FormModal title={D.extrasChange} onClose={onClose} pending={change.isPending} onSubmit={submit} size="wide">
      <p className="muted">{D.extrasHelp}</p>
      {offered.isPending ? <Loading /> : null}
      {offered.data && offered.data.length === 0 && withdrawn.length === 0 ? <p>{D.extrasNone}</p> : null}
      <ul className="ops-extras-choice">
        {(offered.data ?? []).map((e) => (
          <li key={e.id}>
            {e.mandatory ? (
              <span>
                <strong>{e.name}</strong> — {formatMoney(e.priceMinor, e.currency)} {EXTRA_UNIT_PLAIN[e.unit]} (
                {D.extraMandatory})
              </span>
            ) : (
              <label>
                <span>
                  <strong>{e.name}</strong> — {formatMoney(e.priceMinor, e.currency)} {EXTRA_UNIT_PLAIN[e.unit]}
                  {e.maxQuantity !== null ? ` (${D.extraMax(e.maxQuantity)})` : ''}
                </span>
                <input
                  type="number"
                  min={0}
                  max={e.maxQuantity ?? 100}
                  inputMode="numeric"
                  name={`extra-${e.id}`}
                  aria-label={`${e.name}: ${D.extraQuantity}`}
                  value={quantities[e.id] ?? '0'}
                  onChange={(ev) => setQuantities((q) => ({ ...q, [e.id]: ev.target.value }))}
                />
              </label>
            )}
          </li>
        ))}
        {withdrawn.map((l) => (
          <li key={`withdrawn-${l.extraId}`}>
            <label>
              <span>
                <strong>{l.name}</strong> — {formatMoney(l.unitPrice.amount, l.unitPrice.currency)}{' '}
                {EXTRA_UNIT_PLAIN[l.unit]} ({D.extraWithdrawn(l.quantity)})
              </span>
              <input
                type="number"
                min={0}
                max={l.quantity}
                inputMode="numeric"
                name={`extra-${l.extraId}`}
                aria-label={`${l.name}: ${D.extraQuantity}`}
                value={quantities[l.extraId] ?? '0'}
                onChange={(ev) => setQuantities((q) => ({ ...q, [l.extraId]: ev.target.value }))}
              />
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <NotifyCustomerField field={notify.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.terms} />
    </FormModal>
  );
}

function DetailsForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const change = useReservationAction(r.id, changeReservation(r.id), 'Bilgiler değiştirildi.', onClose);
  const form = useForm(
    {
      name: r.customer.name,
      email: r.customer.email ?? '',
      phone: r.customer.phone ?? '',
      guests: String(r.guests),
      note: r.note ?? '',
      platformRef: r.platformRef ?? '',
      notify: true,
    },
    (v) => ({
      name: firstError(rules.required(v.name), rules.minLength(v.name.trim(), 2), rules.maxLength(v.name.trim(), 120)),
      email: rules.email(v.email),
      phone: v.phone.trim() === '' || /^[0-9+() -]{7,30}$/.test(v.phone.trim()) ? undefined : D.phoneFormat,
      guests:
        /^\d+$/.test(v.guests.trim()) && Number(v.guests) >= 1 && Number(v.guests) <= 500 ? undefined : D.guestsRange,
      note: rules.maxLength(v.note, 2000),
      platformRef: rules.maxLength(v.platformRef, 120),
    }),
  );
  return (
    <FormModal
      title={D.details}
      onClose={onClose}
      pending={change.isPending}
      onSubmit={form.handleSubmit((v) =>
        change.mutate({
          expectedVersion: r.version,
          guests: Number(v.guests),
          note: v.note.trim() === '' ? null : v.note.trim(),
          platformRef: v.platformRef.trim() === '' ? null : v.platformRef.trim(),
          notify: v.notify,
          ...(r.customer.erased
            ? {}
            : { customer: { name: v.name.trim(), email: v.email.trim() || null, phone: v.phone.trim() || null } }),
        }),
      )}
    >
      <div className="adm-form-grid">
        {r.customer.erased ? null : (
          <>
            <TextField label={D.name} required field={form.field('name')} />
            <TextField type="email" label={D.email} field={form.field('email')} />
            <TextField type="tel" label={D.phone} field={form.field('phone')} />
          </>
        )}
        <TextField label={D.guests} required inputMode="numeric" field={form.field('guests')} />
        <TextField label={D.platformRef} field={form.field('platformRef')} />
        <TextAreaField className="is-full" label={D.note} rows={3} field={form.field('note')} />
      </div>
      {/* Only a change of the guests can change the price (per-person extras), and so the customer's terms. */}
      {form.values.guests.trim() !== String(r.guests) ? (
        <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.guests} />
      ) : null}
    </FormModal>
  );
}

function CancelForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const confirm = useConfirm();
  const quote = useRefundQuote(r.id);
  const change = useReservationAction(
    r.id,
    changeReservation(r.id),
    (next) =>
      next.refund
        ? `Rezervasyon iptal edildi; iade borcu ${formatMoney(next.refund.amount, next.currency)}.`
        : 'Rezervasyon iptal edildi.',
    onClose,
  );
  const form = useForm(
    { reason: CANCEL_REASONS[0].value, note: '', override: false, amount: '', overrideReason: '', notify: true },
    (v) => ({
      note: rules.maxLength(v.note, 1000),
      amount: v.override
        ? firstError(
            rules.required(v.amount),
            rules.decimal(v.amount),
            Math.round(parseDecimal(v.amount) * 100) <= r.paid ? undefined : D.refundAbovePaid,
          )
        : undefined,
      overrideReason: v.override
        ? firstError(rules.required(v.overrideReason), rules.maxLength(v.overrideReason, 500))
        : undefined,
    }),
  );
  const q = quote.data;
  return (
    <FormModal
      title={D.cancelTitle}
      onClose={onClose}
      pending={change.isPending}
      submitLabel={D.cancel}
      onSubmit={form.handleSubmit(async (v) => {
        if (await confirm({ title: D.cancelTitle, message: D.cancelConfirm, confirmLabel: D.cancel }))
          change.mutate({
            expectedVersion: r.version,
            status: 'cancelled',
            cancelReason: v.reason,
            notify: v.notify,
            ...(v.note.trim() ? { cancelNote: v.note.trim() } : {}),
            ...(q?.owes && v.override
              ? {
                  refundOverride: {
                    amount: Math.round(parseDecimal(v.amount) * 100),
                    reason: v.overrideReason.trim(),
                  },
                }
              : {}),
          });
      })}
    >
      <SelectField label={D.reason} options={CANCEL_REASONS} field={form.field('reason')} />
      <TextAreaField label={D.cancelNote} rows={3} field={form.field('note')} />
      {q ? (
        <div className="ops-deposit-notice" role="status" aria-label={D.refundTitle}>
          <p>
            {q.owes
              ? D.refundComputed(formatMoney(q.amount, q.currency), formatMoney(q.paid, q.currency))
              : D.refundNone}
          </p>
          <p className="muted">{q.owes ? q.rule : q.applied.text}</p>
          {q.owes ? (
            <>
              <CheckboxField label={D.refundOverride} field={form.field('override')} />
              {form.values.override ? (
                <div className="adm-form-grid">
                  <TextField
                    label={`${D.refundAmount} (${q.currency})`}
                    required
                    inputMode="decimal"
                    field={form.field('amount')}
                  />
                  <TextField label={D.refundReason} required field={form.field('overrideReason')} />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.cancellation} />
    </FormModal>
  );
}

function RefundForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const pay = useReservationAction(r.id, recordRefund(r.id), 'İade kaydedildi.', onClose);
  const left = (r.refund?.amount ?? 0) - r.refunded;
  const form = useForm(
    {
      amount: left > 0 ? String(left / 100).replace('.', ',') : '',
      method: METHODS[0]?.value ?? 'bank_transfer',
      paidOn: today(),
      reference: '',
      notify: true,
    },
    (v) => ({
      amount: firstError(
        rules.required(v.amount),
        rules.decimal(v.amount),
        parseDecimal(v.amount) > 0 ? undefined : D.positive,
      ),
      paidOn: rules.required(v.paidOn),
      reference: rules.maxLength(v.reference, 120),
    }),
  );
  return (
    <FormModal
      title={D.payRefund}
      onClose={onClose}
      pending={pay.isPending}
      onSubmit={form.handleSubmit((v) =>
        pay.mutate({
          amount: Math.round(parseDecimal(v.amount) * 100),
          currency: r.currency,
          method: v.method,
          paidOn: v.paidOn,
          notify: v.notify,
          ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
        }),
      )}
    >
      <div className="adm-form-grid">
        <TextField
          label={`${D.refundAmount} (${r.currency})`}
          required
          inputMode="decimal"
          field={form.field('amount')}
        />
        <SelectField label={D.method} options={METHODS} field={form.field('method')} />
        <TextField type="date" label={D.refundPaidOn} required field={form.field('paidOn')} />
        <TextField label={D.reference} field={form.field('reference')} />
      </div>
      <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.refund} />
    </FormModal>
  );
}

function CancelClientForm({ fingerprint, onClose }: { fingerprint: string; onClose(): void }) {
  const confirm = useConfirm();
  const cancel = useCancelClientOptions(onClose);
  const form = useForm({ note: '' }, (v) => ({
    note: firstError(rules.required(v.note), rules.minLength(v.note.trim(), 3), rules.maxLength(v.note, 500)),
  }));
  return (
    <FormModal
      title={D.cancelClientTitle}
      onClose={onClose}
      pending={cancel.isPending}
      submitLabel={D.cancelClient}
      onSubmit={form.handleSubmit(async (v) => {
        if (await confirm({ title: D.cancelClientTitle, message: D.cancelClientConfirm, confirmLabel: D.cancel }))
          cancel.mutate({ fingerprint, note: v.note.trim() });
      })}
    >
      <p className="muted">{D.cancelClientHelp}</p>
      <p>
        <code>{fingerprint}</code>
      </p>
      <TextAreaField label={D.cancelClientNote} required rows={3} field={form.field('note')} />
    </FormModal>
  );
}

function EraseForm({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const erase = useEraseCustomer(r.id, onClose);
  const form = useForm({ alsoMessages: false }, () => ({}));
  return (
    <FormModal
      title={D.eraseTitle}
      onClose={onClose}
      pending={erase.isPending}
      submitLabel={D.eraseSubmit}
      onSubmit={form.handleSubmit((v) => erase.mutate({ alsoMessages: v.alsoMessages }))}
    >
      <p>{D.eraseIntro}</p>
      <p>
        <strong>{D.eraseWarning}</strong>
      </p>
      <CheckboxField label={D.eraseMessages} hint={D.eraseMessagesHint} field={form.field('alsoMessages')} />
    </FormModal>
  );
}

function Timeline({ id }: { id: string }) {
  const events = useReservationEvents(id);
  if (events.isPending) return <Loading />;
  if (events.error) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="muted">{D.historyEmpty}</p>;
  return (
    <ol className="ops-timeline" aria-label={D.history}>
      {events.data.map((e) => (
        <li key={e.position}>
          <strong>{e.title}</strong>
          <div className="muted">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {D.by}: {e.actor.name}
            {e.actor.role ? ` (${ACTOR_ROLE[e.actor.role] ?? e.actor.role})` : ''}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Mails({ id }: { id: string }) {
  const mails = useReservationMails(id);
  if (mails.isPending) return <Loading />;
  if (mails.error) return <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />;
  if (mails.data.length === 0) return <p className="muted">{D.mailsEmpty}</p>;
  return (
    <ul className="ops-list">
      {mails.data.map((m) => (
        <li key={m.id}>
          <span>
            <strong>{m.subject}</strong>
            <br />
            <span className="muted">{m.erasedAt ? <em>{D.erasedRecipient}</em> : (m.recipient ?? '—')}</span>
          </span>
          <span>
            <span className="adm-tag">{MAIL_STATUS_LABEL[m.status] ?? m.status}</span>
            <br />
            <span className="muted">{formatDateTime(m.sentAt ?? m.createdAt)}</span>
            {m.lastError ? <span className="form-error"> {m.lastError}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Payments({ id }: { id: string }) {
  const tx = useTransactions({ skip: 0, take: 100, reservation_id: id });
  return (
    <DataTable
      caption={D.payments}
      columns={TRANSACTION_COLUMNS.slice(3)}
      rows={tx.data?.content}
      rowKey={(t) => t.id}
      {...queryState(tx)}
      emptyLabel={D.paymentsEmpty}
    />
  );
}

/** Downloads the charter contract (the booking's language, or `lang`); a refusal shows as a toast. */
function ContractButton({ id, lang, label }: { id: string; lang?: 'tr' | 'en'; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadContract(id, lang);
        } catch (error) {
          toast.error(errorMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}

function Actions({ r, open }: { r: AdminReservation; open(d: Dialog): void }) {
  const confirm = useConfirm();
  const bank = useReservationAction(r.id, sendBank(r.id), 'Banka bilgileri gönderildi.');
  const notify = useReservationAction(r.id, sendConfirm(r.id), 'Onay bildirimi gönderildi.');
  const change = useReservationAction(r.id, changeReservation(r.id), 'Rezervasyon güncellendi.');
  const live = r.status === 'option' || r.status === 'confirmed';
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  const ask = async (message: string, title: string) =>
    confirm({ title, message, confirmLabel: D.confirmLabel, danger: false });
  return (
    <div className="ops-actions">
      {r.status === 'option' ? (
        <button
          type="button"
          className="btn"
          disabled={bank.isPending}
          onClick={async () => (await ask(D.sendBankConfirm, D.sendBank)) && bank.mutate(undefined)}
        >
          {D.sendBank}
        </button>
      ) : null}
      {live ? (
        <button type="button" className="btn" onClick={() => open('payment')}>
          {D.payment}
        </button>
      ) : null}
      {r.refund && r.refund.amount > r.refunded ? (
        <button type="button" className="btn btn-primary" onClick={() => open('refund')}>
          {D.payRefund}
        </button>
      ) : null}
      {live ? (
        <button
          type="button"
          className="btn"
          disabled={notify.isPending}
          onClick={async () => (await ask(D.sendConfirmConfirm, D.sendConfirm)) && notify.mutate(undefined)}
        >
          {D.sendConfirm}
        </button>
      ) : null}
      {r.status === 'option' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={change.isPending}
          onClick={async () =>
            (await ask(D.confirmConfirm, D.confirm)) &&
            change.mutate({ expectedVersion: r.version, status: 'confirmed' })
          }
        >
          {D.confirm}
        </button>
      ) : null}
      {live ? (
        <button type="button" className="btn" onClick={() => open('reschedule')}>
          {D.reschedule}
        </button>
      ) : null}
      {live ? (
        <button type="button" className="btn" onClick={() => open('extras')}>
          {D.extrasChange}
        </button>
      ) : null}
      {r.status !== 'cancelled' ? (
        <button type="button" className="btn" onClick={() => open('details')}>
          {D.details}
        </button>
      ) : null}
      {r.canComplete ? (
        <button
          type="button"
          className="btn"
          disabled={change.isPending}
          onClick={async () =>
            (await ask(D.completeConfirm, D.complete)) &&
            change.mutate({ expectedVersion: r.version, status: 'completed' })
          }
        >
          {D.complete}
        </button>
      ) : null}
      {live ? (
        <button type="button" className="btn btn-danger" onClick={() => open('cancel')}>
          {D.cancel}
        </button>
      ) : null}
      {r.status === 'confirmed' || r.status === 'completed' ? (
        <>
          <ContractButton id={r.id} label={D.contract} />
          {r.language !== 'en' ? <ContractButton id={r.id} lang="en" label={D.contractEn} /> : null}
        </>
      ) : null}
      {isAdmin && !r.customer.erased ? (
        <button type="button" className="btn btn-danger" onClick={() => open('erase')}>
          {D.erase}
        </button>
      ) : null}
    </div>
  );
}

export function ReservationDetailScreen() {
  const id = useParams().id ?? '';
  const reservation = useReservation(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  if (reservation.isPending) return <Loading />;
  if (reservation.error) return <ErrorState error={reservation.error} onRetry={() => void reservation.refetch()} />;
  const r = reservation.data;
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={`Rezervasyon ${r.reference}`}
        actions={
          <AdminLink className="btn" to="/reservations">
            {D.back}
          </AdminLink>
        }
      >
        <StatusBadge status={r.status} />
        {r.icalUnchecked ? <span className="adm-tag is-warn">{ICAL_UNCHECKED.tag}</span> : null}
        {r.balanceOverdueOn ? <OverdueBadge dueOn={r.balanceOverdueOn} /> : null}
        {r.externalConflicts.length ? <ExternalConflictBadge conflicts={r.externalConflicts} /> : null}
      </PageHeader>
      <ExternalConflictCard r={r} />
      {r.icalUnchecked ? (
        <div className="ops-deposit-notice ops-ical-unchecked" role="status" aria-labelledby="res-ical-unchecked">
          <p id="res-ical-unchecked">{ICAL_UNCHECKED.title}</p>
          {ICAL_UNCHECKED.help} {ICAL_UNCHECKED.reason}: {r.icalUnchecked}
        </div>
      ) : null}
      <section className="adm-card" aria-labelledby="res-actions">
        <h2 id="res-actions">{D.actions}</h2>
        <Actions r={r} open={setDialog} />
      </section>
      <CancellationRequestCard r={r} />
      <div className="ops-grid">
        <section className="adm-card" aria-labelledby="res-customer">
          <h2 id="res-customer">{D.customer}</h2>
          <dl className="adm-detail">
            <dt>{D.name}</dt>
            <dd>{r.customer.erased ? <em>{D.erased}</em> : r.customer.name}</dd>
            <dt>{D.email}</dt>
            <dd>{r.customer.email ? <a href={`mailto:${r.customer.email}`}>{r.customer.email}</a> : '—'}</dd>
            <dt>{D.phone}</dt>
            <dd>
              {r.customer.phone ? <a href={`tel:${r.customer.phone.replace(/\s/g, '')}`}>{r.customer.phone}</a> : '—'}
            </dd>
            <dt>{D.channel}</dt>
            <dd>{CHANNEL_LABEL[r.channel] ?? r.channel}</dd>
            {r.clientFingerprint ? (
              <>
                <dt>{D.client}</dt>
                <dd>
                  <code title={D.clientHelp}>{r.clientFingerprint}</code>
                  {isAdmin ? (
                    <>
                      {' '}
                      <button type="button" className="btn btn-danger" onClick={() => setDialog('cancelClient')}>
                        {D.cancelClient}
                      </button>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
            {r.platformRef ? (
              <>
                <dt>{D.platformRef}</dt>
                <dd>{r.platformRef}</dd>
              </>
            ) : null}
            <dt>{D.note}</dt>
            <dd>{r.note ?? '—'}</dd>
            {r.cancelReason ? (
              <>
                <dt>{D.cancelledBecause}</dt>
                <dd>{CANCEL_REASONS.find((c) => c.value === r.cancelReason)?.label ?? r.cancelReason}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="adm-card" aria-labelledby="res-trip">
          <h2 id="res-trip">{D.trip}</h2>
          <dl className="adm-detail">
            <dt>{D.boat}</dt>
            <dd>
              <AdminLink to={`/boats/${r.boat.id}`}>{r.boat.name}</AdminLink>
            </dd>
            <dt>{D.start}</dt>
            <dd>{formatDate(r.start)}</dd>
            <dt>{D.end}</dt>
            <dd>{formatDate(r.end)}</dd>
            <dt>{D.days}</dt>
            <dd>{r.days}</dd>
            <dt>{D.guests}</dt>
            <dd>{r.guests}</dd>
            {r.status === 'option' ? (
              <>
                <dt>{D.optionUntil}</dt>
                <dd>{formatDeadline(r.optionUntil)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
      <section className="adm-card" aria-labelledby="res-money">
        <h2 id="res-money">{D.money}</h2>
        <dl className="ops-money">
          <div>
            <dt>{D.total}</dt>
            <dd>{formatMoney(r.total, r.currency)}</dd>
          </div>
          <div>
            <dt>{D.deposit}</dt>
            <dd>{formatMoney(r.deposit, r.currency)}</dd>
          </div>
          <div>
            <dt>{D.paid}</dt>
            <dd>{formatMoney(r.paid, r.currency)}</dd>
          </div>
          <div>
            <dt>{D.balance}</dt>
            <dd>{formatMoney(r.balance, r.currency)}</dd>
          </div>
          <div>
            <dt>{D.currency}</dt>
            <dd>{r.currency}</dd>
          </div>
        </dl>
      </section>
      <TermsCard r={r} />
      <section className="adm-card" aria-labelledby="res-extras">
        <h2 id="res-extras">{D.extras}</h2>
        {r.extras.length === 0 ? (
          <p className="muted">{D.extrasEmpty}</p>
        ) : (
          <table className="ops-extras">
            <caption className="sr-only">{D.extras}</caption>
            <thead>
              <tr>
                <th scope="col">{D.extraName}</th>
                <th scope="col">{D.extraUnit}</th>
                <th scope="col">{D.extraQuantity}</th>
                <th scope="col">{D.extraSubtotal}</th>
              </tr>
            </thead>
            <tbody>
              {r.extras.map((e) => (
                <tr key={e.extraId}>
                  <th scope="row">
                    {e.name}
                    {e.mandatory ? <span className="muted"> ({D.extraMandatory})</span> : null}
                  </th>
                  <td>
                    {formatMoney(e.unitPrice.amount, e.unitPrice.currency)} {EXTRA_UNIT[e.unit]?.(e.count)}
                  </td>
                  <td>{e.quantity}</td>
                  <td>{formatMoney(e.subtotal.amount, e.subtotal.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {/* The payments table keeps the page's width (beside the history it was cut off at 1440 px). */}
      {r.refund ? (
        <section className="adm-card" aria-labelledby="res-refund">
          <h2 id="res-refund">{D.refundTitle}</h2>
          <dl className="ops-money">
            <div>
              <dt>{D.refundDue}</dt>
              <dd>{formatMoney(r.refund.amount, r.currency)}</dd>
            </div>
            <div>
              <dt>{D.refundPaid}</dt>
              <dd>{formatMoney(r.refunded, r.currency)}</dd>
            </div>
            <div>
              <dt>{D.refundLeft}</dt>
              <dd>{formatMoney(r.refund.amount - r.refunded, r.currency)}</dd>
            </div>
          </dl>
          <dl className="adm-detail">
            <dt>{D.refundRule}</dt>
            <dd>{r.refund.rule}</dd>
            {r.refund.override ? (
              <>
                <dt>{D.refundOverridden}</dt>
                <dd>
                  {r.refund.override.reason} ({formatMoney(r.refund.computed, r.currency)} yerine)
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section className="adm-card" aria-labelledby="res-payments">
        <h2 id="res-payments">{D.payments}</h2>
        <Payments id={r.id} />
      </section>
      <div className="ops-grid">
        <PassengersCard r={r} />
        <VisitorLinkCard r={r} />
      </div>
      <div className="ops-grid">
        <section className="adm-card" aria-labelledby="res-history">
          <h2 id="res-history">{D.history}</h2>
          <Timeline id={r.id} />
        </section>
        <section className="adm-card" aria-labelledby="res-mails">
          <h2 id="res-mails">{D.mails}</h2>
          <Mails id={r.id} />
        </section>
      </div>
      {dialog === 'payment' ? <PaymentForm r={r} onClose={close} /> : null}
      {dialog === 'refund' ? <RefundForm r={r} onClose={close} /> : null}
      {dialog === 'reschedule' ? <RescheduleForm r={r} onClose={close} /> : null}
      {dialog === 'details' ? <DetailsForm r={r} onClose={close} /> : null}
      {dialog === 'extras' ? <ExtrasForm r={r} onClose={close} /> : null}
      {dialog === 'cancel' ? <CancelForm r={r} onClose={close} /> : null}
      {dialog === 'cancelClient' && r.clientFingerprint ? (
        <CancelClientForm fingerprint={r.clientFingerprint} onClose={close} />
      ) : null}
      {dialog === 'erase' ? <EraseForm r={r} onClose={close} /> : null}
    </>
  );
}
