import { existsSync } from 'node:fs';
import type { CacheRegistry } from '../platform/caches/registry.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Compressible, encodedBody, preferredEncoding } from './compression.js';
import { inlineScriptHashes, withScriptHashes } from './csp.js';
import { injectFetch } from './inject-fetch.js';
import { loadPrerendered, withOrigin } from './prerendered.js';
import type { SiteErrorPages } from '../platform/errors.js';
import { isSitePath } from '../platform/site-paths.js';
import { createRenderCache } from './render-cache.js';
import { disableVikeAsyncHook } from './vike-async-hook.js';
import { scriptsAfterFirstPaint } from './scripts-after-paint.js';
import { robotsTxt, type SitemapPage, sitemapXml, STATIC_PATHS } from './seo-files.js';

export interface WebOptions {
  /** web/dist: `client/` holds hashed assets, `server/entry.mjs` the vike server build. */
  distDir: string;
  /** Absolute origin for canonical URLs; the request's host when unset. */
  publicUrl: string | undefined;
  /** How long rendered HTML is reused when no change is heard of (the change feed drops it at once). */
  cacheMs: number;
  /** Catalog and content changes from any instance: rendered pages, site data and sitemaps are dropped. */
  caches?: CacheRegistry;
  /** Filled in here: the router's refusals of a page address (a broken %-encoding) answer with the error page. */
  errorPages?: SiteErrorPages;
}

interface FetchResult {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
interface Rendered extends Compressible {
  statusCode: number;
  headers: [string, string][];
  body: string;
  /** CSP sources of the page's inline scripts, hashed once per render rather than per response. */
  scriptHashes: string[];
  /** The last policy sent with those hashes added (the base policy is the same on every request). */
  csp?: { base: string; full: string };
}
type RenderPage = (init: Record<string, unknown>) => Promise<{ httpResponse: Omit<Rendered, 'scriptHashes'> | null }>;

/**
 * One visitor's own pages (the reservation page of the signed link, in both languages): rendered for
 * each request, never kept in the HTML cache, sent `private, no-store`.
 */
export const isPrivatePage = (url: string) => /^(?:\/en)?\/(?:rezervasyon|reservation)\//.test(url);

/**
 * The visitor's display currency, from the cookie the site's currency store writes (web/src/stores/currency.ts,
 * keep equal): prices are rendered in it, so a full page load never shows TL before the chosen currency.
 * Without the cookie, TL, and the browser restores a choice stored before the cookie existed.
 */
const CURRENCY_COOKIE = /(?:^|;\s*)currency=(TL|DOLLAR|EURO|POUND)(?:;|$)/;
const currencyOf = (request: FastifyRequest) => CURRENCY_COOKIE.exec(request.headers.cookie ?? '')?.[1];

/** The language prefix of a page address (`/en` or none), for the error page of an address that cannot be read. */
const langPrefix = (url: string) => (url === '/en' || url.startsWith('/en/') || url.startsWith('/en?') ? '/en' : '');

/** The decoded path holds a NUL: no page has such an address (and PostgreSQL text cannot hold it). */
const hasNul = (url: string) => {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '').includes('\u0000');
  } catch {
    return false;
  }
};

/**
 * Serves the vike site on the API's port: hashed assets from web/dist/client, every other GET
 * outside /v1 and /docs rendered by vike's renderPage with data read in-process (app.inject).
 */
