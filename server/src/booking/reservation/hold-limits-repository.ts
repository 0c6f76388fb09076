import { compose, part, run, type SqlPart } from '../../eventstore/statement.js';
import type { Sql } from '../../platform/db.js';

/**
 * Read-only, one round trip: what `hold_limit_refusal` (migration 0052) says of the keys (`keys`, their
 * JSON) at `now`, how many website holds were made in the last hour, and `also`, a text expression of the
 * caller's (null when not given).
 */
export async function checkHoldKeys(
  sql: Sql,
  keys: string,
  now: string,
  also: SqlPart = part`null::text`,
): Promise<{ refusal: string | null; recent: number; also: string | null } | undefined> {
  const query = compose(
    [
      part`select hold_limit_refusal((${keys}::text)::jsonb, ${now}::timestamptz, null) as refusal,
                 (select count(*)::int from reservations where channel = 'website' and created_at > ${now}::timestamptz - interval '1 hour') as recent`,
      also,
    ],
    ([limits, extra]) => `${limits!}, (${extra!}) as also`,
  );
  const [row] = await run<{ refusal: string | null; recent: number; also: string | null }[]>(sql, query);
  return row;
}

/** The condition a booking statement carries: claims the keys' holds for the reservation, or stops the statement. */
export const claimHoldKeys = (keys: string, now: string, reservationId: string): SqlPart =>
  part`require_no_hold_refusal(hold_limit_refusal((${keys}::text)::jsonb, ${now}::timestamptz, ${reservationId}::uuid))`;
