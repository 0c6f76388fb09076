import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Keep equal to `PRERENDER_ORIGIN` in web/src/lib/prerender.ts. */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * The pages vike prerendered at build (`<route>/index.html` under web/dist/client), keyed by path.
 * `404.html` is not a route: unknown paths are rendered per request so they get the live layout.
 */
export function loadPrerendered(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name === 'index.html') {
        const route = `/${relative(clientDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.set(route, readFileSync(path, 'utf8'));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return pages;
}

/** Absolute URLs in prerendered HTML point at the placeholder until the real origin is known. */
export const withOrigin = (html: string, origin: string) => html.replaceAll(PRERENDER_ORIGIN, origin);
