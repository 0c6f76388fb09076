import { nextAttempt, retryAfterMoment } from './backoff.js';
import { createDeliveriesRepository, type DeliveryToSend } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { disableFailingEndpoint } from './disable-failing-endpoint.js';
import type { SendJob } from './queue.js';
import { signedHeaders } from './signature.js';

type Deps = Pick<WebhookDeps, 'sql' | 'config' | 'queue' | 'post' | 'now' | 'random' | 'mail' | 'partners'>;

export type SendResult = 'delivered' | 'retry' | 'given-up' | 'manual' | 'skipped';

/** The secrets that sign now: the current one, and the one it replaced during its overlap. */
function signingSecrets(d: DeliveryToSend, now: Date): string[] {
  const previous = d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > now ? [d.previousSecret] : [];
  return [d.secret, ...previous];
}

/**
 * One `webhooks.send` job: POSTs the delivery, signed, and records what came of it. A job sends only
 * while it is its delivery's current one and no earlier delivery of the lane is pending (at least once,
 * in order per lane: a later delivery waits, the earlier one's completion queues it). Delivered, the
 * lane's next goes at once; failed, it is tried again on the schedule; after the last attempt (or a
 * 410 Gone) it is given up and the endpoint disabled. No transaction is open while the request is out.
 */
export async function sendDelivery(deps: Deps, job: SendJob): Promise<SendResult> {
  const d = await createDeliveriesRepository(deps.sql).forSend(job.deliveryId);
  if (!d || !d.enabled) return 'skipped';
  if (!job.manual && (d.status !== 'pending' || d.generation !== job.generation || d.earlierPending)) return 'skipped';

  const sentAt = deps.now();
  const headers = signedHeaders(signingSecrets(d, sentAt), d.messageId, Math.floor(sentAt.getTime() / 1000), d.body);
  const outcome = await deps.post(d.url, d.body, headers, {
    timeoutMs: deps.config.timeoutMs,
    allowPrivateHosts: deps.config.allowPrivateHosts,
  });
  const at = deps.now();
  const attempt = { at, status: outcome.status, error: outcome.error };

  if (job.manual) {
    await createDeliveriesRepository(deps.sql).manualAttempt(d.id, attempt, outcome.ok);
    return 'manual';
  }
  if (outcome.ok) {
    await deps.sql.begin(async (tx) => {
      const { next } = await createDeliveriesRepository(tx).delivered(d, attempt);
      if (next) await deps.queue.sends(tx, [next]);
    });
    return 'delivered';
  }
  const gone = outcome.status === 410;
  const decision = gone
    ? { retry: false as const }
    : nextAttempt(
        d.attempts + 1,
        at,
        deps.config.retrySchedule,
        retryAfterMoment(outcome.retryAfter, at),
        deps.random(),
      );
  return deps.sql.begin(async (tx) => {
    const deliveries = createDeliveriesRepository(tx);
    if (decision.retry) {
      const again = await deliveries.retryLater(d, attempt, decision.at);
      if (again) await deps.queue.sends(tx, [{ ...again, at: decision.at }]);
      return 'retry';
    }
    if (!(await deliveries.givenUp(d, attempt))) return 'skipped';
    const problem = gone
      ? 'Alıcı 410 Gone yanıtı verdi: bu adrese artık gönderim istenmiyor.'
      : `${d.attempts + 1} denemenin hiçbiri başarılı olmadı; son hata: ${outcome.error ?? 'bilinmiyor'}`;
    await disableFailingEndpoint(tx, deps, { id: d.endpointId, url: d.url, partnerId: d.partnerId }, problem, at);
    return 'given-up';
  });
}
