import type { Db, Sql } from '../platform/db.js';

/** What other modules read of the log: its soundness (a restore's check) and its figures (the metrics). */

export interface LogCheck {
  events: number;
  streams: number;
  lastEventAt: string | null;
  /** Streams whose versions have a hole or disagree with `streams.version` (at most 20): none in a sound log. */
  brokenStreams: string[];
}

/** Whether the log is whole: every stream's events numbered 1..n, matching its `streams` row (a restore's check). */
export async function checkLog(sql: Sql): Promise<LogCheck> {
  const [totals] = await sql<{ events: number; streams: number; lastEventAt: Date | null }[]>`
    select (select count(*)::int from events) as events, (select count(*)::int from streams) as streams,
           (select max(recorded_at) from events) as last_event_at`;
  const broken = await sql<{ streamId: string }[]>`
    select s.stream_id
    from streams s
    left join (select stream_id, count(*) as n, min(version) as lo, max(version) as hi from events group by stream_id) e
      using (stream_id)
    where coalesce(e.n, 0) <> s.version or coalesce(e.lo, 1) <> 1 or coalesce(e.hi, 0) <> s.version
    union
    select e.stream_id from events e left join streams s using (stream_id) where s.stream_id is null
    limit 20`;
  return {
    events: totals!.events,
    streams: totals!.streams,
    lastEventAt: totals!.lastEventAt?.toISOString() ?? null,
    brokenStreams: broken.map((r) => r.streamId),
  };
}

/** The log's last position (a counter: its rate is the append rate) and each async projection's distance behind it. */
export async function logFigures(db: Db): Promise<{ position: number; lag: { name: string; events: number }[] }> {
  const [head] = await db<{ position: number }[]>`select coalesce(max(position), 0)::float8 as position from events`;
  const position = head!.position;
  const checkpoints = await db<{ name: string; position: number }[]>`
    select name, position::float8 as position from projection_checkpoints`;
  return { position, lag: checkpoints.map((c) => ({ name: c.name, events: Math.max(0, position - c.position) })) };
}
