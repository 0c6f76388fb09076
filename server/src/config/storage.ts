import { resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { ConfigError } from './common.js';

/** Uploads: the local folder, or an S3-compatible bucket (whose endpoint and keys the backup bucket shares). */
export const StorageEnv = Type.Object({
  UPLOADS_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'yüklenen görsellerin klasörü (varsayılan DATA_DIR/uploads)' }),
  ),
  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], {
    default: 'local',
    description: 'local (yerel disk, UPLOADS_DIR) veya s3 (S3 uyumlu nesne deposu)',
  }),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/]+(/[^\\s]*)?$',
      description:
        'S3 uyumlu deponun adresi, http:// veya https:// ile (ör. http://minio:9000); boşsa S3_REGION bölgesindeki Amazon S3',
    }),
  ),
  S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      description: 'kova adı: 3-63 karakter, küçük harf, rakam, nokta ve tire',
    }),
  ),
  S3_REGION: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[a-z0-9-]+$',
    default: 'us-east-1',
    description: 'deponun bölgesi (ör. eu-central-1; MinIO için us-east-1)',
  }),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: '^\\S+$',
      description: 'deponun erişim anahtarı kimliği (boşluksuz)',
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: '^\\S+$',
      description: 'deponun gizli erişim anahtarı (boşluksuz)',
    }),
  ),
  S3_PUBLIC_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      description:
        'görsellerin tarayıcıya verilen adreslerinin başı, http:// veya https:// ile (ör. https://cdn.ornek.com/fethiye); boşsa dosyalar /v1/uploads/ üzerinden sunulur',
    }),
  ),
  // No default in the schema: unset follows S3_ENDPOINT (Value.Default would fill an optional one too).
  S3_FORCE_PATH_STYLE: Type.Optional(
    Type.Union([Type.Literal('on'), Type.Literal('off')], {
      description: 'on veya off (on: adres/kova/anahtar biçimi; boşsa S3_ENDPOINT verildiğinde on, verilmediğinde off)',
    }),
  ),
  UPLOAD_MAX_MB: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 10,
    description: 'bir görselin en büyük boyutu, MB (1-100)',
  }),
});
export type StorageEnv = Static<typeof StorageEnv>;

/** An S3-compatible bucket (Amazon S3, MinIO, R2 …) for uploads. */
export interface S3Config {
  /** Unset: Amazon S3 in `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load files from (`<base>/<key>`); unset: through the app's /v1/uploads/ route. */
  publicBaseUrl: string | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  uploadsDir: string;
  /** Where uploads are kept: the local folder `uploadsDir`, or the bucket of `s3`. */
  storage: 'local' | 's3';
  /** The bucket's settings when S3_BUCKET is given (required with STORAGE=s3; `npm run uploads:to-s3` reads them too). */
  s3: S3Config | undefined;
  uploadMaxBytes: number;
}

/**
 * A bucket on the S3_* endpoint and keys, which must come with it (`by` names the variable that asked
 * for the bucket in the error).
 */
export function bucketSettings(
  e: StorageEnv,
  bucket: { name: string; by: string; publicBaseUrl: string | undefined },
): S3Config {
  for (const variable of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (e[variable] === undefined) {
      throw new ConfigError(
        variable,
        `Yapılandırma hatası: ${variable} eksik; ${bucket.by} ile birlikte S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.`,
      );
    }
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: bucket.name,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicBaseUrl: bucket.publicBaseUrl,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE === 'on',
  };
}

export function storageConfig(e: StorageEnv, dataDir: string): StorageConfig {
  // The bucket settings, when S3_BUCKET is given; its keys must come with it.
  const s3 =
    e.S3_BUCKET === undefined
      ? undefined
      : bucketSettings(e, {
          name: e.S3_BUCKET,
          by: 'S3_BUCKET',
          publicBaseUrl: e.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
        });
  if (e.STORAGE === 's3' && !s3) {
    throw new ConfigError(
      'S3_BUCKET',
      'Yapılandırma hatası: S3_BUCKET eksik; STORAGE=s3 için S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.',
    );
  }
  return {
    uploadsDir: resolve(e.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    storage: e.STORAGE,
    s3,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
  };
}
