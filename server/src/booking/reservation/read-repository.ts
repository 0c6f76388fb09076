import { likePattern, type Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import { getExchangeRateStrings } from '../../settings/read.js';
import type { OwnerScope } from '../context.js';
import { NotFound } from '../errors.js';
import type { Quote } from '../pricing.js';
import type { ReservationListQuery } from './office-schemas.js';
import { toReservation, type Row } from './reservation-row.js';
import type { Reservation } from './schemas.js';

/** The customer's name as the office sees it: erased customers keep no name. */
export const customerName = (db: Db) => db`case when c.erased_at is null then c.name else 'Silinmiş müşteri' end`;

/** The rows of `owner`'s boats (`b`, the statement's boats relation); every boat's for null (ADMIN). */
export const ownerScope = (db: Db, owner: OwnerScope) => db`(${owner}::int is null or b.owner_id = ${owner})`;

/**
 * How far the office's reservation list counts: exactly up to the next multiple of this past the page's
 * end, "more than" beyond it (`totalExact: false`). Counting every one of 164 000 reservations costs
 * 12 ms at 50 000 boats, 10 000 of them 1.5 ms; a name part costs a name comparison and a join per
 * counted row (a part matching 11 000 reservations: 37 ms counted whole, 11 ms to 1 000), so it counts
 * to a smaller step. An office of a few thousand reservations always sees the exact number.
 */
export const OFFICE_COUNT_STEP = { plain: 10_000, byName: 1_000 };

/** The count a page of the office's list reads to: a multiple of `step` past the page's last row. */
export const countTo = (skip: number, take: number, step: number) => (Math.floor((skip + take) / step) + 1) * step;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `valuesDb`: where the office list's statements with a customer-name part run, planned with their values
 * each call (a pool of unnamed statements, as the public search's). On named statements PostgreSQL moves to
 * one generic plan for any name after a few runs: found through the name index and sorted, it answered a
 * name matching 11 000 reservations in 166 ms, where the plan made for that name walks the creation index
 * (5 ms); which names came first on a connection then decided how fast the next ones were. `db` when not given.
 */
export function createReservationsReadRepository(db: Db, valuesDb: Db = db) {
  const select = db`
    select r.id, r.reference, r.boat_id, b.name as boat_name, b.slug as boat_slug, r.customer_id,
      c.name as customer_name, c.email as customer_email, c.phone as customer_phone, c.erased_at as customer_erased_at,
      c.client_fingerprint as customer_client_fingerprint,
      r.status, r.start_date::text, r.end_date::text, r.guests, r.currency, r.total_minor, r.deposit_minor, r.paid_minor,
      r.display_currency, r.display_total_minor, r.language, r.ical_unchecked, r.option_until, r.channel, r.platform_ref, r.note, r.cancel_reason,
      r.partner_id, r.partner_reference, (select pa.name from partners pa where pa.id = r.partner_id) as partner_name,
      r.refund, r.refunded_minor, r.cancellation_request, r.balance_overdue_on::text, r.external_conflicts, r.quote -> 'extras' as extras, r.terms, r.rates,
      (select count(*) from passengers p where p.reservation_id = r.id)::int as passengers, r.confirmed_at, r.cancelled_at, r.bank_details_sent_at, r.confirmation_sent_at, r.created_at, r.updated_at, r.version
    from reservations r join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id`;
  const scope = (owner: OwnerScope) => ownerScope(db, owner);

  return {
    async get(id: string, owner: OwnerScope): Promise<Reservation | undefined> {
      const [[row], today] = await Promise.all([
        db<Row[]>`${select} where r.id = ${id} and ${scope(owner)}`,
        getExchangeRateStrings(db),
      ]);
      return row && toReservation(row, today);
    },

    async getMany(ids: readonly string[]): Promise<Map<string, Reservation>> {
      if (ids.length === 0) return new Map();
      const [rows, today] = await Promise.all([
        db<Row[]>`${select} where r.id = any(${ids as string[]}::uuid[])`,
        getExchangeRateStrings(db),
      ]);
      return new Map(rows.map((row) => [row.id, toReservation(row, today)]));
    },

    async byPlatformRef(ref: string, owner: OwnerScope): Promise<Reservation | undefined> {
      const [[row], today] = await Promise.all([
        db<Row[]>`${select} where r.platform_ref = ${ref} and ${scope(owner)} order by r.created_at desc limit 1`,
        getExchangeRateStrings(db),
      ]);
      return row && toReservation(row, today);
    },

    async list(
      q: ReservationListQuery,
      owner: OwnerScope,
      today: string,
      step: typeof OFFICE_COUNT_STEP = OFFICE_COUNT_STEP,
    ): Promise<{ content: Reservation[]; total: number; totalExact: boolean }> {
      const search = q.reservation_id?.trim() || null;
      const name = q.customer_name?.trim() ? likePattern(q.customer_name.trim()) : null;
      // Only the filters given, so each combination is its own statement with its own plan (a
      // generic `$1 is null or ...` plan can use no index), and the page's ids and the count join
      // only what the filters need: boats for an owner, customers for a name.
      const conditions = [
        owner === null ? undefined : db`b.owner_id = ${owner}`,
        q.status ? db`r.status = ${q.status}` : undefined,
        q.boat_id === undefined ? undefined : db`r.boat_id = ${q.boat_id}`,
        q.partner_id === undefined ? undefined : db`r.partner_id = ${q.partner_id}::uuid`,
        // A reference in any case, or the id (`r.id::text` is always the lower-case canonical form,
        // so only a canonical uuid can equal it; compared as a uuid, the primary key finds it).
        search === null
          ? undefined
          : UUID.test(search)
            ? db`(upper(r.reference) = upper(${search}) or r.id = ${search}::uuid)`
            : db`upper(r.reference) = upper(${search})`,
        // Turkish letters folded on both sides (`customers.name_folded`, migration 0112).
        name === null ? undefined : db`c.name_folded like tr_fold(${name})`,
        q.oldrez === undefined
          ? undefined
          : q.oldrez
            ? db`r.end_date < ${today}::date`
            : db`r.end_date >= ${today}::date`,
      ].filter((c) => c !== undefined);
      const where = conditions.length ? conditions.reduce((all, c) => db`${all} and ${c}`) : db`true`;
      const order = {
        newest: db`r.created_at desc, r.id`,
        oldest: db`r.created_at asc, r.id`,
        start_asc: db`r.start_date asc, r.id`,
        start_desc: db`r.start_date desc, r.id`,
      }[q.order ?? 'newest'];
      // With `oldrez` and a start order, where in the start index such reservations can start: one not yet
      // over ends today or later, so it starts no earlier than today minus the longest stay; one over
      // starts before today minus the shortest (both read from migration 0108's index in this statement,
      // so exact whatever the stays). The walk then passes no reservation of the other kind first.
      const startBound =
        q.oldrez === undefined || !(q.order === 'start_asc' || q.order === 'start_desc')
          ? db``
          : q.oldrez
            ? db`and r.start_date < ${today}::date - (select min(s.end_date - s.start_date) from reservations s)`
            : db`and r.start_date >= ${today}::date - (select max(s.end_date - s.start_date) from reservations s)`;
      const joins = db`${owner === null ? db`` : db`join ${readableBoats(db)} b on b.id = r.boat_id`} ${name === null ? db`` : db`join customers c on c.id = r.customer_id`}`;
      // Counted up to a bound past the page (OFFICE_COUNT_STEP): the total is exact below it.
      const bound = countTo(q.skip, q.take, name === null ? step.plain : step.byName);
      // Overdue balances come first, in the list's order: few, found through their partial index
      // (migration 0080), and left out of the rest by id, so the rest keeps its plan.
      // A name part's statements run where each is planned for its name (`valuesDb`); the page's rows are
      // then read by id on `db`, so the long select keeps its one plan.
      const ids = name === null ? db : valuesDb;
      const [overdue, [count]] = await Promise.all([
        ids<{ id: string }[]>`
          select r.id from reservations r ${joins} where ${where} and r.balance_overdue_on is not null order by ${order}`,
        ids<{ n: number }[]>`select count(*) as n from (
          select from reservations r ${joins} where ${where} limit ${bound + 1}) counted`,
      ]);
      const n = count?.n ?? 0;
      const counted = { total: Math.min(n, bound), totalExact: n <= bound };
      if (overdue.length === 0 && name === null) {
        // The page's ids first, from the narrow indexes of migration 0058 (a filter that skips many
        // rows, or a late page, then reads no row it does not show), then its rows.
        const [rows, rates] = await Promise.all([
          db<
            Row[]
          >`${select} join (select r.id from reservations r ${joins} where ${where} ${startBound} order by ${order} offset ${q.skip} limit ${q.take}) page
                  on page.id = r.id order by ${order}`,
          getExchangeRateStrings(db),
        ]);
        return { content: rows.map((row) => toReservation(row, rates)), ...counted };
      }
      const overdueIds = overdue.map((r) => r.id);
      const first = overdueIds.slice(q.skip, q.skip + q.take);
      const restTake = q.take - first.length;
      const rest =
        restTake > 0
          ? await ids<{ id: string }[]>`
              select r.id from reservations r ${joins} where ${where} ${startBound} and r.id <> all(${overdueIds}::uuid[])
              order by ${order} offset ${Math.max(0, q.skip - overdueIds.length)} limit ${restTake}`
          : [];
      const page = [...first, ...rest.map((r) => r.id)];
      const byId = await this.getMany(page);
      const rows = page.map((id) => byId.get(id)).filter((r) => r !== undefined);
      return { content: rows, ...counted };
    },

    async quote(id: string): Promise<Quote | undefined> {
      const [row] = await db<{ quote: Quote }[]>`select quote from reservations where id = ${id}`;
      return row?.quote;
    },

    /** Reservations waiting for the office: options not yet confirmed (the sidebar badge). */
    async awaitingAction(owner: OwnerScope): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*) as n from reservations r join ${readableBoats(db)} b on b.id = r.boat_id where r.status = 'option' and ${scope(owner)}`;
      return row?.n ?? 0;
    },
  };
}

/** The reservation the caller may see, or a 404. */
export async function requireReservation(db: Db, id: string, owner: OwnerScope): Promise<Reservation> {
  const r = await createReservationsReadRepository(db).get(id, owner);
  if (!r) throw new NotFound('Rezervasyon bulunamadı.');
  return r;
}

/** The quote a reservation was priced with, or a 404. */
export async function requireQuote(db: Db, id: string): Promise<Quote> {
  const q = await createReservationsReadRepository(db).quote(id);
  if (!q) throw new NotFound('Rezervasyon bulunamadı.');
  // Quotes stored before extras existed have none.
  return { ...q, extras: q.extras ?? [] };
}
