import type { Attempt } from './complete-deliveries.js';
import { createDeliveriesRepository, type DeliveryToSend } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import type { SendJob } from './queue.js';
import { signedHeaders } from './signature.js';

type Deps = Pick<WebhookDeps, 'sql' | 'config' | 'post' | 'now'>;

/** The secrets that sign now: the current one, and the one it replaced during its overlap. */
function signingSecrets(d: DeliveryToSend, now: Date): string[] {
  const previous = d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > now ? [d.previousSecret] : [];
  return [d.secret, ...previous];
}

/** Whether a job may send its delivery now: its current job, the endpoint enabled, nothing earlier pending. */
const maySend = (d: DeliveryToSend | undefined, job: SendJob): d is DeliveryToSend =>
  d !== undefined &&
  d.enabled &&
  (job.manual === true || (d.status === 'pending' && d.generation === job.generation && !d.earlierPending));

/**
 * A batch of `webhooks.send` jobs: their deliveries read in one statement, each one that may go POSTed,
 * signed, at most `limit` at once, and what came of it handed to `record` (which writes a group of them
 * in one transaction, `complete-deliveries.ts`) as soon as it is known, so a slow receiver holds up no
 * other. A job that may not send (superseded, waiting behind an earlier delivery of its lane, its endpoint
 * disabled or gone) does nothing: the earlier one's completion queues it. No transaction is open while a
 * request is out. Resolves with the jobs whose record could not be written (pg-boss runs them again).
 */
export async function sendDeliveries(
  deps: Deps,
  jobs: readonly { id: string; data: SendJob }[],
  limit: <R>(task: () => Promise<R>) => Promise<R>,
  record: (attempt: Attempt) => Promise<void>,
): Promise<{ id: string; error: Error }[]> {
  const deliveries = await createDeliveriesRepository(deps.sql).forSend([
    ...new Set(jobs.map((j) => j.data.deliveryId)),
  ]);
  const failed: { id: string; error: Error }[] = [];
  await Promise.all(
    jobs.map(async (job) => {
      const delivery = deliveries.get(job.data.deliveryId);
      if (!maySend(delivery, job.data)) return;
      try {
        await limit(async () => {
          const sentAt = deps.now();
          const headers = signedHeaders(
            signingSecrets(delivery, sentAt),
            delivery.messageId,
            Math.floor(sentAt.getTime() / 1000),
            delivery.body,
          );
          const outcome = await deps.post(delivery.url, delivery.body, headers, {
            timeoutMs: deps.config.timeoutMs,
            allowPrivateHosts: deps.config.allowPrivateHosts,
          });
          // The record is not waited for inside the limit: the next send need not wait for a commit.
          return outcome;
        }).then((outcome) => record({ delivery, job: job.data, outcome, at: deps.now() }));
      } catch (err) {
        failed.push({ id: job.id, error: err instanceof Error ? err : new Error(String(err)) });
      }
    }),
  );
  return failed;
}
