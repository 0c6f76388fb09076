import type { Db } from '../platform/db.js';
import { createMailFacts } from './compose.js';

/** What other modules read of the mail module. */

/** The outbox's mails by status, and the age in seconds of the oldest one still waiting (0: none), for the metrics. */
export async function outboxFigures(
  db: Db,
): Promise<{ byStatus: { status: string; count: number }[]; oldestQueuedSeconds: number }> {
  const byStatus = await db<{ status: string; count: number }[]>`
    select status, count(*)::int as count from outbox_mails group by status`;
  const [oldest] = await db<{ age: number | null }[]>`
    select extract(epoch from now() - min(created_at))::float8 as age from outbox_mails where status in ('queued', 'failed')`;
  return { byStatus, oldestQueuedSeconds: oldest?.age ?? 0 };
}

/** Where the office's notices go: OFFICE_EMAIL (`configured`), else the site's e-mail setting; undefined when neither is set. */
export const officeAddress = (db: Db, configured: string | undefined): Promise<string | undefined> =>
  createMailFacts(db, configured).officeEmail();
