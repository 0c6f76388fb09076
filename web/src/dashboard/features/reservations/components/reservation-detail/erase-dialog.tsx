import { CheckboxField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { useForm } from '@/dashboard/components/use-form';
import { type AdminReservation, useEraseCustomer } from '../../api/reservations';
import { DETAIL as D } from '../../texts';

/** KVKK erasure of the customer's personal data (ADMIN). */
export function EraseDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
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
