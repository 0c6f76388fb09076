import type { components } from '@/api/schema';
import { formatClosedDays } from '@/lib/date-ranges';

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

type ExternalConflict = components['schemas']['ExternalConflict'];

/** The day before an ISO day (a clash's `end` is the other platform's check-out day, not a closed one). */
function dayBefore(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

/** The other platform's days of a clash: "ilk kapalı gün 12.06.2027 – son kapalı gün 17.06.2027". */
export const conflictDays = (c: Pick<ExternalConflict, 'start' | 'end'>): string =>
  formatClosedDays(c.start, dayBefore(c.end));

/** The list's and home's marker of a clash with another platform's calendar (`externalConflicts`). */
export function ExternalConflictBadge({
  conflicts,
}: {
  conflicts: readonly Pick<ExternalConflict, 'start' | 'end'>[];
}) {
  return (
    <span
      className="adm-tag ops-external-conflict"
      title={`Başka platformda: ${conflicts.map(conflictDays).join('; ')}`}
    >
      Takvim çakışması
    </span>
  );
}
