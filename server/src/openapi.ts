import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createSql } from './platform/db.js';

/** The OpenAPI document as committed in openapi/openapi.json (stable key order, trailing newline). */
export function serializeOpenApi(app: FastifyInstance): string {
  return JSON.stringify(app.swagger(), null, 2) + '\n';
}

/** Builds the app without touching a database (a fixed JWT secret; postgres.js connects lazily). */
export async function generateOpenApi(): Promise<string> {
  const config = loadConfig({ JWT_SECRET: 'openapi-generation-only-secret-000000', LOG_LEVEL: 'silent' });
  const sql = createSql('postgres://openapi@127.0.0.1:1/none');
  const app = await buildApp({ config, sql, logger: false });
  try {
    await app.ready();
    return serializeOpenApi(app);
  } finally {
    await app.close();
    await sql.end({ timeout: 0 });
  }
}
