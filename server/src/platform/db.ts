import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A transaction or the pool: repositories accept either. */
export type Db = postgres.Sql | postgres.TransactionSql;
/** A piece of SQL with its parameters, written as a tagged template, to be put inside another statement. */
export type SqlFragment = postgres.PendingQuery<postgres.Row[]>;

export interface DbOptions {
  max?: number;
  /**
   * Named prepared statements (default). `false` sends every query unnamed, so PostgreSQL plans it with
   * its actual values each time instead of switching to a generic plan after five runs: the public
   * search pool, whose plans depend on the filters' values (a generic plan there was 5× slower).
   */
  prepare?: boolean;
  /**
   * Named prepared statements planned once for any values (`plan_cache_mode = force_generic_plan`): for
   * statements whose best plan does not depend on their values, which then cost no planning per call.
   */
  genericPlans?: boolean;
  /** Settings every connection of the pool starts with (sent in the startup packet). */
  settings?: Record<string, string>;
  onnotice?: (n: postgres.Notice) => void;
}

/** Seconds before a connection that failed is tried again, after `retries` failures in a row. */
export const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.25);

/** `%`, `_` and `\` taken literally inside an ILIKE pattern that matches `text` anywhere. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One postgres.js pool; snake_case columns come back camelCase (conversion at the repository edge). */
export function createSql(url: string, opts: DbOptions = {}): Sql {
  return postgres(url, {
    max: opts.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    // The driver waits up to 20 s (3^n / 100 s after the n-th failed connect) before trying again, and
    // the statements queued on that connection wait with it: while the database restarts that turned
    // fast refusals into 7-10 s waits. At most a quarter of a second here; each try costs one refused connect.
    backoff: reconnectDelaySeconds,
    onnotice: opts.onnotice ?? (() => {}),
    prepare: opts.genericPlans ? true : (opts.prepare ?? true),
    transform: { column: { from: postgres.toCamel } },
    types: {
      // int8 (count(*), bigint ids) as JS numbers: our counts stay far below 2^53.
      bigint: { to: 20, from: [20], serialize: (x: number) => x.toString(), parse: (x: string) => Number(x) },
    },
    connection: {
      application_name: 'fethiye-tekne',
      // No parallel workers: a request's statements are short index walks, and the server runs many
      // at once on few cores, where a worker only adds its start-up and hand-over to the same cores
      // (a filtered search at 50 000 boats: 80 → 145 req/s with 10 connections on 2 cores).
      max_parallel_workers_per_gather: '0',
      ...(opts.genericPlans ? { plan_cache_mode: 'force_generic_plan' } : {}),
      ...opts.settings,
    },
  });
}

/** True when the database answers a trivial query within the timeout. */
export async function pingDatabase(sql: Sql, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Socket and driver codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'CONNECTION_ENDED',
  'ANSWER_LOST',
]);

/**
 * A statement that always returns a row came back without one: the driver lost its connection's answer
 * (seen once in 50 rounds of pg_terminate_backend under load, on postgres.js 3.4.9). Treated as the
 * database being away (503, retried by the client), never as an empty answer.
 */
export class LostAnswerError extends Error {
  readonly code = 'ANSWER_LOST';
  constructor(what: string) {
    super(`${what}: no row where the statement always returns one [answer lost]`);
  }
}
/** SQLSTATEs of a server that is going away, coming back or full: 57P01 admin shutdown, 57P02 crash, 57P03 starting up, 53300 too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether `err` says the database cannot be reached right now (as opposed to a query it refused):
 * a refused, lost or timed-out connection, a server shutting down or starting, a connection
 * exception (class 08). Looks through `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, cause, errors } = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** This database's client connections by state (the pools' use, as PostgreSQL sees it). */
export function connectionsByState(sql: Sql): Promise<{ state: string; n: number }[]> {
  return sql<{ state: string; n: number }[]>`
    select coalesce(state, 'unknown') as state, count(*)::int as n
    from pg_stat_activity where datname = current_database() and backend_type = 'client backend'
    group by 1`;
}

/**
 * This transaction's commit does not wait for its WAL to reach the disk (`synchronous_commit off`): for
 * writes a crash may lose and that are then simply done again (the webhooks' dispatch and records).
 */
export async function commitWithoutFlush(tx: Db): Promise<void> {
  await tx`set local synchronous_commit = off`;
}
