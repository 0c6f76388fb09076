import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Content, ErrorSchema, ref } from '../common/schemas.js';
import { pingDatabase, type Sql } from '../platform/db.js';
import type { DatabaseGate } from '../platform/database-gate.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../platform/errors.js';

const HealthSchema = Content(
  Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
    uptimeSeconds: Type.Integer(),
    version: Type.String(),
  }),
);

const healthRoutes: FastifyPluginAsyncTypebox<{
  sql: Sql;
  version: string;
  gate?: Pick<DatabaseGate, 'down' | 'failed'>;
}> = async (app, { sql, version, gate }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        description:
          'Yük dengeleyici ve izleme için: veritabanına ulaşılıyorsa 200, ulaşılamıyorsa 503 döner; yanıt sürümü ve veritabanı durumunu içerir.',
        tags: ['system'],
        summary: 'Sağlık durumu: API ve veritabanı erişimi',
        // A 503 is this body while the database is away, or the error envelope while the server shuts down.
        response: {
          200: HealthSchema,
          503: Type.Union([HealthSchema, ref(ErrorSchema)], {
            description: 'Veritabanına ulaşılamıyor veya sunucu kapanıyor',
          }),
        },
      },
    },
    async (_request, reply) => {
      // While the gate knows the database is away, its probe is what finds it back: answered at once.
      const dbOk = !gate?.down && (await pingDatabase(sql, 1000));
      if (!dbOk) gate?.failed();
      if (!dbOk) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(dbOk ? 200 : 503).send({
        content: {
          status: dbOk ? 'ok' : 'degraded',
          database: dbOk ? 'ok' : 'unreachable',
          uptimeSeconds: Math.round(process.uptime()),
          version,
        },
      });
    },
  );

  // Liveness and readiness apart (Kubernetes' and Uptime Kuma's two questions): a process whose database is
  // away is alive (restarting it would not help) but not ready (send it no traffic).
  const Probe = Content(Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) }));
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        description: 'Süreç çalışıyor ve yanıt veriyorsa 200; veritabanına bakmaz (yeniden başlatma kararı için).',
        tags: ['system'],
        summary: 'Canlılık: süreç yanıt veriyor mu',
        response: { 200: Probe },
      },
    },
    async () => ({ content: { status: 'ok' as const } }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        description:
          'İstek almaya hazırsa 200; veritabanına ulaşılamıyorsa 503 (yük dengeleyici bu sunucuya trafik göndermemeli).',
        tags: ['system'],
        summary: 'Hazırlık: veritabanıyla birlikte istek alabilir mi',
        response: {
          200: Probe,
          503: Type.Union([Probe, ref(ErrorSchema)], {
            description: 'Veritabanına ulaşılamıyor veya sunucu kapanıyor',
          }),
        },
      },
    },
    async (_request, reply) => {
      const dbOk = await pingDatabase(sql);
      if (!dbOk) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(dbOk ? 200 : 503).send({ content: { status: dbOk ? 'ok' : 'unavailable' } });
    },
  );
};

export default healthRoutes;
