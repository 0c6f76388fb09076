import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Modal } from '@/dashboard/components/modal';
import { PARTNER_TEXTS as P } from '../texts';

/**
 * The whole key, shown this once (the server keeps only its hash): a read-only field to select and a
 * copy button. Closing it forgets the key; nothing else in the panel can show it again.
 */
export function SecretModal({ secret, onClose }: { secret: string; onClose(): void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(P.copied);
    } catch {
      toast.error(P.copyFailed);
    }
  };
  return (
    <Modal
      title={P.secretTitle}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {P.done}
        </button>
      }
    >
      <p>{P.secretIntro}</p>
      <div className="field">
        <label htmlFor={id}>{P.secretLabel}</label>
        <div className="partner-secret">
          <input
            id={id}
            type="text"
            readOnly
            value={secret}
            spellCheck={false}
            autoComplete="off"
            data-testid="partner-secret"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn" onClick={() => void copy()} aria-describedby={id}>
            {copied ? `${P.copy} ✓` : P.copy}
          </button>
        </div>
      </div>
    </Modal>
  );
}
