import type { ReactNode } from 'react';
import { type ConfirmRequest, useConfirm } from './confirm-dialog';

/** A button that asks first (the panel's yes/no dialog) and acts only on yes. */
export function ConfirmButton({
  ask,
  onConfirm,
  className = 'btn',
  disabled,
  children,
}: {
  ask: ConfirmRequest;
  onConfirm(): void;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={async () => {
        if (await confirm(ask)) onConfirm();
      }}
    >
      {children}
    </button>
  );
}
