import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../common/schemas.js';
import type { CacheRegistry } from '../platform/caches/registry.js';
import type { Sql } from '../platform/db.js';
import type { FrontCache } from '../platform/front-cache.js';
import { buildSerializer } from '../platform/serialization.js';
import {
  BoatOptionsResponseSchema,
  SearchPageSchema,
  SearchQuerySchema,
  TypeaheadQuerySchema,
  TypeaheadResponseSchema,
} from './schemas.js';
import { createSearchService, type SearchGuard } from './service.js';
import type { Fingerprints } from '../limits/fingerprint.js';
import type { RequestLimit, RequestLimiter } from '../limits/request-limits.js';

/**
 * The usual fast-json-stringify serializer, remembering the answer per answer object as UTF-8 bytes:
 * the search cache hands out the same object for identical searches, so it is turned into JSON and
 * encoded once. Fastify sends a Buffer as it is (content length = its size); a string would be
 * measured (`Buffer.byteLength`) and encoded again on every send, which for Turkish names (two-byte
 * strings in V8, so no fast ASCII copy) cost more CPU than the rest of a cached answer.
 */
function memoizingSerializerCompiler(app: FastifyInstance) {
  const compile = buildSerializer(app.getSchemas(), {});
  return (route: { schema?: unknown; method: string; url: string; httpStatus?: string }) => {
    const serialize = compile({ ...route, httpStatus: route.httpStatus ?? '200' });
    const memo = new WeakMap<object, Buffer>();
    return (data: unknown): string => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let bytes = memo.get(data);
      if (bytes === undefined) {
        bytes = Buffer.from(serialize(data));
        memo.set(data, bytes);
      }
      // Fastify's type says string; a Buffer payload is sent unchanged (reply.js onSendEnd).
      return bytes as unknown as string;
    };
  };
}

/** Public search: typeahead, filter options and the rent / sale listings. */
const searchRoutes: FastifyPluginAsyncTypebox<{
  sql: Sql;
  /** Where listings in an index's order run, with plans made once (`sql` when not given). */
  plannedSql?: Sql;
  /** Where the typeahead first looks for close resemblances (see `closeResemblanceSettings`). */
  closeSql?: Sql;
  cacheMs?: number;
  front?: FrontCache;
  /** Where the answers' cache registers, to be dropped when the catalog changes (`platform/caches/`). */
  caches?: CacheRegistry;
  /** Searches the cache did not answer, counted per client address in PostgreSQL (429 past the limit). */
  searchLimit?: { limiter: RequestLimiter; limit: RequestLimit; fingerprints: Fingerprints };
}> = async (app, { sql, plannedSql, closeSql, cacheMs, front, caches, searchLimit }) => {
  const service = createSearchService(sql, {
    ...(cacheMs === undefined ? {} : { cacheMs }),
    ...(plannedSql ? { plannedSql } : {}),
    ...(closeSql ? { closeSql } : {}),
  });
  // A catalog change on any instance drops this instance's answers (the front cache's copies are registered apart).
  caches?.register({ name: 'search answers', drop: () => service.clear() });
  const guardOf = (request: FastifyRequest): SearchGuard | undefined => {
    // A partner's key (catalog:read) counted the call against the partner's own limit (partners/guard.ts).
    if (!searchLimit || request.partner) return undefined;
    const { limiter, limit, fingerprints } = searchLimit;
    // The client's key is computed only when the cache has no answer (an HMAC: repeats skip it).
    let client: string | undefined;
    const key = () => (client ??= fingerprints.client(request.ip));
    return {
      refuseKnown: () => limiter.refuseKnown(limit, key()),
      count: (hits?: number) => limiter.hit(limit, key(), hits),
    };
  };
  const tags = ['catalog'];
  const serializerCompiler = memoizingSerializerCompiler(app);
  // Answers fresh in the search cache are kept by the front cache too, for repeated URLs.
  const remember = (request: FastifyRequest, answer: object) =>
    front?.answerFreshUntil(request, service.expiresAt(answer));
  const keep = front ? { onSend: front.onSend } : {};
  // Without a key the client's address is limited; with a partner's, the partner (its requests a minute).
  const onRequest = app.recognizePartner('catalog:read');
  // The same cached list gets the same answer object, so the memoizing serializer recognises it.
  const answers = new WeakMap<object, { content: Awaited<ReturnType<typeof service.typeahead>> }>();
  const answerOf = (content: Awaited<ReturnType<typeof service.typeahead>>) => {
    let answer = answers.get(content);
    if (!answer) {
      answer = { content };
      answers.set(content, answer);
    }
    return answer;
  };

  app.get(
    '/search/input',
    {
      ...keep,
      onRequest,
      serializerCompiler,
      schema: {
        operationId: 'searchBoats',
        description: 'Yazılan metne uyan aktif tekneler ad, adres parçası ve küçük resimle döner.',
        tags,
        summary: 'Başlıktaki arama kutusu: ad, marina veya tipe göre en çok 10 tekne',
        querystring: TypeaheadQuerySchema,
        response: { 200: TypeaheadResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const content = await service.typeahead(request.query.searchString, guardOf(request));
      const answer = answerOf(content);
      remember(request, content);
      return answer;
    },
  );

  app.get(
    '/search/boatoptions',
    {
      schema: {
        operationId: 'getSearchOptions',
        description: 'Arama sayfasının süzgeçleri için marinalar, tekne tipleri ve değer aralıkları döner.',
        tags,
        summary: 'Arama süzgeçlerinin seçenekleri (marinalar, tipler, aralıklar)',
        response: { 200: BoatOptionsResponseSchema },
      },
    },
    async () => ({ content: await service.boatOptions() }),
  );

  app.get(
    '/searchboats',
    {
      ...keep,
      onRequest,
      serializerCompiler,
      schema: {
        operationId: 'listBoatsForRent',
        tags,
        summary: 'Kiralık tekneler (sayfa boyutu 20, varsayılan sıra boat_desc)',
        description:
          'from/to verilirse yalnızca bu aralıkta (to hariç) tamamen boş tekneler döner. Fiyat süzgeci en düşük günlük fiyata, seçilen para biriminde uygulanır.',
        querystring: SearchQuerySchema,
        response: { 200: SearchPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const answer = await service.search('rent', request.query, guardOf(request));
      remember(request, answer);
      return answer;
    },
  );

  app.get(
    '/searchboatsforsale',
    {
      ...keep,
      onRequest,
      serializerCompiler,
      schema: {
        operationId: 'listBoatsForSale',
        description:
          'Satıştaki aktif tekneler süzgeçlerle `skip` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Satılık tekneler (sayfa boyutu 20, varsayılan sıra boat_desc)',
        querystring: SearchQuerySchema,
        response: { 200: SearchPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const answer = await service.search('sale', request.query, guardOf(request));
      remember(request, answer);
      return answer;
    },
  );
};

export default searchRoutes;
