import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { T } from '@/dashboard/texts';

/**
 * A modal on the native <dialog> (focus moves in, Escape closes, the page behind is inert).
 * Rendered only while open; `onClose` runs for Escape, the close button and the backdrop.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'wide';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // Clicking the backdrop is a mouse shortcut; the keyboard closes with Escape (onCancel) or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`adm-dialog${size ? ` is-${size}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="adm-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-icon" aria-label={T.close} onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="adm-dialog-body">{children}</div>
      {footer ? <div className="adm-dialog-foot">{footer}</div> : null}
    </dialog>
  );
}

/** A form inside a modal: the submit button sits in the footer and submits the form. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  pending,
  children,
  size,
  submitLabel = T.save,
}: {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  children: ReactNode;
  size?: 'small' | 'wide';
  submitLabel?: string;
}) {
  const formId = useId();
  return (
    <Modal
      title={title}
      onClose={onClose}
      {...(size ? { size } : {})}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? T.saving : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="adm-form" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
