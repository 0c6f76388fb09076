import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, RequestLogController } from './request-logging.js';

async function appWithLog(slowMs?: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, stream),
    logController: new RequestLogController(slowMs),
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/says', async (request) => {
    request.log.debug('not at this level');
    request.log.info({ boat: 7 }, 'handler line');
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    request.log.info('below the route level');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes nothing for a request that went well', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/ok' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('logs a 4xx once at info with the method, URL, status and request id', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/yok?x=1' });
    expect(res.statusCode).toBe(404);
    const mine = lines.filter((l) => l.msg === 'request refused');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/yok?x=1' }, res: { statusCode: 404 } });
    expect(mine[0]!.reqId).toBeTypeOf('string');
    expect(mine[0]!.responseTime).toBeTypeOf('number');
    await app.close();
  });

  it('logs a 5xx at error level', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({
      level: 50,
      req: { url: '/boom' },
      res: { statusCode: 500 },
    });
    await app.close();
  });

  it('logs a slow request as a warning even when it succeeded', async () => {
    const { app, lines } = await appWithLog(-1);
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.find((l) => l.msg === 'slow request')).toMatchObject({
      level: 40,
      req: { url: '/ok' },
      res: { statusCode: 200 },
    });
    await app.close();
  });

  it("gives the handler a logger bound to the request id, honouring the levels and a route's own level", async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/says' });
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.map((l) => l.msg)).toEqual(['handler line']);
    expect(lines[0]).toMatchObject({ level: 30, boat: 7 });
    expect(lines[0]!.reqId).toBeTypeOf('string');
    await app.close();
  });
});
