import type { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll } from 'vitest';
import { buildApp, loggerOptions, type AppDeps } from '../src/app.js';
import { hashPassword } from '../src/auth/password.js';
import type { Role } from '../src/auth/tokens.js';
import { createUsersRepository } from '../src/auth/users-repository.js';
import { loadConfig, type Config } from '../src/config.js';
import { createSearchPools, endSearchPools } from '../src/search/pools.js';
import type { MailQueue } from '../src/mail/queue.js';
import { GENEROUS_LIMITS } from './generous-limits.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-42';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  /** Creates an active user with the given role and returns its id, email, password and a token. */
  createUser(role: Role, overrides?: { email?: string; active?: boolean; password?: string }): Promise<TestUser>;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/**
 * The real app on a fresh real database; closed after the file's tests. With `logStream`, the app
 * logs as in production (`loggerOptions` of the config, level LOG_LEVEL) into that stream.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    mailQueue?: MailQueue;
    logStream?: Writable;
    httpTimeouts?: AppDeps['httpTimeouts'];
    /** The public search on pools of its own, as main.ts gives it (unnamed statements, and ones planned once). */
    searchPools?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: db.url,
    MIGRATION_DATABASE_URL: db.owner.url,
    ...GENEROUS_LIMITS,
    ...env,
  });
  const logging = opts.logStream
    ? { loggerInstance: pino(loggerOptions(config) as pino.LoggerOptions, opts.logStream) }
    : { logger: false as const };
  const searchPools = opts.searchPools ? createSearchPools(db.url, { each: 2, close: 1 }) : undefined;
  const app = await buildApp({
    config,
    sql: db.sql,
    ...searchPools,
    ...logging,
    ...(opts.mailQueue ? { mailQueue: opts.mailQueue } : {}),
    ...(opts.httpTimeouts ? { httpTimeouts: opts.httpTimeouts } : {}),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (searchPools) await endSearchPools(searchPools, 1);
  });
  const users = createUsersRepository(db.sql);
  return {
    app,
    db,
    config,
    async createUser(role, overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `${role.toLowerCase()}${counter}-${Date.now()}@example.com`;
      const password = overrides.password ?? `Parola-${counter}-güçlü`;
      const user = await users.insert({
        email,
        passwordHash: await hashPassword(password),
        role,
        firstName: role === 'ADMIN' ? 'Ali' : 'Kaptan',
        lastName: `Test${counter}`,
        phone: null,
        active: true,
      });
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
      const token = res.json<{ content: { accessToken: string } }>().content.accessToken;
      if (overrides.active === false) await users.setActive(user.id, false);
      return { id: user.id, email, password, token };
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function body<T = { content: unknown }>(res: LightMyRequestResponse): T {
  return res.json<T>();
}
