import type { Config } from '../config.js';
import { createResponseHeaders } from '../platform/security-headers.js';

/** The headers of every answer: the pages' content security policy (uploads' bucket included) and CORS. */
export function siteResponseHeaders(config: Config) {
  return createResponseHeaders({
    publicUrl: config.publicUrl,
    pages: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Uploaded images come from the bucket's public address when one is configured.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.s3?.publicBaseUrl && config.storage === 's3' ? [new URL(config.s3.publicBaseUrl).origin] : []),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // Only a site served over https may tell browsers to fetch everything over https: on plain
          // http (a first install on a server's address, before its certificate) it would break every
          // style, script and image of the page.
          upgradeInsecureRequests: config.publicUrl?.startsWith('https://') ? [] : null,
        },
      },
    },
    cors: {
      origins: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Idempotency-Key',
        'X-Request-Id',
        'X-Api-Key',
        'If-None-Match',
      ],
      exposedHeaders: ['X-Request-Id', 'Content-Disposition', 'Retry-After', 'ETag', 'Idempotent-Replayed'],
      maxAgeSeconds: 600,
    },
  });
}
