import { daysBetween, istanbulDate } from '../../common/dates.js';
import type { Language } from '../../common/language.js';
import type { Currency, ExchangeRates } from '../../common/money.js';
import { getExchangeRateStrings } from '../../settings/read.js';
import type { BookingTerms } from '../terms.js';
import { balanceView, termsOfRow, termsStatement } from './terms-view.js';
import { mayComplete } from './decide/rules.js';
import type { OccupancyPage } from './occupancy-page.js';
import { likePattern, type Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import type { OwnerScope } from '../context.js';
import { NotFound } from '../errors.js';
import type { Quote } from '../pricing.js';
import type { ReservationListQuery } from './office-schemas.js';
import type { Reservation, Transaction } from './schemas.js';

interface Row {
  id: string;
  reference: string;
  boatId: number;
  boatName: string;
  boatSlug: string;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerErasedAt: Date | null;
  status: Reservation['status'];
  startDate: string;
  endDate: string;
  guests: number;
  currency: Currency;
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  displayCurrency: Currency;
  displayTotalMinor: number;
  language: Language;
  icalUnchecked: string | null;
  optionUntil: Date;
  channel: string;
  customerClientFingerprint: string | null;
  platformRef: string | null;
  note: string | null;
  cancelReason: string | null;
  refund: Reservation['refund'];
  refundedMinor: number;
  cancellationRequest: Reservation['cancellationRequest'];
  passengers: number;
  balanceOverdueOn: string | null;
  externalConflicts: Reservation['externalConflicts'] | null;
  extras: Reservation['extras'] | null;
  terms: BookingTerms | null;
  rates: ExchangeRates;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  bankDetailsSentAt: Date | null;
  confirmationSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A row as the API answers it; `today`: the office's rates now (a balance paid at the day's rate is indicated at them). */
function toReservation(r: Row, today: ExchangeRates): Reservation {
  const optionUntil = r.optionUntil.toISOString();
  const paid = Number(r.paidMinor);
  const terms = termsOfRow({
    terms: r.terms,
    status: r.status,
    start: r.startDate,
    currency: r.currency,
    total: Number(r.totalMinor),
    deposit: Number(r.depositMinor),
    paid,
    rates: r.rates,
    optionUntil,
  });
  return {
    id: r.id,
    reference: r.reference,
    boat: { id: r.boatId, name: r.boatName, slug: r.boatSlug },
    customer: {
      id: r.customerId,
      name: r.customerErasedAt ? 'Silinmiş müşteri' : r.customerName,
      email: r.customerEmail,
      phone: r.customerPhone,
      erased: r.customerErasedAt !== null,
    },
    status: r.status,
    start: r.startDate,
    end: r.endDate,
    days: daysBetween(r.startDate, r.endDate),
    guests: r.guests,
    currency: r.currency,
    total: r.totalMinor,
    deposit: r.depositMinor,
    paid: r.paidMinor,
    balance: r.totalMinor - r.paidMinor,
    displayCurrency: r.displayCurrency,
    displayTotal: r.displayTotalMinor,
    language: r.language,
    icalUnchecked: r.icalUnchecked,
    optionUntil: r.optionUntil.toISOString(),
    channel: r.channel,
    clientFingerprint: r.customerErasedAt ? null : r.customerClientFingerprint,
    platformRef: r.platformRef,
    note: r.note,
    cancelReason: r.cancelReason,
    refund: r.refund ?? null,
    refunded: Number(r.refundedMinor ?? 0),
    cancellationRequest: r.cancellationRequest ?? null,
    passengers: Number(r.passengers ?? 0),
    balanceOverdueOn: r.balanceOverdueOn,
    externalConflicts: r.externalConflicts ?? [],
    extras: r.extras ?? [],
    terms,
    statement: termsStatement(terms, { paid, optionUntil }, today, 'tr'),
    ...balanceView(terms, { status: r.status, paid }, new Date()),
    canComplete: mayComplete({ status: r.status, end: r.endDate }, istanbulDate(new Date())),
    confirmedAt: iso(r.confirmedAt),
    cancelledAt: iso(r.cancelledAt),
    bankDetailsSentAt: iso(r.bankDetailsSentAt),
    confirmationSentAt: iso(r.confirmationSentAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** The customer's name as the office sees it: erased customers keep no name. */
const customerName = (db: Db) => db`case when c.erased_at is null then c.name else 'Silinmiş müşteri' end`;

/**
 * The label of the occupancy row `o`: a reservation's number and customer, a closing's or boat date's
 * note (or what it is). The projection writes the row's id as `ref`: compared as a uuid (cast only in
 * the branch of its source), each label is one primary-key lookup.
 */
export const occupancyLabel = (db: Db) => db`coalesce(
  case when o.source = 'reservation' then (
    select r.reference || ' · ' || ${customerName(db)}
    from reservations r join customers c on c.id = r.customer_id where r.id = o.ref::uuid) end,
  case when o.source = 'closing' then (select coalesce(nullif(k.note, ''), 'Manuel kapatma') from closings k where k.id = o.ref::uuid) end,
  case when o.source in ('availability', 'ical') then (
    select coalesce(nullif(d.note, ''), case when d.kind = 'ical' then 'iCal' else 'Kapalı' end) from boat_dates d where d.id = o.ref::uuid) end,
  o.source)`;

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
      r.refund, r.refunded_minor, r.cancellation_request, r.balance_overdue_on::text, r.external_conflicts, r.quote -> 'extras' as extras, r.terms, r.rates,
      (select count(*) from passengers p where p.reservation_id = r.id)::int as passengers, r.confirmed_at, r.cancelled_at, r.bank_details_sent_at, r.confirmation_sent_at, r.created_at, r.updated_at, r.version
    from reservations r join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id`;
  const scope = (owner: OwnerScope) => db`(${owner}::int is null or b.owner_id = ${owner})`;

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

    /**
     * Confirmed reservations with a balance left whose last day (the terms') is before `today` (overdue,
     * worked out as it is read) or that the daily job marked overdue, or, with `within`, whose last day falls
     * in the `within` days from today; the earliest day first, at most `limit`.
     */
    async balancesDue(owner: OwnerScope, limit: number, today: string, within?: number) {
      const due =
        within === undefined
          ? db`(r.balance_due_on < ${today}::date or r.balance_overdue_on is not null)`
          : db`r.balance_due_on between ${today}::date and ${today}::date + ${within - 1}::int`;
      const rows = await db<
        {
          id: string;
          reference: string;
          boatName: string;
          customerName: string;
          dueOn: string;
          balance: number;
          currency: string;
        }[]
      >`
        select r.id, r.reference, b.name as boat_name, ${customerName(db)} as customer_name,
          coalesce(r.balance_due_on, r.balance_overdue_on)::text as due_on,
          least(r.total_minor - r.deposit_minor, r.total_minor - r.paid_minor) as balance, r.currency
        from reservations r join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id
        where r.status = 'confirmed' and r.paid_minor < r.total_minor and ${due} and ${scope(owner)}
        order by coalesce(r.balance_due_on, r.balance_overdue_on), r.id limit ${limit}`;
      return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
    },

    /**
     * Open reservations (option or confirmed) with an external conflict not dismissed (the panel home),
     * the nearest boarding first, at most `limit`; found through the 0115 partial index.
     */
    async externalConflicts(owner: OwnerScope, limit: number) {
      const rows = await db<
        {
          id: string;
          reference: string;
          boatName: string;
          customerName: string;
          start: string;
          end: string;
          conflicts: Reservation['externalConflicts'];
        }[]
      >`
        select r.id, r.reference, b.name as boat_name, ${customerName(db)} as customer_name,
          r.start_date::text as start, r.end_date::text as end, r.external_conflicts as conflicts
        from reservations r join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id
        where r.external_conflicts is not null and r.status in ('option', 'confirmed') and ${scope(owner)}
        order by r.start_date, r.id limit ${limit}`;
      return rows;
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

    async transactions(
      q: { skip: number; take: number; reservation_id?: string; boat_id?: number },
      owner: OwnerScope,
    ): Promise<{ content: Transaction[]; total: number }> {
      const where = db`
        where ${scope(owner)}
          and (${q.reservation_id ?? null}::uuid is null or p.reservation_id = ${q.reservation_id ?? null})
          and (${q.boat_id ?? null}::int is null or r.boat_id = ${q.boat_id ?? null})`;
      const rows = await db<
        TxRow[]
      >`${txSelect(db)} ${where} order by p.recorded_at desc, p.id offset ${q.skip} limit ${q.take}`;
      const [count] = await db<
        { n: number }[]
      >`select count(*) as n from payments p join reservations r on r.id = p.reservation_id join ${readableBoats(db)} b on b.id = r.boat_id ${where}`;
      return { content: rows.map(toTransaction), total: count?.n ?? 0 };
    },

    async transaction(id: string, owner: OwnerScope): Promise<Transaction | undefined> {
      const [row] = await db<TxRow[]>`${txSelect(db)} where p.id = ${id} and ${scope(owner)}`;
      return row && toTransaction(row);
    },

    /**
     * The occupancy of a window as the answer's JSON text (`{content, total, nextCursor}` in the shape of
     * `OccupancyPageSchema`), written by PostgreSQL (a page of boats is thousands of rows, which Node would
     * otherwise parse into objects and serialize straight back). Paged by boats, by name: the `limit` boats
     * after `after` (a boat's name and id), or only `boatIds`; `nextCursor` names the page's last boat
     * (base64url of its JSON `[name, id]`) when more follow. Boats without a range count in the page too,
     * so pages never overlap and never skip a boat.
     */
    async occupancyJson(from: string, to: string, page: OccupancyPage, owner: OwnerScope): Promise<string> {
      const { limit, after, boatIds } = page;
      const [row] = await db<{ json: string }[]>`
        with page as (
          select b.id, b.name
          from ${readableBoats(db)} b
          where true
            ${owner === null ? db`` : db`and b.owner_id = ${owner}`}
            ${boatIds === undefined ? db`` : db`and b.id = any(${boatIds as number[]}::int[])`}
            ${after === undefined ? db`` : db`and (b.name, b.id) > (${after[0]}::text, ${after[1]}::int)`}
          order by b.name, b.id
          limit ${limit + 1}
        ),
        shown as (select id, name from page order by name, id limit ${limit}),
        x as (
          select o.boat_id, b.name as boat_name, lower(o.period)::text as start, upper(o.period)::text as end, o.source,
            o.status, o.ref, ${occupancyLabel(db)} as label
          from occupancy o join shown b on b.id = o.boat_id
          where o.active and o.period && daterange(${from}::date, ${to}::date, '[)')
        )
        select json_build_object(
          'content', coalesce((select json_agg(json_build_object(
            'boatId', x.boat_id, 'boatName', x.boat_name, 'start', x.start, 'end', x.end,
            'source', x.source, 'status', x.status, 'ref', x.ref, 'label', x.label) order by x.boat_name, x.boat_id, x.start) from x), '[]'::json),
          'total', (select count(*) from x),
          'boats', (select count(*) from shown),
          'nextCursor', case when (select count(*) from page) > ${limit} then
            (select translate(encode(convert_to(json_build_array(name, id)::text, 'UTF8'), 'base64'), E'+/=\n', '-_')
             from shown order by name desc, id desc limit 1) end
        )::text as json`;
      return row!.json;
    },

    /** Reservations per status, every one (the panel home's counters). */
    async countByStatus(owner: OwnerScope): Promise<Record<Reservation['status'], number>> {
      const rows = await db<{ status: Reservation['status']; n: number }[]>`
        select r.status, count(*) as n from reservations r join ${readableBoats(db)} b on b.id = r.boat_id where ${scope(owner)} group by r.status`;
      const counts = { option: 0, confirmed: 0, cancelled: 0, completed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Reservations boarding on `day` and those whose charter ends on it (the end is exclusive: the boat is back and free). */
    async boardingAndReturning(day: string, owner: OwnerScope) {
      const rows = await db<
        { ref: string; boatName: string; label: string; status: string; start: string; end: string }[]
      >`
        select o.ref, b.name as boat_name, r.reference || ' · ' || ${customerName(db)} as label, o.status,
          lower(o.period)::text as start, upper(o.period)::text as end
        from occupancy o join ${readableBoats(db)} b on b.id = o.boat_id
          join reservations r on r.id::text = o.ref join customers c on c.id = r.customer_id
        where o.active and o.source = 'reservation'
          and o.period && daterange(${day}::date - 1, ${day}::date + 1, '[)')
          and (lower(o.period) = ${day}::date or upper(o.period) = ${day}::date) and ${scope(owner)}
        order by b.name, lower(o.period)`;
      const item = ({ ref, boatName, label, status }: (typeof rows)[number]) => ({ ref, boatName, label, status });
      return {
        departures: rows.filter((r) => r.start === day).map(item),
        returns: rows.filter((r) => r.end === day).map(item),
      };
    },

    /** Options of charters not yet over whose hold ends within [now, until], the nearest first. */
    async optionsEndingBetween(now: Date, until: Date, today: string, owner: OwnerScope) {
      const rows = await db<
        { id: string; reference: string; boatName: string; customerName: string; optionUntil: Date }[]
      >`
        select r.id, r.reference, b.name as boat_name, ${customerName(db)} as customer_name, r.option_until
        from reservations r join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id
        where r.status = 'option' and r.end_date >= ${today}::date
          and r.option_until between ${now} and ${until} and ${scope(owner)}
        order by r.option_until, r.id`;
      return rows.map((r) => ({ ...r, optionUntil: r.optionUntil.toISOString() }));
    },

    /** Occupied ranges of one boat, without saying by whom (public). */
    async occupiedRanges(boatId: number, from: string, to: string): Promise<{ start: string; end: string }[]> {
      return db<{ start: string; end: string }[]>`
        select lower(period)::text as start, upper(period)::text as end from occupancy
        where boat_id = ${boatId} and active and period && daterange(${from}::date, ${to}::date, '[)')
        order by lower(period)`;
    },
  };
}
export type ReservationsReadRepository = ReturnType<typeof createReservationsReadRepository>;

interface TxRow {
  id: string;
  reservationId: string;
  reservationReference: string;
  boatId: number;
  boatName: string;
  customerName: string;
  customerErasedAt: Date | null;
  amountMinor: number;
  currency: Currency;
  method: string;
  reference: string | null;
  receivedOn: string;
  recordedAt: Date;
  recordedBy: { kind: string; name?: string };
  kind: 'payment' | 'refund';
}

const txSelect = (db: Db) => db`
  select p.id, p.reservation_id, r.reference as reservation_reference, r.boat_id, b.name as boat_name, c.name as customer_name,
    c.erased_at as customer_erased_at, p.amount_minor, p.currency, p.method, p.reference, p.received_on::text, p.recorded_at, p.recorded_by, p.kind
  from payments p join reservations r on r.id = p.reservation_id join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id`;

const toTransaction = (r: TxRow): Transaction => ({
  id: r.id,
  reservationId: r.reservationId,
  reservationReference: r.reservationReference,
  boat: { id: r.boatId, name: r.boatName },
  customerName: r.customerErasedAt ? 'Silinmiş müşteri' : r.customerName,
  amount: r.amountMinor,
  kind: r.kind,
  currency: r.currency,
  method: r.method,
  reference: r.reference,
  receivedOn: r.receivedOn,
  recordedAt: r.recordedAt.toISOString(),
  recordedBy:
    r.recordedBy.kind === 'user'
      ? (r.recordedBy.name ?? 'Kullanıcı')
      : r.recordedBy.kind === 'visitor'
        ? 'Ziyaretçi'
        : 'Sistem',
});

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
