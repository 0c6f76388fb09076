import type { components } from '@/api/schema';

export type ReservationStatus = components['schemas']['Reservation']['status'];

/** Turkish names of the reservation states (SPEC §4), shared by the home and reservation screens. */
export const STATUS_LABEL: Record<ReservationStatus, string> = {
  option: 'Opsiyon',
  confirmed: 'Onaylı',
  cancelled: 'İptal',
  completed: 'Tamamlandı',
};
export const STATUS_OPTIONS = (Object.keys(STATUS_LABEL) as ReservationStatus[]).map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={`adm-tag ops-status-${status}`}>{STATUS_LABEL[status]}</span>;
}

/** The list's and home's marker of a balance past its due day (`balanceOverdueOn`). */
export function OverdueBadge({ dueOn }: { dueOn: string }) {
  const [y, m, d] = dueOn.split('-');
  return (
    <span className="adm-tag ops-overdue" title={`Kalan ödemenin son günü ${d}.${m}.${y} idi`}>
      Ödeme gecikti
    </span>
  );
}
