import { applied, refundFor } from '../../common/cancellation-policy.js';
import { getExchangeRateStrings } from '../../settings/read.js';
import { outstanding, outstandingInPayment } from '../terms.js';
import { termsStatement } from './terms-view.js';
import { istanbulDate } from '../../common/dates.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import type { Db } from '../../platform/db.js';
import { DomainError, NotFound } from '../errors.js';
import { changeReservation } from './change-reservation.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { ReservationDeps } from './deps.js';
import { contractFilename, hasContract, renderCharterContract } from './charter-contract.js';
import { revokeLink } from './links-repository.js';
import { renewLink, reservationOfLink } from './links.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import { reservationStreamId } from './events.js';
import { passengerListOf, savePassengerList } from './passenger-list-repository.js';
import { validPassengerList, type PassengerListInput } from './passenger-list.js';
import { requireReservation } from './read-repository.js';
import type { Reservation } from './schemas.js';

/** Every wrong answer to a link (another number, a tampered or revoked token) is the same 404. */
const NO_SUCH_LINK = () => new NotFound('Rezervasyon bulunamadı.');

async function reservationByLink(deps: Pick<ReservationDeps, 'sql'>, reference: string, token: string) {
  const id = await reservationOfLink(deps.sql, reference, token);
  if (!id) throw NO_SUCH_LINK();
  return requireReservation(deps.sql, id, null);
}

/**
 * What the visitor's reservation page shows: the status, the option's expiry while it is one, the
 * amounts paid and due, the bank accounts in the booking's currency (the reservation number is the
 * payment reference), the boat's cancellation terms and what cancelling now would refund, the
 * passenger list, and a pending cancellation request. No name, e-mail or phone of the customer.
 */
export async function visitorReservation(
  deps: Pick<ReservationDeps, 'sql'>,
  reference: string,
  token: string,
  now: string,
) {
  const r = await reservationByLink(deps, reference, token);
  const [today, list] = await Promise.all([getExchangeRateStrings(deps.sql), passengerListOf(deps.sql, r.id)]);
  // Everything about money, deadlines, accounts and cancellation is the booking's terms.
  const terms = r.terms;
  const policy = applied(terms.policy, terms.policy);
  const due = outstanding(terms, r.paid);
  const inPayment = outstandingInPayment(terms, r.paid, today);
  const open = r.status === 'option' || r.status === 'confirmed';
  const day = istanbulDate(now);
  const refundNow = open ? refundFor(policy.policy, r.start, day, r.paid) : null;
  return {
    reference: r.reference,
    status: r.status,
    boat: { name: r.boat.name, slug: r.boat.slug },
    start: r.start,
    end: r.end,
    days: r.days,
    guests: r.guests,
    language: r.language,
    currency: r.currency,
    total: r.total,
    deposit: r.deposit,
    paid: r.paid,
    depositDue: r.status === 'option' ? Math.max(r.deposit - r.paid, 0) : 0,
    balanceDue: open ? Math.max(r.total - r.paid, 0) : 0,
    optionUntil: r.status === 'option' ? r.optionUntil : null,
    banks: terms.banks,
    // A partner's commission is between the office and the partner, not the guest's to read.
    terms: { ...terms, commission: undefined },
    statement: termsStatement(terms, r, today, r.language),
    schedule: {
      depositDueBy: r.status === 'option' ? r.optionUntil : null,
      depositOutstanding: r.status === 'option' ? inPayment.deposit : 0,
      balanceDueOn: terms.balance.dueOn,
      balanceOnBoard: terms.balance.onBoard,
      balanceOutstanding: open ? due.balance : 0,
    },
    cancellation: {
      policy: { name: policy.name, text: policy.text, nameEn: policy.nameEn, textEn: policy.textEn },
      refundNow: refundNow && {
        amount: refundNow.amount,
        percent: refundNow.percent,
        daysBefore: refundNow.daysBefore,
      },
      canRequest: open && r.cancellationRequest === null && day < r.start,
      request: r.cancellationRequest && {
        requestedAt: r.cancellationRequest.requestedAt,
        amount: r.cancellationRequest.refund.amount,
        percent: r.cancellationRequest.refund.percent,
      },
      refund: r.refund && { amount: r.refund.amount, refunded: r.refunded },
    },
    passengerList: {
      editable: open && day < r.end,
      emergencyPhone: list?.emergencyPhone ?? '',
      passengers: (list?.passengers ?? []).map(({ fullName, nationality, documentNo, birthDate }) => ({
        fullName,
        nationality,
        documentNo,
        birthDate,
      })),
      updatedAt: list?.updatedAt ?? null,
    },
    /** The charter contract (PDF, in the booking's language) once the charter is confirmed, through the same link. */
    contractUrl: hasContract(r.status)
      ? `/v1/visitor-reservations/${encodeURIComponent(r.reference)}/contract.pdf?t=${encodeURIComponent(token)}`
      : null,
  };
}

/**
 * The charter contract of the reservation the link opens, in the booking's language, and its file name:
 * the same 404 as the page for a wrong link, 409 (Turkish) before the charter is confirmed.
 */
export async function visitorContract(
  deps: Pick<ReservationDeps, 'sql'>,
  reference: string,
  token: string,
  now: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const r = await reservationByLink(deps, reference, token);
  const pdf = await renderCharterContract(deps, r.id, r.language, { owner: null, now });
  return { pdf, filename: contractFilename(r.reference, r.language) };
}
export type VisitorReservation = Awaited<ReturnType<typeof visitorReservation>>;

