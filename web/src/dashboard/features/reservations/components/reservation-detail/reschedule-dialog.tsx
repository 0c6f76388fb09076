import { TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { formatStay } from '@/lib/date-ranges';
import { type AdminReservation, changeReservation, useReservationAction } from '../../api/reservations';
import { DETAIL as D, NOTIFY_CUSTOMER } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';

/** Moves the reservation to other days (the server prices them again and checks they are free). */
export function RescheduleDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
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
