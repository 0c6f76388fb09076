import { CheckboxField } from '@/dashboard/components/fields';
import type { BoundField } from '@/dashboard/components/use-form';
import { NOTIFY_CUSTOMER } from '../texts';

/**
 * The "müşteriye bildir" box of an office action that changes the customer's booking (issue 34), on by
 * default; its hint says what the customer is sent (`sends`), or that nothing is.
 */
export function NotifyCustomerField({
  field,
  sends,
  email,
}: {
  field: BoundField<boolean>;
  sends: string;
  email: string | null;
}) {
  const hint = !field.value ? NOTIFY_CUSTOMER.off : email ? sends : NOTIFY_CUSTOMER.noEmail;
  return <CheckboxField label={NOTIFY_CUSTOMER.label} hint={hint} field={field} />;
}
