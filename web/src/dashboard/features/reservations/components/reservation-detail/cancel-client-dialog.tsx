import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { TextAreaField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { useCancelClientOptions } from '../../api/reservations';
import { DETAIL as D } from '../../texts';

/** Cancels every unpaid website option from the same client fingerprint (ADMIN), with a reason for the trail. */
export function CancelClientDialog({ fingerprint, onClose }: { fingerprint: string; onClose(): void }) {
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
