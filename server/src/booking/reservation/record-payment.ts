import { getExchangeRateStrings } from '../../settings/read.js';
import { randomUUID } from 'node:crypto';
import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { PaymentBody } from './payment-schemas.js';
import type { Reservation } from './schemas.js';

/**
 * The office records a payment; reaching the deposit confirms an option (the decider says so) unless
 * `confirm` is false. Unless `notify` is false the customer is told: the confirmation with the contract
 * when it confirmed, a receipt otherwise.
 */
export async function recordPayment(
  deps: CommandDeps,
  id: string,
  body: PaymentBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  // A balance paid in the payment currency at the day's rate counts at the office's rates now.
  const rates = await getExchangeRateStrings(deps.sql);
  return commandReservation(deps, id, owner, ctx, {
    type: 'RecordPayment',
    data: {
      paymentId: randomUUID(),
      amount: body.amount,
      currency: body.currency,
      method: body.method,
      reference: body.reference?.trim() || null,
      receivedOn: body.receivedOn,
      confirm: body.confirm ?? true,
      rates,
      notify: body.notify ?? true,
    },
    metadata: { now: ctx.now },
  });
}
