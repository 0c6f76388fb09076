import { istanbulDateTime } from '../common/dates.js';
import { uuidV5 } from '../common/uuid.js';
import { createMailFacts } from '../mail/compose.js';
import { enqueueMails, NO_OFFICE_EMAIL, type MailRequest } from '../mail/outbox.js';
import type { Db } from '../platform/db.js';
import { createDeliveriesRepository } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { createEndpointsRepository } from './repository.js';

/**
 * Stops deliveries to an endpoint that failed for the whole retry window (or answered 410 Gone), in the
 * caller's transaction: the endpoint is disabled with the reason, and the office is mailed, and so is the
 * partner owning it (its contact, in its language, `partner-seams.ts`), the office's mail naming the partner.
 * Its pending deliveries stay, to go out in order when the office or the partner enables it again. Nothing
 * when it was already disabled.
 */
export async function disableFailingEndpoint(
  tx: Db,
  deps: Pick<WebhookDeps, 'mail' | 'partners'>,
  endpoint: { id: string; url: string; partnerId: string | null },
  problem: string,
  at: Date,
): Promise<boolean> {
  if (!(await createEndpointsRepository(tx).disable(endpoint.id, problem, at))) return false;
  const pending = await createDeliveriesRepository(tx).pendingCount(endpoint.id);
  const eventId = uuidV5(`webhook-disabled:${endpoint.id}:${at.toISOString()}`);
  const office = await createMailFacts(tx, deps.mail.officeEmail).officeEmail();
  // The partner's name for the office's mail; its address and language for its own.
  const partner = endpoint.partnerId
    ? (await deps.partners.partnerContacts(tx, [endpoint.partnerId])).get(endpoint.partnerId)
    : undefined;
  const mails: MailRequest[] = [
    {
      eventId,
      kind: 'webhook_disabled_office',
      reservationId: null,
      recipient: office,
      noRecipient: NO_OFFICE_EMAIL,
      values: {
        webhook_url: endpoint.url,
        webhook_owner: endpoint.partnerId
          ? `İş ortağı (${partner?.name ?? endpoint.partnerId})`
          : 'Ofisin kendi adresi',
        webhook_problem: problem,
        webhook_disabled_at: istanbulDateTime(at, 'tr'),
        webhook_pending: String(pending),
      },
    },
  ];
  if (endpoint.partnerId) {
    const language = partner?.language ?? 'tr';
    mails.push({
      eventId,
      kind: 'webhook_disabled_partner',
      reservationId: null,
      recipient: partner?.email ?? undefined,
      noRecipient: 'İş ortağının iletişim adresi bilinmediği için e-posta gönderilmedi.',
      language,
      values: {
        webhook_url: endpoint.url,
        webhook_id: endpoint.id,
        webhook_problem: problem,
        webhook_disabled_at: istanbulDateTime(at, language),
      },
    });
  }
  await enqueueMails(tx, deps.mail.queue, mails);
  return true;
}
