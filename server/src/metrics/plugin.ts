import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { metricsTokenMatches } from './access.js';
import type { Metrics } from './registry.js';

/**
 * Counts every answer by route pattern (never the raw URL: ids would make endless series) and serves
 * `GET /metrics` in the Prometheus text format behind METRICS_TOKEN. Without a token the route does not
 * exist: metrics are never public by default (METRICS_PORT serves them on an internal port instead).
 */
const metricsPlugin: FastifyPluginAsync<{ metrics: Metrics; token: string | undefined }> = async (
  app,
  { metrics, token },
) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.refusals.inc({ route });
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsTokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          content: { message: 'Ölçümler için geçerli bir anahtar gerekli.' },
        });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
};

export default fp(metricsPlugin, { name: 'metrics' });
