/**
 * Prerendered HTML is built before anyone knows the site's address, so canonical and Open Graph
 * URLs carry this placeholder (a reserved, never-resolving name); the server swaps in the real
 * origin when it sends the file. Keep equal to `PRERENDER_ORIGIN` in server/src/web/prerendered.ts.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';
