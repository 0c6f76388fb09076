import { addDays, istanbulDate } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import { PASSENGER_REMINDER_DAYS } from './decide/rules.js';

/** A reservation a job or a bulk action works on, and its boat (whose lock the write takes). */
export interface Candidate {
  id: string;
  boatId: number;
}

/** Options whose hold has lapsed by `now`, the longest lapsed first (at most 500 a sweep). */
export function lapsedOptions(db: Db, now: string): Promise<Candidate[]> {
  return db<
    Candidate[]
  >`select id, boat_id from reservations where status = 'option' and option_until <= ${now}::timestamptz order by option_until limit 500`;
}

/** Confirmed charters whose last day has come by `now`'s Istanbul day (at most 500 a sweep). */
export function finishedCharters(db: Db, now: string): Promise<Candidate[]> {
  return db<
    Candidate[]
  >`select id, boat_id from reservations where status = 'confirmed' and end_date <= ${istanbulDate(now)}::date order by end_date limit 500`;
}

/** Confirmed charters boarding within `PASSENGER_REMINDER_DAYS` of `today`, with how many passengers their list names. */
export function boardingSoon(db: Db, today: string): Promise<{ id: string; entered: number }[]> {
  return db<{ id: string; entered: number }[]>`
    select r.id, (select count(*) from passengers p where p.reservation_id = r.id)::int as entered
    from reservations r
    where r.status = 'confirmed' and r.start_date between ${today}::date and ${addDays(today, PASSENGER_REMINDER_DAYS)}::date
    order by r.start_date limit 1000`;
}

/** The live website options made from one client address (its fingerprint on the customer rows), oldest first. */
export function liveWebsiteOptionsOf(db: Db, fingerprint: string): Promise<(Candidate & { reference: string })[]> {
  return db<(Candidate & { reference: string })[]>`
    select r.id, r.reference, r.boat_id from reservations r join customers c on c.id = r.customer_id
    where c.client_fingerprint = ${fingerprint} and r.status = 'option' and r.channel = 'website'
    order by r.created_at`;
}
