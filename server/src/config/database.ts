import { resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { ConfigError } from './common.js';

/** The database: an external PostgreSQL's connections, or the embedded cluster's folder and port. */
export const databaseEnv = (rootDir: string) =>
  Type.Object({
    DATABASE_URL: Type.Optional(
      Type.String({
        pattern: '^postgres(ql)?://[^\\s]+$',
        description: 'postgres:// ile başlayan bir bağlantı adresi',
      }),
    ),
    MIGRATION_DATABASE_URL: Type.Optional(
      Type.String({
        pattern: '^postgres(ql)?://[^\\s]+$',
        description: 'tabloların sahibi olan kullanıcının postgres:// ile başlayan bağlantı adresi',
      }),
    ),
    DATA_DIR: Type.String({
      minLength: 1,
      default: resolve(rootDir, '.data'),
      description: 'gömülü veritabanı ve yüklemeler için klasör',
    }),
    EMBEDDED_PG_PORT: Type.Integer({
      minimum: 1,
      maximum: 65535,
      default: 5433,
      description: 'gömülü PostgreSQL portu (1-65535)',
    }),
  });
type DatabaseEnv = Static<ReturnType<typeof databaseEnv>>;

export interface DatabaseConfig {
  /** The application's connection (its role only reads and writes rows); unset: the embedded cluster. */
  databaseUrl: string | undefined;
  /** The tables' owner, for migrations, pg-boss's schema and rebuilds; unset: DATABASE_URL is both. */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  embeddedPgPort: number;
}

export function databaseConfig(e: DatabaseEnv, rootDir: string): DatabaseConfig {
  if (e.MIGRATION_DATABASE_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      'DATABASE_URL',
      'Yapılandırma hatası: DATABASE_URL eksik; MIGRATION_DATABASE_URL yalnızca DATABASE_URL ile birlikte verilir (gömülü veritabanı rollerini kendisi kurar).',
    );
  }
  return {
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    migrationsDir: resolve(rootDir, 'migrations'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
  };
}
