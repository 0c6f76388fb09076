import { Type, type Static } from 'typebox';
import { Bool } from './common.js';

/** The process: where it listens, how it logs, what it runs, and its public answers' cache. */
export const ServerEnv = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    description: 'development, production veya test',
    default: 'development',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'dinlenecek adres' }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3000,
    description: '0 ile 65535 arasında bir port numarası',
  }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      description: 'sitenin dışarıdan görünen adresi (http:// veya https:// ile)',
    }),
  ),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info', description: 'fatal, error, warn, info, debug, trace veya silent' },
  ),
  LOG_PRETTY: Type.Optional(Bool('on veya off', 'off')),
  TRUST_PROXY: Bool('on veya off', 'off'),
  CORS_ORIGINS: Type.String({ default: '*', description: 'virgülle ayrılmış kaynak listesi veya *' }),
  WORKERS: Bool('on veya off', 'on'),
  DEMO_DATA: Bool('on veya off', 'on'),
  SEARCH_CACHE_MS: Type.Integer({
    minimum: 0,
    maximum: 600000,
    default: 2000,
    description: 'herkese açık arama yanıtlarının bellekte tutulma süresi, ms (0 kapatır)',
  }),
  WORKER_HEALTH_PORT: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'işçi sürecinin sağlık yanıtı (GET /v1/health) vereceği port (1-65535); boşsa işçi port açmaz',
    }),
  ),

  TEST_FAULT: Type.Optional(
    Type.Union([Type.Literal('exception'), Type.Literal('rejection'), Type.Literal('database-rejection')], {
      description: 'yalnızca NODE_ENV=test: başladıktan sonra kasıtlı bir hata (yeniden başlatma testleri için)',
    }),
  ),
});

export interface ServerConfig {
  env: Static<typeof ServerEnv>['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  searchCacheMs: number;
  logLevel: string;
  logPretty: boolean;
  corsOrigins: '*' | string[];
  trustProxy: boolean;
  workers: boolean;
  demoData: boolean;
  /** `npm run worker` answers GET /v1/health on this port when set (container health checks). */
  workerHealthPort: number | undefined;
  /** A fault thrown on purpose after the start (process-faults.ts); set under NODE_ENV=test only. */
  testFault: Static<typeof ServerEnv>['TEST_FAULT'];
}

export function serverConfig(e: Static<typeof ServerEnv>, opts: { isTTY?: boolean }): ServerConfig {
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    searchCacheMs: e.SEARCH_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY === undefined ? Boolean(opts.isTTY) : e.LOG_PRETTY === 'on',
    corsOrigins:
      e.CORS_ORIGINS.trim() === '*'
        ? '*'
        : e.CORS_ORIGINS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'on',
    workers: e.WORKERS === 'on',
    demoData: e.DEMO_DATA === 'on',
    workerHealthPort: e.WORKER_HEALTH_PORT,
    testFault: e.NODE_ENV === 'test' ? e.TEST_FAULT : undefined,
  };
}
