import { randomUUID } from 'node:crypto';
import { createDatabaseGate, refuseWhileDatabaseDown } from './platform/database-gate.js';
import type { ServerOptions } from 'node:http';
import { resolve } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import guard from './auth/guard.js';
import authRoutes from './auth/routes.js';
import pricesRoutes from './boats/prices/routes.js';
import extrasRoutes from './boats/extras/routes.js';
import { PricePeriodSchema } from './boats/price-schemas.js';
import { CommentSchema, PublicCommentSchema } from './boats/comments/schemas.js';
import commentsRoutes from './boats/comments/routes.js';
import { BoatImageSchema } from './boats/images/schemas.js';
import { BoatDetailSchema, MoneySchema } from './boats/public-schemas.js';
import imagesRoutes from './boats/images/routes.js';
import boatsRoutes from './boats/boat/routes.js';
import { BoatSchema } from './boats/boat/schemas.js';
import { BoatTypeSchema } from './boats/types/schemas.js';
import boatTypesRoutes from './boats/types/routes.js';
import { AdminUserSchema, UserSchema } from './auth/schemas.js';
import { createTokenService } from './auth/tokens.js';
import { createUsersRepository } from './auth/users-repository.js';
import { ErrorSchema } from './common/schemas.js';
import contentRoutes from './content/routes.js';
import directoryRoutes from './content/directory-routes.js';
import documentsRoutes from './content/documents-routes.js';
import imageUploadRoutes from './content/image-upload-routes.js';
import { ROOT_DIR, type Config } from './config.js';
import healthRoutes from './health/routes.js';
import metricsPlugin from './metrics/plugin.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import mailRoutes from './mail/routes.js';
import { enqueueContactCopy } from './mail/outbox.js';
import calendarRoutes from './calendar/routes.js';
import outboxRoutes from './mail/outbox-routes.js';
import backupRoutes from './backup/routes.js';
import type { MailQueue } from './mail/queue.js';
import messagesRoutes from './messages/routes.js';
import { pingDatabase, type Sql } from './platform/db.js';
import { createClientErrorHandler } from './platform/client-errors.js';
import {
  frameworkErrorAnswer,
  MAX_PARAM_LENGTH,
  refuseWhileClosing,
  registerErrorHandling,
  type ErrorMap,
  type SiteErrorPages,
} from './platform/errors.js';
import { openStorage } from './platform/open-storage.js';
import type { Storage } from './platform/storage.js';
import uploadsRoutes from './platform/uploads-routes.js';
import placesRoutes from './places/routes.js';
import { MarinaSchema } from './places/schemas.js';
import { sharedSecret } from './platform/secrets.js';
import boatDatesRoutes from './booking/availability/routes.js';
import closingRoutes, { CLOSING_SHARED_SCHEMAS } from './booking/closing/routes.js';
import { authErrors } from './auth/errors.js';
import { boatsErrors } from './boats/errors.js';
import { bookingErrors } from './booking/errors.js';
import { contentErrors } from './content/errors.js';
import { limitsErrors } from './limits/errors.js';
import { mailErrors } from './mail/errors.js';
import { messagesErrors } from './messages/errors.js';
import { placesErrors } from './places/errors.js';
import { searchErrors } from './search/errors.js';
import { settingsErrors } from './settings/errors.js';
import adminReservationRoutes from './booking/reservation/admin-routes.js';
import homeRoutes from './booking/reservation/home-routes.js';
import fleetGridRoutes from './booking/fleet-grid/routes.js';
import publicReservationRoutes from './booking/reservation/public-routes.js';
import visitorReservationRoutes from './booking/reservation/visitor-routes.js';
import visitorAdminRoutes from './booking/reservation/visitor-admin-routes.js';
import externalConflictRoutes from './booking/reservation/external-conflict-routes.js';
import { createReservationsReadRepository } from './booking/reservation/read-repository.js';
import {
  ExternalConflictSchema,
  ExtraLineSchema,
  QuoteSchema,
  ReservationSchema,
  TermsSchema,
  TermsStatementSchema,
  TransactionSchema,
} from './booking/reservation/schemas.js';
import { BoatExtraSchema } from './boats/extras/schemas.js';
import { createChangeFeed } from './platform/change-feed.js';
import { createRequestLimiter } from './limits/request-limits.js';
import { createServices } from './services.js';
import searchRoutes from './search/routes.js';
import { SearchItemSchema } from './search/schemas.js';
import { createFrontCache } from './platform/front-cache.js';
import { registerInputGuard } from './platform/input-guard.js';
import { documentOperation } from './platform/openapi-contract.js';
import { buildValidator } from './platform/validation.js';
import { privateLogSerializers, urlForLog } from './platform/log-privacy.js';
import {
  configuredSecrets,
  createScrubber,
  REDACT_PATHS,
  REDACTED,
  redactUrl,
  serializeRequest,
} from './platform/log-redaction.js';
import { createResponseHeaders, registerResponseHeaders } from './platform/security-headers.js';
import { lazyChildLogger, RequestLogController } from './platform/request-logging.js';
import settingsRoutes from './settings/routes.js';
import { countIcalClashes } from './calendar/read.js';
import { lockBeforeRemovingImported, removeImportedBlocks } from './calendar/remove-imported-blocks.js';
import { checkIcalUrlToSave } from './calendar/check-ical-url.js';
import { calendarErrors } from './calendar/errors.js';
import { defaultCancellationPolicy } from './settings/read.js';
import { AppliedPolicySchema, CancellationPolicySchema } from './common/cancellation-policy-schemas.js';
import webPlugin from './web/plugin.js';
import { webhooksErrors } from './webhooks/errors.js';
import { OPENAPI_WEBHOOKS } from './webhooks/openapi-webhooks.js';
import webhookRoutes from './webhooks/routes.js';

