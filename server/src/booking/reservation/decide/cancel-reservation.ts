import { istanbulDate } from '../../../common/dates.js';
import { refundFor, type CancellationPolicy } from '../../../common/cancellation-policy.js';
import { formatMoney } from '../../../common/money.js';
import { DomainError } from '../../errors.js';
import type { EventData, ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import { requireOpen, type Command, type Notify, type Open } from './rules.js';

/** The policy a refund is decided under, and the office's own amount with its reason. */
interface RefundTerms {
  policy: CancellationPolicy;
  override?: { amount: number; reason: string };
}

export type CancelReservation = Command<
  'CancelReservation',
  Pick<EventData<'ReservationCancelled'>, 'reason' | 'note'> & {
    /**
     * The boat's cancellation policy at this moment: a reservation that is confirmed or has payments
     * then owes a refund (`RefundDue`); `override` is the office's amount with its reason.
     */
    refund?: RefundTerms;
    /** Only while it is an option (a partner cancels its own options, nothing confirmed). */
    optionOnly?: boolean;
  } & Notify
>;

/** The visitor asks to cancel; `policy` is the boat's at this moment (the refund it would give is shown). */
export type RequestCancellation = Command<'RequestCancellation', { policy: CancellationPolicy }>;

/** The office refuses the visitor's request, with the reason the customer is told. */
export type RefuseCancellationRequest = Command<'RefuseCancellationRequest', EventData<'CancellationRequestRefused'>>;

/** The refund a cancellation on `now`'s Istanbul day owes under `policy` (or the office's amount, with its reason). */
function refundDue(open: Open, refund: RefundTerms, now: string): EventData<'RefundDue'> {
  const computed = refundFor(refund.policy, open.start, istanbulDate(now), open.paid);
  const override = refund.override;
  if (override) {
    if (!Number.isInteger(override.amount) || override.amount < 0 || override.amount > open.paid) {
      throw new DomainError(
        'REFUND_EXCEEDS_PAID',
        `İade tutarı ödenen tutarı (${formatMoney({ amount: open.paid, currency: open.currency })}) aşamaz.`,
        'invalid',
      );
    }
    if (!override.reason.trim())
      throw new DomainError('OVERRIDE_REASON_REQUIRED', 'Hesaplanandan farklı iade için bir neden yazın.', 'invalid');
  }
  return {
    amount: override ? override.amount : computed.amount,
    currency: open.currency,
    paid: open.paid,
    percent: computed.percent,
    daysBefore: computed.daysBefore,
    policy: refund.policy,
    rule: computed.rule,
    computed: computed.amount,
    override: override ? { reason: override.reason.trim() } : null,
  };
}

export function decideCancelReservation(command: CancelReservation, state: ReservationState): ReservationEvent[] {
  const open = requireOpen(state, 'iptal');
  const d = command.data;
  if (d.optionOnly && open.status !== 'option')
    throw new DomainError(
      'NOT_AN_OPTION',
      'Bu rezervasyon artık opsiyon değil (ön ödemesi alınmış veya onaylanmış); iptal için ofisle iletişime geçin.',
    );
  const cancelled: ReservationEvent = {
    type: 'ReservationCancelled',
    data: {
      reason: d.reason,
      note: d.note,
      ...(open.cancellationRequested ? { onRequest: true as const } : {}),
      customerNotified: d.notify,
    },
  };
  const owes = open.status === 'confirmed' || open.paid > 0;
  if (!d.refund || !owes) {
    if (d.refund?.override)
      throw new DomainError('NO_REFUND_DUE', 'Ödemesi olmayan bir opsiyon için iade tutarı girilemez.', 'invalid');
    return [cancelled];
  }
  return [cancelled, { type: 'RefundDue', data: refundDue(open, d.refund, command.metadata.now) }];
}

export function decideRequestCancellation(command: RequestCancellation, state: ReservationState): ReservationEvent[] {
  const { now } = command.metadata;
  const open = requireOpen(state, 'iptal talebi');
  if (open.cancellationRequested) return [];
  if (istanbulDate(now) >= open.start) {
    throw new DomainError(
      'CANCELLATION_REQUEST_TOO_LATE',
      'Biniş günü gelmiş bir rezervasyon için iptal talebi gönderilemez; lütfen bizi arayın.',
    );
  }
  const computed = refundFor(command.data.policy, open.start, istanbulDate(now), open.paid);
  return [
    {
      type: 'CancellationRequested',
      data: {
        refund: {
          amount: computed.amount,
          currency: open.currency,
          paid: open.paid,
          percent: computed.percent,
          daysBefore: computed.daysBefore,
          rule: computed.rule,
        },
      },
    },
  ];
}

export function decideRefuseCancellationRequest(
  command: RefuseCancellationRequest,
  state: ReservationState,
): ReservationEvent[] {
  const open = requireOpen(state, 'iptal talebinin reddi');
  if (!open.cancellationRequested)
    throw new DomainError('NO_CANCELLATION_REQUEST', 'Bu rezervasyonun yanıt bekleyen bir iptal talebi yok.');
  const reason = command.data.reason.trim();
  if (!reason)
    throw new DomainError('REFUSAL_REASON_REQUIRED', 'İptal talebini reddetmek için bir neden yazın.', 'invalid');
  return [{ type: 'CancellationRequestRefused', data: { reason } }];
}
