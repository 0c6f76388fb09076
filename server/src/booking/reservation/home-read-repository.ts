import type { Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import type { OwnerScope } from '../context.js';
import { customerName, ownerScope } from './read-repository.js';
import type { Reservation } from './schemas.js';

/** What the panel home counts and lists (`get-home-figures.ts`), in the caller's scope. */
export function createHomeReadRepository(db: Db) {
  const scope = (owner: OwnerScope) => ownerScope(db, owner);
  return {
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
  };
}