/** Every module's typed errors as answers, asked by the one error handler (`server/test/error-maps.test.ts` checks none is missing). */
export const ERROR_MAPS: readonly ErrorMap[] = [
  authErrors,
  bookingErrors,
  boatsErrors,
  calendarErrors,
  contentErrors,
  limitsErrors,
  mailErrors,
  messagesErrors,
  placesErrors,
  searchErrors,
  settingsErrors,
  webhooksErrors,
];

export const API_VERSION = '1.0.0';

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

/** Schemas registered once and referenced by `$ref` (they appear under components in OpenAPI). */
const SHARED_SCHEMAS = [
  ErrorSchema,
  UserSchema,
  AdminUserSchema,
  MarinaSchema,
  BoatTypeSchema,
  BoatSchema,
  PricePeriodSchema,
  BoatExtraSchema,
  BoatImageSchema,
  CommentSchema,
  PublicCommentSchema,
  MoneySchema,
  BoatDetailSchema,
  SearchItemSchema,
  ExtraLineSchema,
  TermsSchema,
  TermsStatementSchema,
  QuoteSchema,
  ExternalConflictSchema,
  ReservationSchema,
  TransactionSchema,
  CancellationPolicySchema,
  AppliedPolicySchema,
  ...CLOSING_SHARED_SCHEMAS,
];

/**
 * The one logger configuration of every process (server, worker, CLIs): structured secrets are
 * removed by path, and every line is scrubbed of the secrets the configuration holds.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const scrub = createScrubber(configuredSecrets(config));
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // No personal data (a KVKK erasure cannot reach a log file) and no secret in a log line: masked
    // URLs, errors without PostgreSQL's failing-row detail, secrets in query strings redacted.
    serializers: {
      ...privateLogSerializers,
      req: (req: Parameters<typeof serializeRequest>[0]) => ({
        ...serializeRequest(req),
        url: urlForLog(redactUrl(req.url)),
      }),
    },
    ...(scrub ? { hooks: { streamWrite: scrub } } : {}),
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** Trusts one hop: the proxy the connection comes from, not the addresses it was told about. */
const trustNearestProxy = (_address: string, hop: number) => hop === 0;

