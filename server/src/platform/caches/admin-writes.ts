import type { FastifyInstance } from 'fastify';
import type { CacheRegistry } from './registry.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on a POST that writes nothing (a quote, a preview): it leaves this instance's caches alone. */
    writes?: boolean;
  }
}

/**
 * A successful write through the back office may have changed what the caches hold; the writing
 * instance drops them all before answering, so the office sees its change on the next page (the
 * tables' notification comes back a moment later and drops them again, harmlessly; other instances
 * learn of it from the notification alone).
 */
export function dropCachesAfterAdminWrites(app: FastifyInstance, caches: CacheRegistry): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.url.startsWith('/v1/admin/') &&
      request.routeOptions.config.writes !== false
    )
      caches.changed('*');
    return payload;
  });
}
