import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A site page: it answers a NUL in its address with the site's own not-found page, not the API's refusal. */
    sitePage?: boolean;
  }
}

/** Walks own enumerable keys and values without building entry arrays: it runs on every request. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000') || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character; one in any input would reach the database as an
 * error (a 500). Refused up front, for every route, as the client mistake it is.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.sitePage === true) return done();
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(
        badRequest(
          'INVALID_CHARACTER',
          'İstek geçersiz bir karakter (NUL, \\u0000) içeriyor; lütfen gönderilen metni kontrol edin.',
        ),
      );
    }
    done();
  });
}
