import { randomUUID } from 'node:crypto';
import { applied as appliedOf, refundFor } from '../../common/cancellation-policy.js';
import { istanbulDate } from '../../common/dates.js';
import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { ReservationDeps } from './deps.js';
import { requireReservation } from './read-repository.js';
import type { RefundBody } from './payment-schemas.js';
import type { Reservation } from './schemas.js';

/**
 * The office records a refund paid out to the customer of a cancelled reservation (a negative
 * transaction); unless `notify` is false the customer gets the refund notice.
 */
export function recordRefund(
  deps: CommandDeps,
  id: string,
  body: RefundBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, {
    type: 'RecordRefund',
    data: {
      paymentId: randomUUID(),
      amount: body.amount,
      currency: body.currency,
      method: body.method,
      reference: body.reference?.trim() || null,
      paidOn: body.paidOn,
      notify: body.notify ?? true,
    },
    metadata: { now: ctx.now },
  });
}

/**
 * What cancelling the reservation now would owe back under its boat's policy (the cancel dialog shows
 * it before the office decides); the decider computes the same with the same pure rule.
 */
export async function quoteRefund(
  deps: Pick<ReservationDeps, 'sql'>,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
) {
  const r = await requireReservation(deps.sql, id, owner);
  // The policy the booking was made under (its terms).
  const applied = appliedOf(r.terms.policy, r.terms.policy);
  const owes = r.status === 'confirmed' || (r.status === 'option' && r.paid > 0);
  const computed = refundFor(applied.policy, r.start, istanbulDate(ctx.now), owes ? r.paid : 0);
  return {
    owes,
    applied,
    amount: computed.amount,
    currency: r.currency,
    paid: r.paid,
    percent: computed.percent,
    daysBefore: computed.daysBefore,
    rule: computed.rule,
  };
}
