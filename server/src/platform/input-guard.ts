import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character; one in any input would reach the database as an
 * error (a 500). Refused up front, for every route, as the client mistake it is.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(badRequest('INVALID_CHARACTER', 'İstek geçersiz bir karakter (NUL, \\u0000) içeriyor; lütfen gönderilen metni kontrol edin.'));
    }
    done();
  });
}
