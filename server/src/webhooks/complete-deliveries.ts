import { nextAttempt, retryAfterMoment } from './backoff.js';
import { createDeliveriesRepository, type DeliveryToSend } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { disableFailingEndpoint } from './disable-failing-endpoint.js';
import type { PostOutcome } from './http-post.js';
import type { SendJob } from './queue.js';
import { commitWithoutFlush } from '../platform/db.js';

/** One attempt made: the delivery as it was read, the job that sent it, what came of it and when. */
export interface Attempt {
  delivery: DeliveryToSend;
  job: SendJob;
  outcome: PostOutcome;
  at: Date;
}

type Deps = Pick<WebhookDeps, 'sql' | 'config' | 'queue' | 'random' | 'mail' | 'partners'>;

/**
 * Records a group of attempts in one transaction. Delivered: marked, and each lane's next delivery queued
 * at once. Failed: queued again at the schedule's next moment, or (after the last attempt, or a 410 Gone)
 * given up and the endpoint disabled and told. A redelivery by hand is noted without touching the schedule.
 * A job that is no longer its delivery's current one changes nothing. The commit is not waited for on disk
 * (`synchronous_commit off`): a crash may lose the last moment's records, and those deliveries are then sent
 * again (at least once, as promised), never lost.
 */
export async function completeDeliveries(deps: Deps, attempts: readonly Attempt[]): Promise<void> {
  await deps.sql.begin(async (tx) => {
    await commitWithoutFlush(tx);
    const deliveries = createDeliveriesRepository(tx);
    const delivered = attempts.filter((a) => !a.job.manual && a.outcome.ok);
    const next = await deliveries.delivered(
      delivered.map((a) => ({
        id: a.delivery.id,
        endpointId: a.delivery.endpointId,
        lane: a.delivery.lane,
        generation: a.job.generation,
        outcome: { at: a.at, status: a.outcome.status, error: null },
      })),
    );
    await deps.queue.sends(tx, next);

    for (const a of attempts.filter((x) => x.job.manual || !x.outcome.ok)) {
      const d = a.delivery;
      const outcome = { at: a.at, status: a.outcome.status, error: a.outcome.error };
      if (a.job.manual) {
        await deliveries.manualAttempt(d.id, outcome, a.outcome.ok);
        continue;
      }
      const current = { id: d.id, generation: a.job.generation };
      const gone = a.outcome.status === 410;
      const decision = gone
        ? { retry: false as const }
        : nextAttempt(
            d.attempts + 1,
            a.at,
            deps.config.retrySchedule,
            retryAfterMoment(a.outcome.retryAfter, a.at),
            deps.random(),
          );
      if (decision.retry) {
        const again = await deliveries.retryLater(current, outcome, decision.at);
        if (again) await deps.queue.sends(tx, [{ ...again, at: decision.at }]);
        continue;
      }
      if (!(await deliveries.givenUp(current, outcome))) continue;
      const problem = gone
        ? 'Alıcı 410 Gone yanıtı verdi: bu adrese artık gönderim istenmiyor.'
        : `${d.attempts + 1} denemenin hiçbiri başarılı olmadı; son hata: ${a.outcome.error ?? 'bilinmiyor'}`;
      await disableFailingEndpoint(tx, deps, { id: d.endpointId, url: d.url, partnerId: d.partnerId }, problem, a.at);
    }
  });
}
