// ESLint rule `server-modules/public-files`: a module of server/src imports another module only through
// its public files. The convention is written out below (KERNELS, PUBLIC_FILES, MODULE_PUBLIC_FILES);
// eslint.config.js applies it and server/test/house-rules.test.ts checks it over every server file.
import { dirname, posix, resolve, sep } from 'node:path';

const SRC = 'server/src/';

/**
 * Shared kernels: every module may import any of their files, and they import no module.
 * platform/ (database, HTTP and process plumbing), common/ (pure helpers and shared schemas),
 * eventstore/ (the generic append-only store and projection runner; it knows no domain).
 */
export const KERNELS = ['platform', 'common', 'eventstore'];

/** The composition root's parts (beside the files at the top of server/src): no module imports them. */
export const ROOT_FOLDERS = ['app', 'config'];

/** Folders that may import any module's files, as a test would: the seed writes demo data through each owner's functions. */
export const FREE_IMPORTERS = ['seed'];

/**
 * A module's public files, at any depth of its folder (booking/reservation/read.ts): what other
 * modules may import. Everything else is the module's own.
 *   read.ts            reads other modules may run (and read models made for them)
 *   events.ts          event types other modules react to
 *   errors.ts          typed refusals and the module's error map
 *   schemas.ts, *-schemas.ts   TypeBox contracts and the types made from them
 */
export const PUBLIC_FILES = [/^read\.ts$/, /^events\.ts$/, /^errors\.ts$/, /^(?:[a-z0-9-]+-)?schemas\.ts$/];

/** Public files a module offers beyond the common names, each with what it is for. */
export const MODULE_PUBLIC_FILES = {
  auth: {
    'guard.ts': 'the route guards (roles, the signed-in user) every admin route declares',
  },
  boats: {
    'ical-feed.ts': "the boat's iCal settings and sync state, for the calendar and the metrics",
  },
  calendar: {
    'feed.ts': 'the bounded fetch and its guard against private and loopback addresses, which webhooks reuse',
  },
  limits: {
    'fingerprint.ts': 'the keyed hash of a client address every public limit counts by',
    'request-limits.ts': 'the PostgreSQL request counter public routes count in',
  },
  mail: {
    'outbox.ts': "queueing a mail in the caller's transaction (enqueueMails, MailRequest)",
    'queue.ts': 'the MailQueue type a composition hands to the modules that queue mail',
    'compose.ts': "composing a template's mail (the webhooks' disabled-endpoint notices)",
  },
  partners: {
    'guard.ts':
      "the partner key guard's caller and request context, for partner routes another module declares (webhooks)",
    'audit.ts':
      "a partner's audit trail, which webhooks append its own endpoints' changes to (recordPartnerWebhookEvent)",
  },
};

/**
 * Crossings that break the rule today and whose fix belongs to a branch reshaping the module they
 * import from (it has to offer them a public file): `from` imports `to` until then. The house-rules
 * test fails when an entry no longer matches an import, so the list only shrinks; empty it as the
 * branches land.
 */
export const PENDING_CROSSINGS = [
  ...[
    'booking/projections.ts', // the read-model registry a restore rebuilds
    'booking/read-model-digests.ts', // and how it compares them
  ].map((to) => ({ from: 'backup/verify-restore.ts', to, owner: 'booking-reshape' })),
  { from: 'calendar/export.ts', to: 'booking/extras-text.ts', owner: 'booking-reshape' },
  { from: 'calendar/export.ts', to: 'booking/pricing.ts', owner: 'booking-reshape' },
  { from: 'calendar/recheck-ical-feed.ts', to: 'booking/context.ts', owner: 'booking-reshape' },
  { from: 'calendar/recheck-ical-feed.ts', to: 'booking/reservation/deps.ts', owner: 'booking-reshape' },
  { from: 'calendar/remove-imported-blocks.ts', to: 'booking/boat-lock.ts', owner: 'booking-reshape' },
  { from: 'calendar/remove-imported-blocks.ts', to: 'booking/context.ts', owner: 'booking-reshape' },
  { from: 'calendar/routes.ts', to: 'booking/context.ts', owner: 'booking-reshape' },
  ...[
    'booking/availability/decide.ts',
    'booking/boat-lock.ts',
    'booking/clash.ts',
    'booking/command-handler.ts',
    'booking/context.ts',
    'booking/reservation/flag-external-conflicts.ts',
  ].map((to) => ({ from: 'calendar/sync-ical-feed.ts', to, owner: 'booking-reshape' })),
  ...['booking/reservation/terms-view.ts', 'booking/terms.ts', 'booking/extras-text.ts'].map((to) => ({
    from: 'mail/compose.ts',
    to,
    owner: 'booking-reshape',
  })),
  { from: 'mail/outbox-routes.ts', to: 'booking/context.ts', owner: 'booking-reshape' },
  { from: 'mail/outbox-service.ts', to: 'booking/context.ts', owner: 'booking-reshape' },
].map((p) => ({ ...p, from: SRC + p.from, to: SRC + p.to }));