/** The visitor enters (or corrects) the passenger list, up to the booked guests, while the booking is live. */
export async function saveVisitorPassengers(
  deps: Pick<ReservationDeps, 'sql' | 'store'>,
  reference: string,
  token: string,
  input: PassengerListInput,
  ctx: RequestContext,
): Promise<VisitorReservation> {
  const r = await reservationByLink(deps, reference, token);
  const today = istanbulDate(ctx.now);
  if ((r.status !== 'option' && r.status !== 'confirmed') || today >= r.end)
    throw new DomainError(
      'PASSENGER_LIST_CLOSED',
      'Bu rezervasyonun yolcu listesi artık değiştirilemez (iptal edilmiş veya tamamlanmış).',
    );
  const list = validPassengerList(input, r.guests, today);
  await recorded(deps, r.id, ctx, { type: 'RecordPassengerList', data: { entered: list.passengers.length } }, (tx) =>
    savePassengerList(tx, r.id, list, ctx.now),
  );
  return visitorReservation(deps, reference, token, ctx.now);
}

/**
 * A change of the visitor's page (the passenger list, the link) with its audit-trail event, in one
 * transaction: the list or link is not in the log (personal data, a secret), the fact that it changed is.
 */
async function recorded<T>(
  deps: Pick<ReservationDeps, 'sql' | 'store'>,
  id: string,
  ctx: RequestContext,
  record: PageRecord,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return deps.sql.begin(async (tx) => {
    const result = await work(tx);
    await execute(tx, deps.store, reservationSpec, reservationStreamId(id), commandOf(record, ctx), metadataOf(ctx));
    return result;
  }) as Promise<T>;
}

type PageRecord =
  | { type: 'RecordPassengerList'; data: { entered: number } }
  | { type: 'RecordVisitorLinkChange'; data: { change: 'renewed' | 'revoked' } };

const commandOf = (record: PageRecord, ctx: RequestContext): ReservationCommand => ({
  ...record,
  metadata: { now: ctx.now },
});

/** The visitor asks to cancel: a `CancellationRequested` with what the boat's policy would refund now. */
export async function requestCancellation(
  deps: CommandDeps,
  reference: string,
  token: string,
  ctx: RequestContext,
): Promise<VisitorReservation> {
  const r = await reservationByLink(deps, reference, token);
  await requestCancellationOf(deps, r, ctx);
  return visitorReservation(deps, reference, token, ctx.now);
}

/** The request itself, for a reservation already found (by its link). */
export async function requestCancellationOf(
  deps: CommandDeps,
  r: Pick<Reservation, 'id' | 'boat' | 'terms'>,
  ctx: RequestContext,
): Promise<Reservation> {
  // The policy the booking was made under (its terms).
  const { policy } = r.terms;
  return commandReservation(deps, r.id, null, ctx, {
    type: 'RequestCancellation',
    data: { policy },
    metadata: { now: ctx.now },
  });
}

/** The office refuses the visitor's cancellation request, with the reason the customer's mail gives. */
export function refuseCancellationRequest(
  deps: CommandDeps,
  id: string,
  reason: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, {
    type: 'RefuseCancellationRequest',
    data: { reason },
    metadata: { now: ctx.now },
  });
}

/** The office accepts it: the existing cancellation (reason "customer"), with the refund the boat's policy gives today. */
export async function acceptCancellationRequest(
  deps: CommandDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  const current = await requireReservation(deps.sql, id, owner);
  if (!current.cancellationRequest)
    throw new DomainError('NO_CANCELLATION_REQUEST', 'Bu rezervasyonun yanıt bekleyen bir iptal talebi yok.');
  const r = await changeReservation(
    deps,
    id,
    { status: 'cancelled', cancelReason: 'customer', cancelNote: 'Müşterinin iptal talebi kabul edildi.' },
    ctx,
    owner,
  );
  await deps.reactions.settle();
  return r;
}

/** The office revokes the reservation's link and issues a new one; the answer is the new address. */
export async function renewReservationLink(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'links'>,
  id: string,
  owner: OwnerScope,
  ctx: RequestContext,
): Promise<{ url: string }> {
  const r = await requireReservation(deps.sql, id, owner);
  const links = deps.links;
  if (!links) throw new Error('reservation links are not configured in this process');
  const token = await recorded(
    deps,
    r.id,
    ctx,
    { type: 'RecordVisitorLinkChange', data: { change: 'renewed' } },
    (tx) => renewLink(tx, links, r.id),
  );
  return { url: links.url(r.reference, r.language, token) };
}

/**
 * The office revokes the reservation's link without issuing another (a forwarded mail, a lost phone):
 * every link of the reservation answers 404 and later mails carry none, until the office renews it.
 * Revoking a revoked link changes nothing.
 */
export async function revokeReservationLink(
  deps: Pick<ReservationDeps, 'sql' | 'store'>,
  id: string,
  owner: OwnerScope,
  ctx: RequestContext,
): Promise<{ revoked: boolean }> {
  const r = await requireReservation(deps.sql, id, owner);
  return deps.sql.begin(async (tx) => {
    if (!(await revokeLink(tx, r.id))) return { revoked: false };
    const record: PageRecord = { type: 'RecordVisitorLinkChange', data: { change: 'revoked' } };
    await execute(tx, deps.store, reservationSpec, reservationStreamId(r.id), commandOf(record, ctx), metadataOf(ctx));
    return { revoked: true };
  });
}
