import { TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { useForm } from '@/dashboard/components/use-form';
import type { PartnerKey } from '../api/partners';
import { PARTNER_TEXTS as P } from '../texts';

/** Asks how long the old key keeps working (default 24 h) before rotating it. */
export function RotateDialog({
  partnerKey,
  pending,
  onRotate,
  onClose,
}: {
  partnerKey: PartnerKey;
  pending: boolean;
  onRotate(overlapHours: number): void;
  onClose(): void;
}) {
  const form = useForm({ overlap: '24' }, (v) => ({
    overlap: /^\d+$/.test(v.overlap.trim()) && Number(v.overlap) <= 720 ? undefined : P.invalidWhole(0, 720),
  }));
  return (
    <FormModal
      title={P.rotateTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => onRotate(Number(v.overlap)))}
      pending={pending}
      submitLabel={P.rotate}
      size="small"
    >
      <p>{P.rotateIntro(partnerKey.prefix)}</p>
      <TextField label={P.overlap} inputMode="numeric" required hint={P.overlapHint} field={form.field('overlap')} />
    </FormModal>
  );
}
