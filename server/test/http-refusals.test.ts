import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one HTTP/1.1 answer from `socket` (complete by its Content-Length, or at close). */
function readAnswer(socket: Socket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    const parse = (): Answer | undefined => {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers['content-length']);
      const body = data.subarray(end + 4);
      if (body.length < length) return undefined;
      return { status: Number(statusLine!.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const answer = parse();
      if (answer) resolve(answer);
    });
    // The server may reset a connection it refused while the client was still sending.
    socket.on('error', () => {});
    socket.on('close', () => {
      const answer = parse();
      if (answer) resolve(answer);
      else reject(new Error(`no complete HTTP answer: ${JSON.stringify(data.toString('latin1').slice(0, 300))}`));
    });
  });
}

/** Bytes on a fresh connection, as no HTTP client library would send them. */
async function raw(port: number, bytes: string): Promise<Answer> {
  const socket = connect({ host: '127.0.0.1', port });
  const answer = readAnswer(socket);
  socket.write(bytes);
  try {
    return await answer;
  } finally {
    socket.destroy();
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** The API set of security headers (platform/security-headers.ts). */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'access-control-allow-origin': '*',
};

describe('every refusal Fastify or Node’s HTTP parser makes on its own speaks the API’s language', async () => {
  // Node checks header timeouts every `connectionsCheckingInterval`; shortened so a 408 comes in half a second.
  const t = await createTestApp({}, { httpTimeouts: { headersTimeout: 500, connectionsCheckingInterval: 100 } });
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(base).port);

  const viaFetch = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, init);
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
  const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  const cases: { name: string; send: () => Promise<Answer>; status: number; code: string; message: string }[] = [
    {
      name: 'malformed JSON',
      send: () => viaFetch('/v1/auth/login', json('{"email":')),
      status: 400,
      code: 'INVALID_JSON_BODY',
      message: 'İstek gövdesi geçerli bir JSON değil.',
    },
    {
      name: 'an empty body sent as JSON',
      send: () => viaFetch('/v1/auth/login', json('')),
      status: 400,
      code: 'EMPTY_JSON_BODY',
      message: 'İstek gövdesi boş olamaz; JSON bekleniyor.',
    },
    {
      name: 'an unknown route',
      send: () => viaFetch('/v1/yok-boyle-bir-yer?x=1'),
      status: 404,
      code: 'NOT_FOUND',
      message: 'İstenen adres bulunamadı: GET /v1/yok-boyle-bir-yer',
    },
    {
      // Fastify has no 405: a known path with a method it does not serve is not found.
      name: 'a method the path does not serve',
      send: () => viaFetch('/v1/health', { method: 'DELETE' }),
      status: 404,
      code: 'NOT_FOUND',
      message: 'İstenen adres bulunamadı: DELETE /v1/health',
    },
    {
      name: 'a body over the limit (refused from its Content-Length, before it is read)',
      send: () =>
        raw(
          port,
          'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{"email":',
        ),
      status: 413,
      code: 'BODY_TOO_LARGE',
      message: 'İstek gövdesi izin verilen boyutu aşıyor.',
    },
    {
      name: 'a path parameter over maxParamLength (router, before any hook)',
      send: () => viaFetch(`/v1/admin/users/${'1'.repeat(250)}`),
      status: 414,
      code: 'MAX_PARAM_LENGTH',
      message: 'İstek adresindeki bir değer izin verilen uzunluğu aşıyor.',
    },
    {
      name: 'a broken percent-encoding in the path (router, before any hook)',
      send: () => raw(port, 'GET /v1/admin/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'),
      status: 400,
      code: 'BAD_URL',
      message: 'İstek adresi geçersiz: yüzde (%) kodlaması bozuk bir bölüm içeriyor.',
    },
    {
      name: 'an unsupported media type',
      send: () =>
        viaFetch('/v1/auth/login', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<giris/>' }),
      status: 415,
      code: 'INVALID_MEDIA_TYPE',
      message: 'Bu içerik türü desteklenmiyor.',
    },
    {
      name: 'headers over Node’s maxHeaderSize (HTTP parser, before Fastify)',
      send: () => raw(port, `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Buyuk: ${'a'.repeat(20_000)}\r\n\r\n`),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'İstek başlıkları izin verilen boyutu aşıyor.',
    },
    {
      // The request line counts towards the same limit, so Node reports a long URL as 431 too.
      name: 'a URL longer than the header limit',
      send: () => viaFetch(`/v1/${'a'.repeat(20_000)}`),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'İstek başlıkları izin verilen boyutu aşıyor.',
    },
    {
      name: 'bytes that are not HTTP (HTTP parser)',
      send: () => raw(port, 'FOO /v1/health HTTP/1.1\r\nHost: x\r\n\r\n'),
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'İstek çözümlenemedi: geçerli bir HTTP isteği değil.',
    },
    {
      name: 'a Content-Length and a chunked body together (request smuggling shape, HTTP parser)',
      send: () =>
        raw(
          port,
          'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ),
      status: 400,
      code: 'MALFORMED_REQUEST',
      message: 'İstek çözümlenemedi: geçerli bir HTTP isteği değil.',
    },
    {
      // Node's parser holds Content-Length to the bytes, so a short body waits and times out here,
      // rather than reaching Fastify's FST_ERR_CTP_INVALID_CONTENT_LENGTH (mapped all the same).
      name: 'headers that never finish (HTTP parser timeout)',
      send: () => raw(port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\n'),
      status: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'İstek zamanında tamamlanmadı; lütfen tekrar deneyin.',
    },
  ];

  it.each(cases)('answers $name with $status and the Turkish envelope', async ({ send, status, code, message }) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    expect(answer.headers).toMatchObject(API_HEADERS);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: status, code, content: { message } });
  });

  it('answers a request that arrives while the app closes with a 503 envelope that closes the connection', async () => {
    const closing = await createTestApp();
    const closingPort = Number(new URL(await closing.app.listen({ host: '127.0.0.1', port: 0 })).port);
    const socket = connect({ host: '127.0.0.1', port: closingPort });
    const answer = readAnswer(socket);
    // A request under way is not an idle connection, so closing waits for it instead of dropping it.
    socket.write('GET /v1/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closed = closing.app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write('\r\n');
    const refused = await answer;
    socket.destroy();
    await closed;
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toBe(JSON_TYPE);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 503,
      code: 'SHUTTING_DOWN',
      content: { message: 'Sunucu yeniden başlatılıyor; lütfen birkaç saniye sonra tekrar deneyin.' },
    });
  });
});
