import { countBoats } from '../../boats/read.js';
import { istanbulDate } from '../../common/dates.js';
import type { Sql } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { createHomeReadRepository } from './home-read-repository.js';
import type { HomeFigures } from './home-schemas.js';

const OPTION_WARNING_MS = 24 * 3_600_000;

/**
 * The panel home's figures in one answer: reservations per status, boats, today's departures and
 * returns, options whose hold ends within 24 hours, balances overdue and due within the week (from the
 * terms, as read), reservations another platform's calendar clashes with. An OWNER sees only their own boats' figures.
 */
export async function getHomeFigures(sql: Sql, owner: OwnerScope, now: Date): Promise<HomeFigures> {
  const today = istanbulDate(now);
  const reservations = createHomeReadRepository(sql);
  const [counts, boats, days, expiring, overdue, balancesDue, conflicts] = await Promise.all([
    reservations.countByStatus(owner),
    countBoats(sql, owner),
    reservations.boardingAndReturning(today, owner),
    reservations.optionsEndingBetween(now, new Date(now.getTime() + OPTION_WARNING_MS), today, owner),
    reservations.balancesDue(owner, 50, today),
    reservations.balancesDue(owner, 50, today, 7),
    reservations.externalConflicts(owner, 50),
  ]);
  return { today, counts, boats, ...days, expiring, overdue, balancesDue, conflicts };
}
