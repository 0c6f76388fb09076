import { resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Bool, ConfigError } from './common.js';
import { bucketSettings, type S3Config, type StorageEnv } from './storage.js';

/** The embedded cluster's continuous backup: where to, how long, and how often WAL goes. */
export const BackupEnv = Type.Object({
  BACKUP: Bool(
    'on veya off (on: gömülü veritabanının WAL arşivi ve her gece temel yedeği BACKUP_DIR klasörüne veya BACKUP_S3_BUCKET kovasına)',
    'on',
  ),
  BACKUP_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'yedeklerin klasörü (varsayılan DATA_DIR/backups; başka bir diskte olmalı)',
    }),
  ),
  BACKUP_S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      description:
        'yedeklerin gideceği kova (3-63 karakter, küçük harf, rakam, nokta ve tire); S3_ENDPOINT ve S3 anahtarlarıyla; yüklemelerin kovasından ayrı olmalı',
    }),
  ),
  BACKUP_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 14,
    description: 'kaç günlük geri dönüş noktasının saklanacağı (1-3650)',
  }),
  BACKUP_PGDATA: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'DATABASE_URL ile: o PostgreSQL’in veri klasörü, bu süreçle paylaşılan (docker compose’un backup servisi); verilirse `node server/dist/backup-service.js` onun WAL arşivini ve temel yedeklerini alır',
    }),
  ),
  BACKUP_ARCHIVE_TIMEOUT_SECONDS: Type.Integer({
    minimum: 30,
    maximum: 3600,
    default: 300,
    description: 'yazma olduğunda en geç kaç saniyede bir WAL dosyasının arşive gideceği (30-3600)',
  }),
});

export interface BackupConfig {
  /** The embedded cluster's continuous backup (issue 37); with DATABASE_URL the provider's or compose's. */
  backup: {
    enabled: boolean;
    dir: string;
    /** The bucket backups go to instead of `dir` (the S3_* endpoint and keys). */
    s3: S3Config | undefined;
    retentionDays: number;
    archiveTimeoutSeconds: number;
    /** With DATABASE_URL: that cluster's data folder, shared with the backup service (compose). */
    pgData: string | undefined;
  };
}

/** The backup bucket, on the uploads' endpoint and keys. */
function backupBucket(e: Static<typeof BackupEnv> & StorageEnv): S3Config | undefined {
  if (e.BACKUP_S3_BUCKET === undefined) return undefined;
  const bucket = bucketSettings(e, { name: e.BACKUP_S3_BUCKET, by: 'BACKUP_S3_BUCKET', publicBaseUrl: undefined });
  if (e.BACKUP_S3_BUCKET === e.S3_BUCKET) {
    throw new ConfigError(
      'BACKUP_S3_BUCKET',
      'Yapılandırma hatası: BACKUP_S3_BUCKET yüklemelerin kovasıyla (S3_BUCKET) aynı; yüklemeler herkese açık okunabilir, yedekler ayrı bir kovada durmalı.',
    );
  }
  return bucket;
}

export function backupConfig(e: Static<typeof BackupEnv> & StorageEnv, dataDir: string): BackupConfig {
  return {
    backup: {
      enabled: e.BACKUP === 'on',
      dir: resolve(e.BACKUP_DIR ?? resolve(dataDir, 'backups')),
      s3: backupBucket(e),
      retentionDays: e.BACKUP_RETENTION_DAYS,
      archiveTimeoutSeconds: e.BACKUP_ARCHIVE_TIMEOUT_SECONDS,
      pgData: e.BACKUP_PGDATA === undefined ? undefined : resolve(e.BACKUP_PGDATA),
    },
  };
}
