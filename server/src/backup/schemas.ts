import { Type, type Static } from 'typebox';
import { DateTime } from '../common/schemas.js';

const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const BackupStepSchema = Type.Object({
  name: OrNull(Type.String({ description: 'Temel yedeğin kimliği veya WAL dosyasının adı' })),
  at: OrNull({ ...DateTime, description: 'Temel yedeğin bittiği veya WAL dosyasının arşivlendiği an' }),
  sizeBytes: OrNull(Type.Number({ minimum: 0, description: 'Saklanan (sıkıştırılmış) boyut, bayt' })),
  failedAt: OrNull({ ...DateTime, description: 'Süren bir hatanın anı (sonraki başarı siler)' }),
  failure: OrNull(Type.String({ description: 'Hatanın iletisi' })),
  alertedAt: OrNull({ ...DateTime, description: 'Ofise bu sorun için e-posta gönderilen an' }),
});

export const BackupOverviewSchema = Type.Object(
  {
    mode: Type.Union([Type.Literal('embedded'), Type.Literal('off'), Type.Literal('external')], {
      description:
        'embedded: gömülü veritabanı bu sunucu tarafından yedekleniyor; off: BACKUP=off; external: DATABASE_URL (sağlayıcının PITR’si veya ayrı bir yedekleme servisi)',
    }),
    where: OrNull(Type.String({ description: 'Yedeklerin klasörü veya kovası' })),
    retentionDays: OrNull(
      Type.Integer({ minimum: 1, description: 'Saklanan geri dönüş günleri (BACKUP_RETENTION_DAYS)' }),
    ),
    oldestRestorePoint: OrNull({ ...DateTime, description: 'Saklanan yedeklerle dönülebilecek en eski an' }),
    base: BackupStepSchema,
    wal: BackupStepSchema,
    problems: Type.Array(Type.String(), { description: 'Şu an süren sorunlar, birer cümle (yoksa boş)' }),
  },
  { description: 'Yedeklerin durumu' },
);
export type BackupOverview = Static<typeof BackupOverviewSchema>;
