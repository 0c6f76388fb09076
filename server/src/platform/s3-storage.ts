import { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { isValidKey, UPLOADS_PREFIX, type Storage } from './storage.js';

/** Object keys are unique (a fresh UUID per upload), so whoever serves them may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface S3Storage extends Storage {
  /** Fails with a Turkish sentence when the bucket is missing or unreachable, or the keys are refused. */
  check(): Promise<void>;
  /** Every object of the bucket with its size, page by page. */
  objects(): AsyncIterable<{ key: string; size: number }>;
  close(): void;
}

const status = (e: unknown) => (e as Partial<S3ServiceException>).$metadata?.httpStatusCode;
const isMissing = (e: unknown) => {
  const name = (e as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || status(e) === 404;
};

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Geçersiz dosya anahtarı: ${key}`);
  return key;
}

/**
 * Uploads in an S3-compatible bucket through the AWS SDK v3. The SDK is loaded here, on first use,
 * so a process on local storage never loads it. Browsers get `S3_PUBLIC_BASE_URL/<key>` when it
 * is set, otherwise `/v1/uploads/<key>`, which the app answers by streaming the object (that route
 * keeps working after a move to a public address, so addresses stored earlier stay valid).
 */
export async function createS3Storage(settings: S3Config): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const where = `"${Bucket}" (${settings.endpoint ?? `Amazon S3, ${settings.region}`})`;

  return {
    async put(key, body, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async delete(key) {
      // S3 answers a missing key with 204 as well: deleting twice is no error.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    url: (key) => (settings.publicBaseUrl ? `${settings.publicBaseUrl}/${key}` : `${UPLOADS_PREFIX}${key}`),
    async open(key) {
      if (!isValidKey(key)) return undefined;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 yanıtı bir akış değil.');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
    },
    async check() {
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (e) {
        const code = status(e);
        if (code === 404) throw new Error(`S3 kovası ${where} bulunamadı; kovayı oluşturun (README: Depolama).`);
        if (code === 403 || code === 401)
          throw new Error(
            `S3 kovası ${where} erişimi reddetti; S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY'i denetleyin.`,
          );
        throw new Error(`S3 kovasına ${where} ulaşılamadı: ${(e as Error).message || (e as Error).name}`);
      }
    },
    async *objects() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }),
        );
        for (const o of page.Contents ?? []) if (o.Key !== undefined) yield { key: o.Key, size: o.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
