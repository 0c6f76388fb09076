import { createServer, type Server } from 'node:http';
import type { Metrics } from './registry.js';

/** METRICS_PORT: `GET /metrics` alone on a port of its own, for an internal network (no token). */
export function serveMetrics(metrics: Metrics, host: string, port: number): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Bulunamadı.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(503, { 'content-type': 'text/plain' }).end('Ölçümler okunamadı.\n'),
    );
  }).listen(port, host);
}
