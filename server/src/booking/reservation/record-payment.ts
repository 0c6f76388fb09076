import { randomUUID } from 'node:crypto';
import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation } from './command-reservation.js';
import type { ReservationDeps } from './deps.js';
import type { Reservation } from './schemas.js';

export interface PaymentBody {
  amount: number;
  currency: Reservation['currency'];
  method: 'bank_transfer' | 'card' | 'cash';
  reference?: string;
  receivedOn: string;
}

/** The office records a payment; reaching the deposit confirms an option (the decider says so). */
export function recordPayment(
  deps: ReservationDeps,
  id: string,
  body: PaymentBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, {
    type: 'RecordPayment',
    data: {
      paymentId: randomUUID(),
      amount: body.amount,
      currency: body.currency,
      method: body.method,
      reference: body.reference?.trim() || null,
      receivedOn: body.receivedOn,
    },
    metadata: { now: ctx.now },
  });
}
