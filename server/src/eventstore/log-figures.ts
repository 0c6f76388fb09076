import type { Db } from '../platform/db.js';

/** The log's last position (a counter: its rate is the append rate) and each async projection's distance behind it. */
export async function logFigures(db: Db): Promise<{ position: number; lag: { name: string; events: number }[] }> {
  const [head] = await db<{ position: number }[]>`select coalesce(max(position), 0)::float8 as position from events`;
  const position = head!.position;
  const checkpoints = await db<{ name: string; position: number }[]>`
    select name, position::float8 as position from projection_checkpoints`;
  return { position, lag: checkpoints.map((c) => ({ name: c.name, events: Math.max(0, position - c.position) })) };
}
