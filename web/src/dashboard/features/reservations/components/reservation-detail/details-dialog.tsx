import { TextAreaField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { type AdminReservation, changeReservation, useReservationAction } from '../../api/reservations';
import { DETAIL as D, NOTIFY_CUSTOMER } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';

/** The customer's details, the guests, the note and the platform number (an erased customer keeps none). */
export function DetailsDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
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
