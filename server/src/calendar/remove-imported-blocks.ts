import { lockBoatDates } from '../booking/boat-lock.js';
import type { RequestContext } from '../booking/context.js';
import type { Db } from '../platform/db.js';
import type { CalendarDeps } from './deps.js';
import type { SyncPlan } from './plan.js';
import { createCalendarRepository } from './repository.js';
import { applySyncPlan } from './sync-ical-feed.js';

/** Taken first in the transaction that calls `removeImportedBlocks` (before the boat's row lock). */
export const lockBeforeRemovingImported = (tx: Db, boatId: number) => lockBoatDates(tx, [boatId]);

/**
 * PATCH deleteical: the blocks the feed imported go with the URL, through the one command path
 * (`applySyncPlan` → `execute`), in the caller's transaction (which took `lockBeforeRemovingImported` first).
 */
export async function removeImportedBlocks(
  tx: Db,
  deps: Pick<CalendarDeps, 'store' | 'newId'>,
  boatId: number,
  ctx: RequestContext,
): Promise<void> {
  const repo = createCalendarRepository(tx);
  const plan: SyncPlan = { added: [], changed: [], removed: await repo.imported(boatId), unchanged: [], clashes: [] };
  await applySyncPlan(tx, deps, boatId, plan, ctx);
  await repo.clearError(boatId);
}
