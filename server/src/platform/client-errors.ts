import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { envelope, type ErrorEnvelope } from './errors.js';

/** The parser's refusals Fastify never sees as requests, with their status and Turkish message. */
function answerFor(code: string | undefined): ErrorEnvelope {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return envelope(431, 'HEADERS_TOO_LARGE', 'İstek başlıkları izin verilen boyutu aşıyor.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return envelope(408, 'REQUEST_TIMEOUT', 'İstek zamanında tamamlanmadı; lütfen tekrar deneyin.');
    default:
      return envelope(400, 'MALFORMED_REQUEST', 'İstek çözümlenemedi: geçerli bir HTTP isteği değil.');
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses some requests before Fastify has a
 * request or reply (headers over `maxHeaderSize`, a request that did not arrive in time, bytes
 * that are not HTTP). The answer is written on the socket as Node would, but as the API's
 * envelope, JSON, with the API's security headers, then the connection is closed. The path is
 * unknown here (it may not even have been read), so the API set applies.
 */
export function createClientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  const fixed = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection is gone; a response already under way cannot be replaced.
    const started =
      (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || socket.destroyed || started || !socket.writable) {
      socket.destroy(error);
      return;
    }
    const answer = answerFor(error.code);
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode] ?? ''}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${randomUUID()}\r\n` +
        fixed +
        'connection: close\r\n\r\n' +
        body,
    );
    socket.destroySoon?.();
  };
}
