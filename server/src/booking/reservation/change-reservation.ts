import { boatById, capacityFor, quoteFor } from '../catalog.js';
import { istanbulDate, type IsoDate } from '../../common/dates.js';
import { balanceDaysBefore } from '../../settings/read.js';
import { retermed } from '../terms.js';
import type { Quote } from '../pricing.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { ConcurrencyConflict, DomainError } from '../errors.js';
import { changeCustomer } from './customers-repository.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import { requireBookableDates } from './decide/rules.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { writeReservation } from './command-reservation.js';
import { requireQuote, requireReservation } from './read-repository.js';
import { recountExtras, withExtras } from '../pricing.js';
import type { UpdateReservationBody } from './office-schemas.js';
import type { Reservation } from './schemas.js';

/**
 * The office reschedules, changes details, customer data or status, in one transaction;
 * `expectedVersion` guards against a stale screen.
 */
export async function changeReservation(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>,
  id: string,
  body: UpdateReservationBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  const { sql } = deps;
  const current = await requireReservation(sql, id, owner);
  if ((body.start === undefined) !== (body.end === undefined)) {
    throw new DomainError(
      'INVALID_RANGE',
      'Tarih değişikliği için biniş ve dönüş günü birlikte gönderilmelidir.',
      'invalid',
    );
  }
  if (body.expectedVersion !== undefined && body.expectedVersion !== current.version)
    throw new ConcurrencyConflict('reservation');
  const start = body.start ?? current.start;
  const end = body.end ?? current.end;
  const rescheduling = start !== current.start || end !== current.end;
  // The decider's date rule before pricing: a past or reversed range is named as such.
  if (rescheduling) requireBookableDates(start, end, ctx.now);
  const [boat, stored] = await Promise.all([boatById(sql, current.boat.id, null), requireQuote(sql, id)]);
  const base = rescheduling ? await quoteFor(sql, boat.id, start, end, current.displayCurrency) : undefined;
  const days = base?.days ?? current.days;
  // The reservation's extras counted again for the new days and guests, at the prices agreed. (A new
  // currency is refused by the decider; the days' quote goes to it as it is.)
  const extras = recountExtras(stored.extras, days, body.guests ?? current.guests);
  const quote = base && base.currency === stored.currency ? withExtras(base, extras) : base;
  // New amounts are new terms: the payment currency, balance rule, policy and accounts agreed stay.
  const daysBefore = await balanceDaysBefore(sql);
  const reterm = (q: Quote, from: IsoDate) =>
    retermed(current.terms, q, {
      start: from,
      bookedOn: istanbulDate(current.createdAt),
      balanceDaysBefore: daysBefore,
    });
  const changesDetails = body.guests !== undefined || body.note !== undefined || body.platformRef !== undefined;
  const cmds: ReservationCommand[] = [];
  const m = { now: ctx.now };
  // New dates, a price the guests changed, a cancellation: the customer is told unless the office says not.
  const notify = body.notify ?? true;
  if (rescheduling && quote) {
    // The guests kept must fit the new days; a details change in the same request checks its own guests.
    cmds.push({
      type: 'RescheduleReservation',
      data: {
        start,
        end,
        quote,
        terms: reterm(quote, start),
        notify,
        ...(changesDetails ? {} : { capacity: capacityFor(boat, days) }),
      },
      metadata: m,
    });
  }
  if (changesDetails) {
    cmds.push({
      type: 'ChangeReservationDetails',
      data: {
        capacity: capacityFor(boat, days),
        ...(body.guests !== undefined ? { guests: body.guests } : {}),
        ...(body.note !== undefined ? { note: body.note?.trim() || null } : {}),
        ...(body.platformRef !== undefined ? { platformRef: body.platformRef?.trim() || null } : {}),
      },
      metadata: m,
    });
  }
  if (!rescheduling && body.guests !== undefined && body.guests !== current.guests) {
    // Per-person extras follow the guests (a no-op for the decider when nothing counts persons).
    const recounted = withExtras(stored, extras);
    cmds.push({
      type: 'ChangeExtras',
      data: { quote: recounted, terms: reterm(recounted, current.start), notify },
      metadata: m,
    });
  }
  if (body.status === 'confirmed' && current.status !== 'confirmed')
    cmds.push({ type: 'ConfirmReservation', data: {}, metadata: m });
  if (body.status === 'cancelled') {
    // The policy the booking was made under (its terms) decides what a confirmed or paid reservation owes back.
    const { policy } = current.terms;
    cmds.push({
      type: 'CancelReservation',
      data: {
        reason: body.cancelReason ?? 'office',
        note: body.cancelNote?.trim() || null,
        refund: { policy, ...(body.refundOverride ? { override: body.refundOverride } : {}) },
        notify,
      },
      metadata: m,
    });
  }
  if (body.status === 'completed') cmds.push({ type: 'CompleteReservation', data: {}, metadata: m });
  const streamId = reservationStreamId(id);
  await writeReservation(deps, { boatId: current.boat.id, start, end, exceptRef: id }, async (tx) => {
    if (body.customer) await changeCustomer(tx, current.customer.id, body.customer);
    for (const cmd of cmds) await execute(tx, deps.store, reservationSpec, streamId, cmd, metadataOf(ctx));
  });
  // The office reads the reservation's mails right after (new terms, a cancellation): queue them first.
  await deps.reactions.settle();
  return requireReservation(sql, id, owner);
}
