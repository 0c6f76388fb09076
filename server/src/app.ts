import { randomUUID } from 'node:crypto';
import type { ServerOptions } from 'node:http';
import { resolve } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppCaches } from './app/caches.js';
import { createPartnersDeps } from './app/partners.js';
import { ERROR_MAPS } from './app/error-maps.js';
import { loggerOptions } from './app/logger-options.js';
import { registerOpenApiDocs } from './app/openapi-docs.js';
import { siteResponseHeaders } from './app/response-headers.js';
import { SHARED_SCHEMAS } from './app/shared-schemas.js';
import { registerV1Routes } from './app/v1-routes.js';
import guard from './auth/guard.js';
import { createTokenService } from './auth/tokens.js';
import { createUsersRepository } from './auth/users-repository.js';
import { createReservationsReadRepository } from './booking/reservation/read-repository.js';
import { countIcalClashes } from './calendar/read.js';
import { ROOT_DIR, type Config } from './config.js';
import type { MailQueue } from './mail/queue.js';
import { countUnreadMessages } from './messages/service.js';
import metricsPlugin from './metrics/plugin.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { createClientErrorHandler } from './platform/client-errors.js';
import { createDatabaseGate, refuseWhileDatabaseDown } from './platform/database-gate.js';
import { pingDatabase, type Sql } from './platform/db.js';
import {
  frameworkErrorAnswer,
  MAX_PARAM_LENGTH,
  refuseWhileClosing,
  registerErrorHandling,
  type SiteErrorPages,
} from './platform/errors.js';
import { createFrontCache } from './platform/front-cache.js';
import { registerInputGuard } from './platform/input-guard.js';
import { openStorage } from './platform/open-storage.js';
import { lazyChildLogger, RequestLogController } from './platform/request-logging.js';
import { sharedSecret } from './platform/secrets.js';
import { registerResponseHeaders } from './platform/security-headers.js';
import type { Storage } from './platform/storage.js';
import { buildSerializer } from './platform/serialization.js';
import { buildValidator } from './platform/validation.js';
import { createServices } from './services.js';
import webPlugin from './web/plugin.js';
import partnerGuard from './partners/guard.js';

export { ERROR_MAPS } from './app/error-maps.js';
export { loggerOptions } from './app/logger-options.js';
export { API_VERSION } from './app/openapi-docs.js';

export interface AppDeps {
  config: Config;
  sql: Sql;
  /** The pool public searches run on (unnamed statements, planned per call); `sql` when not given. */
  searchSql?: Sql;
  /** The pool listings in an index's order run on (statements planned once for any values); `searchSql` when not given. */
  searchPlannedSql?: Sql;
  /** The pool the typeahead looks for close resemblances on (`closeResemblanceSettings`); skipped when not given. */
  searchCloseSql?: Sql;
  /**
   * The pool the office's statements whose best plan depends on their values run on (unnamed statements,
   * planned per call: the reservation list's customer-name part); `sql` when not given. Apart from the
   * search pools, so public traffic never queues the office.
   */
  officeValuesSql?: Sql;
  /** Overrides the logger built from the config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** A pino instance shared with the process (main.ts). */
  loggerInstance?: FastifyBaseLogger;
  /** Where uploads go; unless given, the storage the config names (opened here, closed with the app). */
  storage?: Storage;
  /** Enqueues mail jobs once pg-boss runs in this process (main.ts attaches it). */
  mailQueue?: MailQueue;
  /** Node HTTP server timeouts (tests shorten them to see the 408 answer); Node's defaults otherwise. */
  httpTimeouts?: Pick<ServerOptions, 'headersTimeout' | 'connectionsCheckingInterval'>;
  /** The process's Prometheus series (main.ts shares them with METRICS_PORT); made here unless given. */
  metrics?: Metrics;
}

/** Trusts one hop: the proxy the connection comes from, not the addresses it was told about. */
const trustNearestProxy = (_address: string, hop: number) => hop === 0;

