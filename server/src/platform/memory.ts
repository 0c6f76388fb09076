import { setFlagsFromString } from 'node:v8';

/** How far the old generation may grow past what survived the last full collection, percent. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Keeps the server's memory near what it uses. Left to itself, V8 lets the old generation grow to
 * about three times its live size between full collections when a process allocates fast: under a
 * search load the server (about 45 MB live) reached 120 MB of heap and 250–310 MB of RSS before
 * collecting. Growing by at most half keeps the peak near 170 MB, for a full collection every few
 * seconds under that load (5–10 ms each, most of the marking done in small steps); throughput did not
 * move in the catalog bench. V8 reads this flag whenever it sets the next limit, so setting it at
 * start-up, before the app is built, applies to the whole run.
 */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
