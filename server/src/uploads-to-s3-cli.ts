import { existsSync, statSync } from 'node:fs';
import { configOrExit } from './config.js';
import { copyUploadsToBucket } from './platform/copy-uploads.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { createS3Storage } from './platform/s3-storage.js';

/**
 * `npm run uploads:to-s3`: copies the local uploads folder (UPLOADS_DIR, default DATA_DIR/uploads)
 * into the bucket of the S3_* settings, skipping what is already there, and prints the counts.
 * Run it before (and, to catch uploads made meanwhile, once more after) switching to STORAGE=s3.
 */
const config = configOrExit();
const scrub = createScrubber(configuredSecrets(config)) ?? ((text: string) => text);
const fail = (message: string): never => {
  process.stderr.write(`${scrub(message)}\n`);
  process.exit(1);
};

if (!config.s3)
  fail(
    'Yapılandırma hatası: S3_BUCKET eksik; kopyalanacak kova S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY ile verilmeli.',
  );
if (!existsSync(config.uploadsDir) || !statSync(config.uploadsDir).isDirectory())
  fail(`Yükleme klasörü bulunamadı: ${config.uploadsDir} (UPLOADS_DIR veya DATA_DIR).`);

const bucket = await createS3Storage(config.s3!);
try {
  await bucket.check();
  const report = await copyUploadsToBucket(config.uploadsDir, bucket);
  const lines = [
    `${config.uploadsDir} → S3 kovası ${config.s3!.bucket}: ${report.copied} dosya kopyalandı, ${report.present} dosya zaten kovadaydı, ${report.skipped.length} dosya atlandı.`,
    ...report.skipped.map((path) => `  atlandı (dosya adı bir yükleme anahtarı değil): ${path}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
} catch (e) {
  fail(`Kopyalanamadı: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  bucket.close();
}