/**
 * Composes plugins and modules; `main.ts` only listens. Tests call this with a real database. The
 * parts live in `app/`: the OpenAPI document, the shared schemas, the error maps, the caches' wiring
 * and the /v1 routes.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, sql } = deps;
  const storage = deps.storage ?? (await openStorage(config));
  // Repeated public catalog GETs are answered before Fastify while their answer is fresh (front-cache.ts).
  const front = createFrontCache({ trustProxy: config.trustProxy });
  // The site's error page for a page address the router refuses; the web plugin fills it in.
  const errorPages: SiteErrorPages = {};
  const responseHeaders = siteResponseHeaders(config);
  const app = Fastify({
    serverFactory: front.serverFactory,
    ...(deps.httpTimeouts ? { http: deps.httpTimeouts } : {}),
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(config) }),
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLogger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Behind a proxy, the client is the address that proxy saw (the last X-Forwarded-For entry):
    // earlier entries are whatever the client wrote, and login limits key on the address.
    trustProxy: config.trustProxy ? trustNearestProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // fast-json-stringify checks a union's branches with an Ajv of its own: the same decimal precision as the
    // validators, or a stored 71.57 fails its own schema's `multipleOf: 0.01` and the answer becomes a 500.
    serializerOpts: { ajv: { multipleOfPrecision: 9 } },
    // Every refusal Fastify or Node's parser makes on its own answers with the API's envelope too.
    frameworkErrors: frameworkErrorAnswer(responseHeaders.apply, errorPages),
    clientErrorHandler: createClientErrorHandler(responseHeaders.raw),
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Typed errors of the modules are answered through their maps, in the one error handler.
  const databaseGate = createDatabaseGate(() => pingDatabase(deps.sql, 1000));
  registerErrorHandling(app, ERROR_MAPS, databaseGate);
  registerResponseHeaders(app, responseHeaders);
  refuseWhileClosing(app);
  refuseWhileDatabaseDown(app, databaseGate);
  registerInputGuard(app);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await registerOpenApiDocs(app, config);

  const jwtSecret = config.jwtSecret ?? (await sharedSecret(sql, 'jwt'));
  const tokens = createTokenService(jwtSecret, config.jwtTtlSeconds);
  await app.register(guard, { tokens, users: createUsersRepository(sql) });

  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  // The one composition root: event store, booking core, calendar, public limits, the modules' reactors.
  const services = createServices(config, sql, {
    jwtSecret,
    log: app.log,
    ...(deps.mailQueue ? { mailQueue: deps.mailQueue } : {}),
  });
  const { reactions } = services.web;
  app.addHook('onReady', async () => reactions.start());
  // Changes to the catalog and content from any instance, and this instance's back-office writes, drop its caches.
  const caches = createAppCaches(app, { sql, front, booking: services.booking });
  app.addHook('onClose', async () => reactions.stop());
  app.addHook('preClose', async () => front.close());

  // Partners (issue 39): the key guard every partner route declares, and their collaborators.
  const partners = createPartnersDeps(sql, services);
  await app.register(partnerGuard, { deps: partners });

  await app.register(metricsPlugin, {
    metrics: deps.metrics ?? createMetrics(sql, 'api'),
    token: config.metrics.token,
  });

  await app.register(
    async (v1) =>
      registerV1Routes(v1, {
        config,
        sql,
        pools: {
          searchSql: deps.searchSql,
          searchPlannedSql: deps.searchPlannedSql,
          searchCloseSql: deps.searchCloseSql,
          officeValuesSql: deps.officeValuesSql,
        },
        storage,
        tokens,
        databaseGate,
        services,
        front,
        caches,
        partners,
        preflight: responseHeaders.preflight,
        panelCounts: {
          reservationsAwaitingOffice: (owner) => createReservationsReadRepository(sql).awaitingAction(owner),
          icalClashes: (owner) => countIcalClashes(sql, owner),
          unreadMessages: () => countUnreadMessages(sql),
        },
      }),
    { prefix: '/v1' },
  );

  await app.register(webPlugin, {
    distDir: resolve(ROOT_DIR, 'web', 'dist'),
    publicUrl: config.publicUrl,
    cacheMs: 60_000,
    caches,
    errorPages,
  });

  return app;
}