/** Composes plugins and modules; `main.ts` only listens. Tests call this with a real database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, sql } = deps;
  const storage = deps.storage ?? (await openStorage(config));
  // Repeated public catalog GETs are answered before Fastify while their answer is fresh (front-cache.ts).
  const front = createFrontCache({ trustProxy: config.trustProxy });
  // The site's error page for a page address the router refuses; the web plugin fills it in.
  const errorPages: SiteErrorPages = {};
  const responseHeaders = createResponseHeaders({
    publicUrl: config.publicUrl,
    pages: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Uploaded images come from the bucket's public address when one is configured.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.s3?.publicBaseUrl && config.storage === 's3' ? [new URL(config.s3.publicBaseUrl).origin] : []),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // Only a site served over https may tell browsers to fetch everything over https: on plain
          // http (a first install on a server's address, before its certificate) it would break every
          // style, script and image of the page.
          upgradeInsecureRequests: config.publicUrl?.startsWith('https://') ? [] : null,
        },
      },
    },
    cors: {
      origins: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Content-Disposition', 'Retry-After'],
      maxAgeSeconds: 600,
    },
  });
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
    schemaController: { compilersFactory: { buildValidator } },
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

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fethiye Tekne API',
        version: API_VERSION,
        description:
          'Fethiye / Muğla tekne kiralama ve satış pazaryerinin API’si. Başarılı yanıtlar `{content}`, listeler `{content, total}`; ' +
          'hatalar `{statusCode, code, content:{message}}` biçimindedir. Yönetim çağrıları `Authorization: Bearer <jwt>` ister. ' +
          'JSON gövdelerindeki değerler türlerine dönüştürülmez (`"1"` bir sayı, `0` bir metin yerine geçmez); hiçbir girdi NUL (`\\u0000`) karakteri içeremez.',
        contact: {
          name: 'Fethiye Tekne ofisi',
          ...(config.mail.officeEmail ? { email: config.mail.officeEmail } : {}),
        },
        license: { name: 'Tescilli yazılım; tüm hakları saklıdır', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Bu sunucu' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'system', description: 'Sağlık ve sistem' },
        { name: 'auth', description: 'Giriş' },
        { name: 'users', description: 'Kullanıcılar (ADMIN)' },
        { name: 'boats', description: 'Tekneler (ADMIN; OWNER yalnızca kendi tekneleri)' },
        { name: 'boat prices', description: 'Sezonluk tekne fiyatları' },
        { name: 'boat extras', description: 'Teknenin ücretli ekstraları (kaptan, yakıt, yemek …)' },
        { name: 'boat images', description: 'Tekne görselleri' },
        { name: 'boat types', description: 'Tekne tipleri (ADMIN)' },
        { name: 'marinas', description: 'Marinalar ve bölgeler (ADMIN)' },
        { name: 'comments', description: 'Tekne yorumları' },
        { name: 'catalog', description: 'Herkese açık tekne sayfası ve arama' },
        { name: 'booking', description: 'Müsaitlik, fiyat teklifi ve rezervasyon isteği (herkese açık)' },
        { name: 'reservations', description: 'Rezervasyon yönetimi ve işlem geçmişi' },
        { name: 'transactions', description: 'Rezervasyonlara kaydedilen ödemeler' },
        { name: 'occupancy', description: 'Doluluk takvimi' },
        { name: 'manual closing', description: 'Manuel kapatmalar ("external")' },
        { name: 'boat dates', description: 'Teknenin kapalı tarihleri' },
        { name: 'website', description: 'Herkese açık site içeriği, iletişim formu ve site verileri' },
        { name: 'content', description: 'Site içeriği: sayfalar, blog, bankalar, ekip, SSS (ADMIN)' },
        { name: 'messages', description: 'İletişim formu mesajları ve e-bülten aboneleri (ADMIN)' },
        { name: 'mail', description: 'E-posta şablonları ve giden e-posta kutusu (ADMIN)' },
        { name: 'calendar', description: 'iCal takvim: doluluk akışı (dışa aktarma) ve diğer platformlardan eşitleme' },
        { name: 'settings', description: 'Döviz kurları, site, iletişim ve sosyal medya ayarları; panel sayıları' },
        { name: 'webhooks', description: 'Webhook adresleri, teslimat kayıtları ve teslimatların gövdeleri (ADMIN)' },
      ],
      webhooks: OPENAPI_WEBHOOKS,
    },
    transform: documentOperation,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const jwtSecret = config.jwtSecret ?? (await sharedSecret(sql, 'jwt'));
  const tokens = createTokenService(jwtSecret, config.jwtTtlSeconds);
  await app.register(guard, { tokens, users: createUsersRepository(sql) });

  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  // The one composition root: event store, booking core, calendar, public limits, mail reactor.
  const services = createServices(config, sql, {
    jwtSecret,
    log: app.log,
    ...(deps.mailQueue ? { mailQueue: deps.mailQueue } : {}),
  });
  const { booking, calendar } = services;
  const { fingerprints, mail: mailDeps, reactions } = services.web;
  const limits = config.publicLimits;
  app.addHook('onReady', async () => reactions.start());
  // Changes to the catalog and content from any instance drop this instance's caches.
  const changes = createChangeFeed(sql, app.log);
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.stop());
  app.addHook('onClose', async () => reactions.stop());
  app.addHook('preClose', async () => front.close());
  // A successful write through the back office may have changed what the caches hold; the
  // writing instance drops them before answering, so the office sees its change on the next page.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.url.startsWith('/v1/admin/') &&
      request.routeOptions.config.writes !== false
    )
      changes.changedHere('*');
    return payload;
  });
  changes.onChange((table) => {
    if (
      table === '*' ||
      table === 'boats' ||
      table === 'boat_prices' ||
      table === 'boat_extras' ||
      table === 'settings'
    )
      booking.catalog.forget();
  });

  await app.register(metricsPlugin, {
    metrics: deps.metrics ?? createMetrics(sql, 'api'),
    token: config.metrics.token,
  });

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { sql, version: API_VERSION, gate: databaseGate });
      await v1.register(authRoutes, { sql, tokens, loginThrottle: config.loginThrottle });
      await v1.register(placesRoutes, { sql });
      await v1.register(boatTypesRoutes, { sql });
      await v1.register(boatsRoutes, {
        sql,
        onIcalRemoved: {
          before: lockBeforeRemovingImported,
          removed: (tx, boatId, actor) =>
            removeImportedBlocks(tx, calendar, boatId, {
              actor: { kind: 'user', id: actor.id, role: actor.role, name: actor.name },
              requestId: `deleteical-${boatId}`,
              now: new Date().toISOString(),
            }),
        },
        checkIcalUrl: (url: string) => checkIcalUrlToSave(calendar, url),
      });
      await v1.register(pricesRoutes, { sql });
      await v1.register(extrasRoutes, { sql });
      await v1.register(imagesRoutes, { sql, storage, maxFileBytes: config.uploadMaxBytes });
      await v1.register(uploadsRoutes, { storage });
      await v1.register(commentsRoutes, { sql, storage, defaultPolicy: () => defaultCancellationPolicy(sql) });
      const limiter = createRequestLimiter(sql);
      await v1.register(publicReservationRoutes, {
        booking,
        quoteLimit: {
          limiter,
          limit: { name: 'quote', max: limits.quotesPerClientMinute, windowSeconds: 60 },
          fingerprints,
        },
      });
      await v1.register(visitorReservationRoutes, {
        booking,
        linkLimit: {
          limiter,
          limit: { name: 'reservation_link', max: limits.reservationLinksPerClientMinute, windowSeconds: 60 },
          fingerprints,
        },
      });
      await v1.register(adminReservationRoutes, { booking, valuesSql: deps.officeValuesSql ?? sql });
      await v1.register(visitorAdminRoutes, { booking });
      await v1.register(externalConflictRoutes, { booking });
      await v1.register(homeRoutes, { sql });
      await v1.register(fleetGridRoutes, { sql });
      await v1.register(closingRoutes, { booking });
      await v1.register(boatDatesRoutes, { booking });
      await v1.register(searchRoutes, {
        sql: deps.searchSql ?? sql,
        ...(deps.searchPlannedSql ? { plannedSql: deps.searchPlannedSql } : {}),
        ...(deps.searchCloseSql ? { closeSql: deps.searchCloseSql } : {}),
        cacheMs: config.searchCacheMs,
        front,
        changes,
        searchLimit: {
          limiter: createRequestLimiter(sql),
          limit: { name: 'search', max: limits.searchesPerClientMinute, windowSeconds: 60 },
          fingerprints,
        },
      });
      await v1.register(contentRoutes, { sql, storage });
      await v1.register(directoryRoutes, { sql, storage });
      await v1.register(documentsRoutes, { sql, storage, maxFileBytes: config.uploadMaxBytes });
      await v1.register(imageUploadRoutes, { sql, storage, maxFileBytes: config.uploadMaxBytes });
      await v1.register(messagesRoutes, {
        sql,
        // The copy counts for the client that sent the form (a keyed hash; the address itself is not kept).
        afterSubmit: (tx, { ip, ...message }) =>
          enqueueContactCopy(tx, mailDeps, { ...message, clientFingerprint: fingerprints.client(ip) }),
        enquiryLimit: {
          limiter: createRequestLimiter(sql),
          limit: { name: 'enquiry', max: limits.enquiriesPerClient, windowSeconds: 600 },
          fingerprints,
        },
      });
      await v1.register(settingsRoutes, {
        sql,
        counts: {
          reservationsAwaitingOffice: (owner) => createReservationsReadRepository(sql).awaitingAction(owner),
          icalClashes: (owner) => countIcalClashes(sql, owner),
        },
      });
      await v1.register(mailRoutes, { sql });
      await v1.register(outboxRoutes, { sql, queue: mailDeps.queue });
      await v1.register(backupRoutes, { sql, config });
      await v1.register(calendarRoutes, { calendar });
      await v1.register(webhookRoutes, {
        deps: { sql, config: config.webhooks, now: () => new Date(), newId: randomUUID },
      });
    },
    { prefix: '/v1' },
  );

  await app.register(webPlugin, {
    distDir: resolve(ROOT_DIR, 'web', 'dist'),
    publicUrl: config.publicUrl,
    cacheMs: 60_000,
    changes,
    errorPages,
  });

  return app;
}
