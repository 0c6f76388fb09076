import { createHash } from 'node:crypto';
import { daysBetween } from '../common/dates.js';
import { availabilityJson, type AvailabilityPage } from './availability-repository.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { AVAILABILITY_MAX_DAYS, AVAILABILITY_PAGE_BOATS, type AvailabilityQuery } from './partner-schemas.js';

/** A `nextCursor` read back (base64url of `b<id>`); anything else is a 400. */
function afterOf(cursor: string): number {
  const m = /^b([1-9][0-9]{0,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(id)) throw PartnersError.invalidCursor();
  return id;
}

/** The page a query asks for, its window checked as the fleet grid's: forward, at most a season. */
export function availabilityPage(q: AvailabilityQuery): AvailabilityPage {
  if (q.to <= q.from) throw PartnersError.invalidWindow();
  if (daysBetween(q.from, q.to) > AVAILABILITY_MAX_DAYS) throw PartnersError.windowTooLong(AVAILABILITY_MAX_DAYS);
  return {
    from: q.from,
    to: q.to,
    limit: q.limit ?? AVAILABILITY_PAGE_BOATS,
    ...(q.boat_ids ? { boatIds: q.boat_ids } : {}),
    ...(q.cursor !== undefined ? { after: afterOf(q.cursor) } : {}),
  };
}

/**
 * A page of free/busy as the answer's bytes, and its strong ETag: the SHA-256 of those bytes, so it
 * changes exactly when the answer does, whichever instance answers and whatever changed the database
 * (nothing is remembered between requests).
 */
export async function getPartnerAvailability(
  deps: Pick<PartnersDeps, 'sql'>,
  q: AvailabilityQuery,
): Promise<{ body: Buffer; etag: string }> {
  const body = Buffer.from(await availabilityJson(deps.sql, availabilityPage(q)));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 13.1.2: `*`, or a list compared weakly, so a `W/` tag
 * a cache made of ours still matches).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