/** `server/src/...` path of an absolute file name, or undefined outside server/src. */
function serverPath(file) {
  const normalized = file.split(sep).join('/');
  const at = normalized.lastIndexOf(`/${SRC}`);
  return at < 0 ? undefined : normalized.slice(at + 1);
}

/** The folder of server/src a path belongs to (undefined for the files at its top). */
function folderOf(path) {
  const rest = path.slice(SRC.length);
  return rest.includes('/') ? rest.split('/')[0] : undefined;
}

/** Whether `path` (`server/src/<module>/...`) is one of its module's public files. */
export function isPublicFile(path) {
  const module = folderOf(path);
  const name = posix.basename(path);
  return PUBLIC_FILES.some((p) => p.test(name)) || Boolean(module && MODULE_PUBLIC_FILES[module]?.[name]);
}

/**
 * Why importing `to` from `from` (both `server/src/...` paths) breaks the boundaries, or undefined.
 * Tests (`*.test.ts`) and the free importers are not checked.
 */
export function boundaryProblem(from, to) {
  const a = folderOf(from);
  const b = folderOf(to);
  if (a === undefined || b === undefined || a === b || from.endsWith('.test.ts')) return undefined;
  if (FREE_IMPORTERS.includes(a) || ROOT_FOLDERS.includes(a)) return undefined;
  if (KERNELS.includes(a) && !KERNELS.includes(b)) return `${a}/ is a shared kernel: it imports no module (${b}/)`;
  if (KERNELS.includes(b)) return undefined;
  if (ROOT_FOLDERS.includes(b)) return `${b}/ is part of the composition root: modules get what it builds handed in`;
  if (!isPublicFile(to))
    return `${to.slice(SRC.length)} is not a public file of ${b}/: import its read.ts, events.ts, errors.ts or *schemas.ts (or the files MODULE_PUBLIC_FILES lists)`;
  return undefined;
}

const key = (from, to) => `${from} → ${to}`;

/** `.js` specifiers name `.ts` files (NodeNext); others are taken as written. */
const sourceOf = (file) => file.replace(/\.js$/, '.ts');

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through its public files' },
    schema: [
      {
        type: 'object',
        properties: {
          // Crossings known today whose fix belongs to another branch: `from → to` as server paths.
          pending: { type: 'array', items: { type: 'object', properties: { from: {}, to: {}, owner: {} } } },
        },
        additionalProperties: false,
      },
    ],
    messages: { crossing: '{{problem}} (module boundaries: eslint-rules/module-boundaries.mjs)' },
  },
  create(context) {
    const from = serverPath(context.filename);
    if (!from) return {};
    const pending = new Set((context.options[0]?.pending ?? []).map((p) => key(p.from, p.to)));
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = serverPath(sourceOf(resolve(dirname(context.filename), specifier)));
      if (!to) return;
      const problem = boundaryProblem(from, to);
      if (problem && !pending.has(key(from, to))) context.report({ node, messageId: 'crossing', data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const moduleBoundaries = { meta: { name: 'module-boundaries' }, rules: { 'public-files': rule } };
