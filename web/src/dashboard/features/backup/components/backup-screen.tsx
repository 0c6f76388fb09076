import { formatDeadline, formatNumber } from '@/dashboard/components/format';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { type BackupOverview, useBackupOverview } from '../api/backup';

const B = {
  intro:
    'Veritabanının sürekli yedeği: her gece bir temel yedek ve yazıldıkça arşive giden WAL dosyaları. Belirli bir âna veya son yazılan kayda dönmek için sunucuda npm run restore komutu kullanılır (docs/operations.md).',
  base: 'Son temel yedek',
  wal: 'Arşive giden son WAL dosyası',
  when: 'Zaman',
  name: 'Ad',
  size: 'Boyut',
  where: 'Yedeklerin yeri',
  retention: 'Saklama',
  retentionDays: (n: number) => `${n} günlük geri dönüş noktası`,
  oldest: 'Dönülebilecek en eski an',
  none: 'henüz yok',
  problems: 'Sorun var',
  alerted: (at: string) => `Ofise e-posta gönderildi: ${formatDeadline(at)}`,
  healthy: 'Yedekler güncel; sorun yok.',
  failure: 'Son hata',
  offTitle: 'Yedekleme kapalı',
  off: 'Bu sunucu BACKUP=off ile çalışıyor: veritabanı yedeklenmiyor. BACKUP=on (varsayılan) ile yeniden başlatın; yedekler BACKUP_DIR klasörüne (başka bir diskte) veya BACKUP_S3_BUCKET kovasına gider.',
  externalTitle: 'Veritabanı bu sunucunun dışında (DATABASE_URL)',
  external:
    'Yedek, veritabanını çalıştıranın işidir: yönetilen bir PostgreSQL’de sağlayıcının zamana geri dönüş (PITR) yedeğini açın ve saklama süresini en az 14 gün yapın; docker compose kurulumunda backup servisi arşivi MinIO’ya gönderir ve burada görünür. Ayrıntılar: docs/operations.md, “With DATABASE_URL” bölümü.',
} as const;

const size = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes < 1_048_576
      ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
      : `${formatNumber(bytes / 1_048_576, 1)} MB`;

function Step({ title, step }: { title: string; step: BackupOverview['base'] }) {
  return (
    <section className="adm-card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="adm-detail">
        <dt>{B.when}</dt>
        <dd>{step.at ? formatDeadline(step.at) : B.none}</dd>
        <dt>{B.name}</dt>
        <dd>{step.name ?? '—'}</dd>
        <dt>{B.size}</dt>
        <dd>{size(step.sizeBytes)}</dd>
        {step.failure ? (
          <>
            <dt>{B.failure}</dt>
            <dd>
              {step.failedAt ? `${formatDeadline(step.failedAt)}: ` : ''}
              {step.failure}
            </dd>
          </>
        ) : null}
      </dl>
      {step.alertedAt ? <p className="muted">{B.alerted(step.alertedAt)}</p> : null}
    </section>
  );
}

/** Ayarlar › Yedekler (issue 37): the last base backup and WAL segment, the retention and what is wrong now. */
export function BackupScreen() {
  const query = useBackupOverview();
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const o = query.data;
  const attempted = o.base.at !== null || o.base.failedAt !== null || o.wal.at !== null;
  return (
    <>
      <PageHeader />
      <p className="muted">{B.intro}</p>
      {o.mode === 'off' ? (
        <div className="adm-card">
          <h2>{B.offTitle}</h2>
          <p>{B.off}</p>
        </div>
      ) : null}
      {o.mode === 'external' && !attempted ? (
        <div className="adm-card">
          <h2>{B.externalTitle}</h2>
          <p>{B.external}</p>
        </div>
      ) : null}
      {o.problems.length > 0 ? (
        <div className="adm-state alert" role="alert">
          <div>
            <strong>{B.problems}</strong>
            <ul>
              {o.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : attempted ? (
        <p className="adm-card">{B.healthy}</p>
      ) : null}
      {attempted || o.mode === 'embedded' ? (
        <>
          <Step title={B.base} step={o.base} />
          <Step title={B.wal} step={o.wal} />
          <section className="adm-card" aria-label={B.where}>
            <dl className="adm-detail">
              <dt>{B.where}</dt>
              <dd>{o.where ?? '—'}</dd>
              <dt>{B.retention}</dt>
              <dd>{o.retentionDays ? B.retentionDays(o.retentionDays) : '—'}</dd>
              <dt>{B.oldest}</dt>
              <dd>{o.oldestRestorePoint ? formatDeadline(o.oldestRestorePoint) : B.none}</dd>
            </dl>
          </section>
        </>
      ) : null}
    </>
  );
}
