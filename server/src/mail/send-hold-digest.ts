import { trRange } from '../common/dates.js';
import { uuidV5 } from '../common/uuid.js';
import type { Sql } from '../platform/db.js';
import { createMailFacts } from './compose.js';
import { createFloodRepository } from './flood-repository.js';
import { DIGEST_MINUTES } from './hold-digest.js';
import { enqueueMail, NO_OFFICE_EMAIL, outboxIdOf } from './outbox.js';
import type { MailQueue } from './queue.js';
import type { HoldLine } from './render.js';

/** A digest names at most this many holds; the rest are counted. */
const LISTED = 100;

const istanbulTime = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Sends the digest of the holds waiting for one, unless the office had a flood notice within the last
 * DIGEST_MINUTES. One transaction: the digest's outbox row, its job and the holds it lists are
 * committed together. Run every minute by a job (pg-boss runs one per tick across instances; the lock
 * makes a second run harmless). Returns the number of holds the digest listed (0: none sent).
 */
export async function sendHoldDigest(
  sql: Sql,
  deps: {
    queue: MailQueue;
    officeEmail: string | undefined;
    surge: { holdsPerHour: number; optionMinutes: number };
  },
): Promise<number> {
  return sql.begin(async (tx) => {
    const flood = createFloodRepository(tx);
    await flood.lockFloodNotices();
    if (await flood.floodNoticeSentRecently()) return 0;
    const waiting = await flood.waitingForDigest();
    if (waiting.length === 0) return 0;
    const facts = createMailFacts(tx, deps.officeEmail);
    const [reservations, officeEmail, now] = await Promise.all([
      facts.reservations(waiting.map((w) => w.reservationId)),
      facts.officeEmail(),
      flood.now(),
    ]);
    let awaiting = 0;
    const holds: HoldLine[] = [];
    for (const w of waiting) {
      const r = reservations.get(w.reservationId);
      if (!r) continue;
      // The hold's deadline is still the short one it got: the visitor has not confirmed.
      const unconfirmed =
        r.status === 'option' && Date.parse(r.optionUntil) === w.optionUntil.getTime() && w.optionUntil > now;
      if (unconfirmed) awaiting++;
      holds.push({
        reference: r.reference,
        boatName: r.boat.name,
        dates: trRange('stay', r.start, r.end),
        state: unconfirmed
          ? `onay bekliyor (${istanbulTime(r.optionUntil)} saatine kadar)`
          : r.status === 'option'
            ? Date.parse(r.optionUntil) === w.optionUntil.getTime()
              ? 'onaylanmadı, süresi doldu'
              : 'ziyaretçi onayladı, opsiyonda'
            : r.status === 'cancelled'
              ? 'düştü (iptal)'
              : 'kesinleşti',
      });
    }
    const listed = holds.slice(0, LISTED);
    if (holds.length > LISTED)
      listed.push({ reference: '…', boatName: `${holds.length - LISTED} istek daha`, dates: '', state: 'listede yok' });
    const eventId = uuidV5(`hold-digest:${waiting.map((w) => w.reservationId).join(',')}`);
    await enqueueMail(tx, deps.queue, {
      eventId,
      kind: 'hold_digest_office',
      reservationId: null,
      recipient: officeEmail,
      noRecipient: NO_OFFICE_EMAIL,
      values: {
        digest_count: String(waiting.length),
        awaiting_count: String(awaiting),
        digest_minutes: String(DIGEST_MINUTES),
        surge_threshold: String(deps.surge.holdsPerHour),
        surge_minutes: String(deps.surge.optionMinutes),
        holds: listed,
      },
    });
    await flood.listedIn(
      outboxIdOf(eventId, 'hold_digest_office'),
      waiting.map((w) => w.reservationId),
    );
    return waiting.length;
  });
}
