import { describe, expect, it } from 'vitest';
import { disableVikeAsyncHook, VIKE_ASYNC_HOOK_GLOBAL, vikeAsyncLocalStorages } from './vike-async-hook.js';

describe("vike's AsyncLocalStorage", () => {
  it('is never created, so a page render does not turn async hooks on for every later request', async () => {
    disableVikeAsyncHook();
    // Loads vike's server runtime, whose asyncHook module would make the storage on import.
    await import('vike/server');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const globals = (globalThis as { _vike?: { globals?: Record<string, unknown> } })._vike?.globals ?? {};
    // vike still keeps its state under this name (if it renamed it, the seeding would do nothing).
    expect(globals[VIKE_ASYNC_HOOK_GLOBAL]).toMatchObject({ asyncLocalStorage: null });
    expect(vikeAsyncLocalStorages()).toEqual([]);
  });
});