export default async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const clientDir = join(options.distDir, 'client');
  const entry = join(options.distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="tr"><meta charset="utf-8"><title>Fethiye Tekne</title><p>Site derlenmedi: <code>npm run build -w web</code> çalıştırın. API: <a href="/docs">/docs</a></p></html>',
        ),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // web/scripts/precompress.mjs writes .br and .gz beside the built assets.
    preCompressed: true,
    // Prerendered HTML goes out through the page handler below (origin and CSP filled in), never raw.
    allowedPath: (path) => !path.endsWith('.html'),
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes(`${join('client', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  let renderPage: RenderPage | undefined;
  const loadRenderer = async (): Promise<RenderPage> => {
    if (!renderPage) {
      disableVikeAsyncHook();
      await import(pathToFileURL(entry).href);
      renderPage = ((await import('vike/server')) as unknown as { renderPage: RenderPage }).renderPage;
    }
    return renderPage;
  };

  const api = async (path: string): Promise<FetchResult> => {
    const res = await app.inject({ method: 'GET', url: path });
    return { ok: res.statusCode < 400, status: res.statusCode, json: async () => res.json<unknown>() };
  };
  const readContent = async (path: string): Promise<unknown> => {
    const res = await api(path);
    return res.ok ? ((await res.json()) as { content: unknown }).content : undefined;
  };

  const pages = createRenderCache<Rendered>(options.cacheMs);
  const prerendered = new Map(
    [...loadPrerendered(clientDir)].map(([path, file]) => {
      const html = scriptsAfterFirstPaint(file);
      return [path, { html, scriptHashes: inlineScriptHashes(html) }];
    }),
  );
  // Per origin, because the file's placeholder origin is replaced; bounded, as the Host header is the client's.
  const prerenderedPages = createRenderCache<Rendered>(options.cacheMs, 16);
  const site = createRenderCache<{ siteData?: unknown; rates?: unknown }>(options.cacheMs, 1);
  const loadSite = async (now: number) => {
    const cached = site.get('site', now);
    if (cached) return cached;
    const [siteData, settings] = await Promise.all([
      readContent('/v1/website/sitedata'),
      readContent('/v1/website/settings'),
    ]);
    const list = (settings as { currency?: { key: string; value: string }[] } | undefined)?.currency;
    const rate = (key: string) => Number(list?.find((e) => e.key === key)?.value ?? Number.NaN);
    const value = {
      ...(siteData ? { siteData } : {}),
      ...(list
        ? {
            rates: {
              USD: rate('dollar_exchange_rate'),
              EUR: rate('euro_exchange_rate'),
              GBP: rate('sterling_exchange_rate'),
            },
          }
        : {}),
    };
    if (siteData && list) site.set('site', value, now);
    return value;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: Rendered, privatePage = false) => {
    for (const [name, value] of page.headers) {
      if (name.toLowerCase() !== 'cache-control') reply.header(name, value);
    }
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      if (page.csp?.base !== policy) page.csp = { base: policy, full: withScriptHashes(policy, page.scriptHashes) };
      reply.header('content-security-policy', page.csp.full);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encodedBody(page, encoding);
    if (body !== page.bytes && encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.statusCode)
      .header('cache-control', privatePage ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  };

  const originOf = (request: FastifyRequest) =>
    options.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  interface PostPage {
    slug: string;
    updatedAt: string;
    titleEn: string | null;
    bodyEn: string | null;
  }
  const blogPosts = async (): Promise<PostPage[]> => {
    const found: PostPage[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = (await (await api(`/v1/website/blog?take=100&skip=${skip}`)).json()) as { content?: PostPage[] };
      found.push(...(page.content ?? []));
      if (!page.content || page.content.length < 100) return found;
    }
  };
  const SECTION_OF: Record<string, string> = {
    '/about': 'about',
    '/howrent': 'howrent',
    '/website/rental': 'rental',
    '/website/privacy': 'privacy',
    '/website/cancel': 'cancel',
    '/website/kvkk': 'kvkk',
    '/contact': 'contact',
  };
  /** Every public page with its last change: boats and posts their own, sections theirs, lists their newest item's. */
  const sitemapPages = async (): Promise<SitemapPage[]> => {
    const [boats, posts, sections] = await Promise.all([
      readContent('/v1/website/boatpages') as Promise<{ slug: string; updatedAt: string; images: string[] }[]>,
      blogPosts(),
      Promise.all(
        [...new Set(Object.values(SECTION_OF))].map(
          async (key) => [key, (await readContent(`/v1/website/${key}`)) as { updatedAt: string } | undefined] as const,
        ),
      ),
    ]);
    const sectionDates = new Map(sections.map(([key, s]) => [key, s?.updatedAt]));
    const newest = (dates: (string | undefined)[]) =>
      dates
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1);
    const catalogDate = newest((boats ?? []).map((b) => b.updatedAt));
    const blogDate = newest(posts.map((p) => p.updatedAt));
    const lastmodOf = (path: string) => {
      const key = SECTION_OF[path];
      if (key) return sectionDates.get(key);
      if (path === '/blog') return blogDate;
      return catalogDate;
    };
    return [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: lastmodOf(path) })),
      ...(boats ?? []).map((b) => ({
        path: `/boat/${encodeURIComponent(b.slug)}`,
        lastmod: b.updatedAt,
        // Every picture of the boat at its full size, as the page's gallery opens it.
        images: b.images,
      })),
      ...posts.map((p) => ({
        path: `/blog/${encodeURIComponent(p.slug)}`,
        lastmod: p.updatedAt,
        // A post without English is not listed in English.
        english: Boolean(p.titleEn && p.bodyEn),
      })),
    ];
  };
  const sitemaps = createRenderCache<string>(options.cacheMs, 4);
  options.caches?.register({
    name: 'site pages',
    drop: () => {
      pages.clear();
      site.clear();
      sitemaps.clear();
    },
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    let xml = sitemaps.get(origin, Date.now());
    if (!xml) {
      xml = sitemapXml(origin, await sitemapPages());
      sitemaps.set(origin, xml, Date.now());
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  /**
   * The site's error page in the address's language with `status`, for an address no page can have (a
   * broken percent-encoding, a NUL): the not-found page of a path that matches no route. Never cached.
   */
  const errorPage = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const render = await loadRenderer();
    const { httpResponse } = await render({
      urlOriginal: `${langPrefix(request.url)}/__no-such-page`,
      headersOriginal: request.headers,
      apiFetch: injectFetch(app, request.ip),
      origin: originOf(request),
      site: await loadSite(Date.now()),
      answer: {},
    });
    if (!httpResponse) return reply.callNotFound();
    const body = scriptsAfterFirstPaint(httpResponse.body);
    return send(request, reply, {
      statusCode: status,
      headers: httpResponse.headers,
      body,
      scriptHashes: inlineScriptHashes(body),
    });
  };
  if (options.errorPages) options.errorPages.answer = errorPage;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSitePath(request.url)) return reply.callNotFound();
    if (hasNul(request.url)) return errorPage(request, reply, 404);
    const now = Date.now();
    const origin = originOf(request);
    const path = request.url.split('?')[0] ?? '';
    const file = prerendered.get(path);
    if (file !== undefined) {
      let page = prerenderedPages.get(`${origin}${path}`, now);
      if (!page) {
        page = {
          statusCode: 200,
          headers: [['content-type', 'text/html;charset=utf-8']],
          body: withOrigin(file.html, origin),
          scriptHashes: file.scriptHashes,
        };
        prerenderedPages.set(`${origin}${path}`, page, now);
      }
      return send(request, reply, page);
    }
    // The origin is part of the key: without PUBLIC_URL it comes from the Host header, and one
    // client's Host must not end up in the canonical links served to everyone else. So is the currency
    // cookie the prices are written in (four, or none: TL, and the browser keeps its stored choice).
    const currency = currencyOf(request);
    const key = `${currency ?? '-'} ${origin}${request.url}`;
    const privatePage = isPrivatePage(request.url);
    const cached = privatePage ? undefined : pages.get(key, now);
    if (cached) return send(request, reply, cached);
    const render = await loadRenderer();
    // A page may set its own status (`answer`: a listing whose filters the API refused is a 400).
    const answer: { status?: number } = {};
    const { httpResponse } = await render({
      urlOriginal: request.url,
      headersOriginal: request.headers,
      // The site's +data hooks read the API through this fetch: app.inject, no socket, as this visitor.
      apiFetch: injectFetch(app, request.ip),
      origin,
      ...(currency ? { currency } : {}),
      site: await loadSite(now),
      answer,
    });
    if (!httpResponse) return reply.callNotFound();
    const body = scriptsAfterFirstPaint(httpResponse.body);
    const page: Rendered = {
      statusCode: httpResponse.statusCode === 200 && answer.status ? answer.status : httpResponse.statusCode,
      headers: httpResponse.headers,
      body,
      scriptHashes: inlineScriptHashes(body),
    };
    if (page.statusCode === 200 && !privatePage) pages.set(key, page, now);
    return send(request, reply, page, privatePage);
  };

  app.get('/', { schema: { hide: true }, config: { sitePage: true } }, handler);
  app.get('/*', { schema: { hide: true }, config: { sitePage: true } }, handler);
}
