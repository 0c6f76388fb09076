import { randomBytes } from 'node:crypto';
import type { Sql } from './db.js';

/**
 * A random secret stored in the database on first use, so every instance on the same database
 * shares it (e.g. the JWT key when JWT_SECRET is not configured).
 */
export async function sharedSecret(sql: Sql, name: string): Promise<string> {
  await sql`insert into system_secrets (name, value) values (${name}, ${randomBytes(48).toString('base64url')})
            on conflict (name) do nothing`;
  const [row] = await sql<{ value: string }[]>`select value from system_secrets where name = ${name}`;
  return row!.value;
}
