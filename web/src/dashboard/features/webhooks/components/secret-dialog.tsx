import { useId } from 'react';
import { Modal } from '@/dashboard/components/modal';
import type { WebhookSecret } from '../api/webhooks';
import { W } from './webhook-texts';

/** The signing secret, shown once after an endpoint is created or its secret renewed. */
export function SecretDialog({ created, onClose }: { created: WebhookSecret; onClose(): void }) {
  const id = useId();
  return (
    <Modal
      title={W.secretTitle}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {W.done}
        </button>
      }
    >
      <p>{W.secretIntro}</p>
      <p className="muted">{created.endpoint.url}</p>
      <div className="field">
        <label htmlFor={id}>{W.secretLabel}</label>
        <input id={id} readOnly value={created.secret} onFocus={(e) => e.currentTarget.select()} />
      </div>
    </Modal>
  );
}
