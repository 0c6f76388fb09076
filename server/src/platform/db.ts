import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A transaction or the pool: repositories accept either. */
export type Db = postgres.Sql | postgres.TransactionSql;

export interface DbOptions {
  max?: number;
  onnotice?: (n: postgres.Notice) => void;
}

/** One postgres.js pool; snake_case columns come back camelCase (conversion at the repository edge). */
export function createSql(url: string, opts: DbOptions = {}): Sql {
  return postgres(url, {
    max: opts.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: opts.onnotice ?? (() => {}),
    transform: { column: { from: postgres.toCamel } },
    types: {
      // int8 (count(*), bigint ids) as JS numbers: our counts stay far below 2^53.
      bigint: { to: 20, from: [20], serialize: (x: number) => x.toString(), parse: (x: string) => Number(x) },
    },
    connection: { application_name: 'fethiye-tekne' },
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
