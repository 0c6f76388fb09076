/** Where vike keeps the AsyncLocalStorage of `getPageContext({ asyncHook: true })` (vike/dist/server/runtime/asyncHook.js). */
export const VIKE_ASYNC_HOOK_GLOBAL = 'server/runtime/asyncHook.ts';

interface VikeGlobals {
  _vike?: { globals?: Record<string, unknown> };
}

/**
 * Keeps vike from creating its AsyncLocalStorage. vike runs every render inside one, for
 * `getPageContext({ asyncHook: true })`, which this site never calls. On Node 20 and 22 the first
 * `run()` of an AsyncLocalStorage turns async hooks on for the whole process, for good: every
 * promise and tick of every later request, API calls included, then pays for them (measured here:
 * a cached `/v1/search/input` answer went from 56 to 110 µs of CPU after the first page render).
 * vike reads its state from a global registry and fills an entry only when it is missing, so the
 * entry is seeded with what vike itself uses where `node:async_hooks` is unavailable: no storage.
 * vike's module still makes an instance on import and stores it into the entry (a storage that is
 * never `run()` costs nothing), so the seeded property ignores that write. Call this before vike's
 * server runtime is imported.
 */
export function disableVikeAsyncHook(): void {
  const g = globalThis as VikeGlobals;
  g._vike ??= {};
  g._vike.globals ??= {};
  if (g._vike.globals[VIKE_ASYNC_HOOK_GLOBAL] !== undefined) return;
  const entry = { installPromise: Promise.resolve() };
  Object.defineProperty(entry, 'asyncLocalStorage', { enumerable: true, get: () => null, set: () => {} });
  g._vike.globals[VIKE_ASYNC_HOOK_GLOBAL] = entry;
}

/** The AsyncLocalStorage instances vike holds (for the test that none is made). */
export function vikeAsyncLocalStorages(): unknown[] {
  const globals = (globalThis as VikeGlobals)._vike?.globals ?? {};
  return Object.values(globals)
    .filter((v): v is { asyncLocalStorage: unknown } => typeof v === 'object' && v !== null && 'asyncLocalStorage' in v)
    .map((v) => v.asyncLocalStorage)
    .filter((s) => s !== null && s !== undefined);
}
