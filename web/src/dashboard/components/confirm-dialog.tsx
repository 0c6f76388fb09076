import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { T } from '@/dashboard/texts';
import { Modal } from './modal';

export interface ConfirmRequest {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}
type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Provides `useConfirm()`: an accessible yes/no dialog, awaited before deletes and other risky actions. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request ? (
        <Modal
          title={request.title ?? T.deleteConfirmTitle}
          size="small"
          onClose={() => answer(false)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => answer(false)}>
                {T.cancel}
              </button>
              <button
                type="button"
                className={`btn ${request.danger === false ? 'btn-primary' : 'btn-danger'}`}
                onClick={() => answer(true)}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal <dialog> moves focus in; the answer asked for is the one it lands on
                autoFocus
              >
                {request.confirmLabel ?? T.delete}
              </button>
            </>
          }
        >
          <p style={{ margin: 0 }}>{request.message}</p>
        </Modal>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs ConfirmProvider');
  return confirm;
}
