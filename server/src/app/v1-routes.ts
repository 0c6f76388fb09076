import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import authRoutes from '../auth/routes.js';
import type { TokenService } from '../auth/tokens.js';
import backupRoutes from '../backup/routes.js';
import commentsRoutes from '../boats/comments/routes.js';
import extrasRoutes from '../boats/extras/routes.js';
import imagesRoutes from '../boats/images/routes.js';
import pricesRoutes from '../boats/prices/routes.js';
import boatsRoutes from '../boats/boat/routes.js';
import boatTypesRoutes from '../boats/types/routes.js';
import boatDatesRoutes from '../booking/availability/routes.js';
import closingRoutes from '../booking/closing/routes.js';
import fleetGridRoutes from '../booking/fleet-grid/routes.js';
import adminReservationRoutes from '../booking/reservation/admin-routes.js';
import externalConflictRoutes from '../booking/reservation/external-conflict-routes.js';
import homeRoutes from '../booking/reservation/home-routes.js';
import publicReservationRoutes from '../booking/reservation/public-routes.js';
import visitorAdminRoutes from '../booking/reservation/visitor-admin-routes.js';
import visitorReservationRoutes from '../booking/reservation/visitor-routes.js';
import { checkIcalUrlToSave } from '../calendar/check-ical-url.js';
import { lockBeforeRemovingImported, removeImportedBlocks } from '../calendar/remove-imported-blocks.js';
import calendarRoutes from '../calendar/routes.js';
import type { Config } from '../config.js';
import directoryRoutes from '../content/directory-routes.js';
import documentsRoutes from '../content/documents-routes.js';
import imageUploadRoutes from '../content/image-upload-routes.js';
import { saveSection } from '../content/content-service.js';
import contentRoutes from '../content/routes.js';
import healthRoutes from '../health/routes.js';
import { createRequestLimiter } from '../limits/request-limits.js';
import outboxRoutes from '../mail/outbox-routes.js';
import mailRoutes from '../mail/routes.js';
import { enqueueContactCopy } from '../mail/send-contact-copy.js';
import messagesRoutes from '../messages/routes.js';
import partnerAdminRoutes from '../partners/admin-routes.js';
import type { PartnersDeps } from '../partners/deps.js';
import partnerRoutes from '../partners/partner-routes.js';
import placesRoutes from '../places/routes.js';
import type { CacheRegistry } from '../platform/caches/registry.js';
import type { DatabaseGate } from '../platform/database-gate.js';
import type { Sql } from '../platform/db.js';
import type { FrontCache } from '../platform/front-cache.js';
import type { Storage } from '../platform/storage.js';
import uploadsRoutes from '../platform/uploads-routes.js';
import searchRoutes from '../search/routes.js';
import type { Services } from '../services.js';
import { defaultCancellationPolicy } from '../settings/read.js';
import settingsRoutes from '../settings/routes.js';
import type { PanelCountSources } from '../settings/service.js';
import { API_VERSION } from './openapi-docs.js';
import { partnerSeams } from '../webhooks/partner-seams.js';
import partnerWebhookRoutes from '../webhooks/partner-routes.js';
import webhookRoutes, { type WebhookRouteDeps } from '../webhooks/routes.js';

/** The pools apart from `sql` that some routes run on (each `sql` when not given; see `AppDeps`). */
export interface RoutePools {
  searchSql?: Sql | undefined;
  searchPlannedSql?: Sql | undefined;
  searchCloseSql?: Sql | undefined;
  officeValuesSql?: Sql | undefined;
}

/** Every module's routes under /v1, each given only the collaborators it uses. */
export async function registerV1Routes(
  v1: FastifyInstance,
  deps: {
    config: Config;
    sql: Sql;
    pools: RoutePools;
    storage: Storage;
    tokens: TokenService;
    databaseGate: DatabaseGate;
    services: Services & { web: NonNullable<Services['web']> };
    front: FrontCache;
    caches: CacheRegistry;
    /** The panel's counts of other modules (made in `app.ts`, which may use the booking core's read repository). */
    panelCounts: PanelCountSources;
    /** The partners' collaborators (`app/partners.ts`), and the site's preflight answer headers for their routes. */
    partners: PartnersDeps;
    preflight: Readonly<Record<string, string>>;
  },
): Promise<void> {
  const { config, sql, pools, storage, tokens, databaseGate, front, caches } = deps;
  const { booking, calendar } = deps.services;
  const { fingerprints, mail: mailDeps } = deps.services.web;
  const limits = config.publicLimits;
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
  await v1.register(adminReservationRoutes, { booking, valuesSql: pools.officeValuesSql ?? sql });
  await v1.register(visitorAdminRoutes, { booking });
  await v1.register(externalConflictRoutes, { booking });
  await v1.register(homeRoutes, { sql });
  await v1.register(fleetGridRoutes, { sql });
  await v1.register(closingRoutes, { booking });
  await v1.register(boatDatesRoutes, { booking });
  await v1.register(searchRoutes, {
    sql: pools.searchSql ?? sql,
    ...(pools.searchPlannedSql ? { plannedSql: pools.searchPlannedSql } : {}),
    ...(pools.searchCloseSql ? { closeSql: pools.searchCloseSql } : {}),
    cacheMs: config.searchCacheMs,
    front,
    caches,
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
    counts: deps.panelCounts,
    saveContactPage: (tx, page, userId) => saveSection(tx, 'contact', page, userId),
  });
  await v1.register(mailRoutes, { sql });
  await v1.register(outboxRoutes, { sql, queue: mailDeps.queue });
  await v1.register(backupRoutes, { sql, config });
  await v1.register(calendarRoutes, { calendar });
  await v1.register(partnerAdminRoutes, { deps: deps.partners });
  await v1.register(partnerRoutes, { deps: deps.partners, preflight: deps.preflight });
  const webhooks: WebhookRouteDeps = {
    sql,
    config: config.webhooks,
    now: () => new Date(),
    newId: randomUUID,
    partners: partnerSeams,
    store: deps.services.store,
  };
  await v1.register(webhookRoutes, { deps: webhooks });
  await v1.register(partnerWebhookRoutes, { deps: webhooks });
}
