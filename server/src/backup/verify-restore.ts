import { inlineProjections } from '../booking/projections.js';
import { readModelDigests } from '../booking/read-model-digests.js';
import { checkLog, type LogCheck } from '../eventstore/read.js';
import { rebuildProjections } from '../eventstore/projections.js';
import type { Sql } from '../platform/db.js';

export interface RestoreCheck extends LogCheck {
  /** Read models whose rebuild from the log differs from what the copy held. */
  differingReadModels: string[];
}

/**
 * Checks a restored database as its owner: the log whole (`checkLog`), and the read models rebuilt from
 * it equal to the ones restored.
 */
export async function checkRestoredDatabase(sql: Sql): Promise<RestoreCheck> {
  const log = await checkLog(sql);
  const before = await readModelDigests(sql);
  await rebuildProjections(sql, { inline: inlineProjections });
  const after = await readModelDigests(sql);
  return { ...log, differingReadModels: Object.keys(before).filter((t) => before[t] !== after[t]) };
}
