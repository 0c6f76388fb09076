import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { bearer, Content, errorResponses } from '../common/schemas.js';
import type { Config } from '../config.js';
import type { Sql } from '../platform/db.js';
import { getBackupOverview } from './get-backup-overview.js';
import { BackupOverviewSchema } from './schemas.js';

/** The backups' state for the office (issue 37): read from `backup_status`, so every instance answers alike. */
const backupRoutes: FastifyPluginAsyncTypebox<{ sql: Sql; config: Config }> = async (app, { sql, config }) => {
  app.get(
    '/admin/backup',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'getBackupOverview',
        description:
          'Son temel yedek ve arşive giden son WAL dosyası (zaman, ad, boyut), yedeklerin yeri, saklama süresi ve süren sorunlar. `mode` external iken (DATABASE_URL) yedek sağlayıcının veya ayrı bir yedekleme servisinindir.',
        tags: ['system'],
        summary: 'Yedeklerin durumu',
        security: bearer,
        response: { 200: Content(BackupOverviewSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      content: await getBackupOverview(
        sql,
        { embedded: config.databaseUrl === undefined, backup: config.backup },
        new Date(),
      ),
    }),
  );
};

export default backupRoutes;
