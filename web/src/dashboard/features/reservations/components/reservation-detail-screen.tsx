import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { ExternalConflictBadge, OverdueBadge, StatusBadge } from '@/dashboard/components/reservation-status';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { useReservation } from '../api/reservations';
import { DETAIL as D, ICAL_UNCHECKED } from '../texts';
import { ActionsCard, type DetailDialog } from './reservation-detail/actions-card';
import { CancelClientDialog } from './reservation-detail/cancel-client-dialog';
import { CancelDialog } from './reservation-detail/cancel-dialog';
import { CancellationRequestCard } from './reservation-detail/cancellation-request-card';
import { CustomerCard } from './reservation-detail/customer-card';
import { DetailsDialog } from './reservation-detail/details-dialog';
import { EraseDialog } from './reservation-detail/erase-dialog';
import { ExternalConflictCard } from './reservation-detail/external-conflict-card';
import { ExtrasCard } from './reservation-detail/extras-card';
import { ExtrasDialog } from './reservation-detail/extras-dialog';
import { HistoryCard } from './reservation-detail/history-card';
import { IcalUncheckedNotice } from './reservation-detail/ical-unchecked-notice';
import { MailsCard } from './reservation-detail/mails-card';
import { MoneyCard } from './reservation-detail/money-card';
import { PassengersCard } from './reservation-detail/passengers-card';
import { PaymentDialog } from './reservation-detail/payment-dialog';
import { PaymentsCard } from './reservation-detail/payments-card';
import { RefundCard } from './reservation-detail/refund-card';
import { RefundDialog } from './reservation-detail/refund-dialog';
import { RescheduleDialog } from './reservation-detail/reschedule-dialog';
import { TermsCard } from './reservation-detail/terms-card';
import { TripCard } from './reservation-detail/trip-card';
import { VisitorLinkCard } from './reservation-detail/visitor-link-card';
import '@/dashboard/operations.css';

/** One reservation: its cards top to bottom, and the dialog an action opened. */
export function ReservationDetailScreen() {
  const id = useParams().id ?? '';
  const reservation = useReservation(id);
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
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
      <IcalUncheckedNotice r={r} />
      <ActionsCard r={r} open={setDialog} />
      <CancellationRequestCard r={r} />
      <div className="ops-grid">
        <CustomerCard r={r} onCancelClient={() => setDialog('cancelClient')} />
        <TripCard r={r} />
      </div>
      <MoneyCard r={r} />
      <TermsCard r={r} />
      <ExtrasCard r={r} />
      {/* The payments table keeps the page's width (beside the history it was cut off at 1440 px). */}
      <RefundCard r={r} />
      <PaymentsCard id={r.id} />
      <div className="ops-grid">
        <PassengersCard r={r} />
        <VisitorLinkCard r={r} />
      </div>
      <div className="ops-grid">
        <HistoryCard id={r.id} />
        <MailsCard id={r.id} />
      </div>
      {dialog === 'payment' ? <PaymentDialog r={r} onClose={close} /> : null}
      {dialog === 'refund' ? <RefundDialog r={r} onClose={close} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog r={r} onClose={close} /> : null}
      {dialog === 'details' ? <DetailsDialog r={r} onClose={close} /> : null}
      {dialog === 'extras' ? <ExtrasDialog r={r} onClose={close} /> : null}
      {dialog === 'cancel' ? <CancelDialog r={r} onClose={close} /> : null}
      {dialog === 'cancelClient' && r.clientFingerprint ? (
        <CancelClientDialog fingerprint={r.clientFingerprint} onClose={close} />
      ) : null}
      {dialog === 'erase' ? <EraseDialog r={r} onClose={close} /> : null}
    </>
  );
}
