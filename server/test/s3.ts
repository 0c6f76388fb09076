import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

export interface TestBucket {
  /** `http://127.0.0.1:<port>`: the S3 endpoint. */
  endpoint: string;
  bucket: string;
  /** Where a browser reads an object without credentials (path style): `<endpoint>/<bucket>`. */
  publicBaseUrl: string;
  /** The S3_* variables of the app for this bucket (STORAGE=s3, no public address). */
  env: Record<string, string>;
}

/**
 * A real S3-compatible server (s3rver) on loopback, with its files in a temporary folder and
 * `buckets` created, for the rest of the test file. s3rver takes any signed request; the SDK signs
 * with these keys as it would for a real store.
 */
export async function startS3(buckets: string[] = ['fethiye-test']): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'fethiye-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = buckets[0]!;
  return {
    endpoint,
    bucket,
    publicBaseUrl: `${endpoint}/${bucket}`,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
    },
  };
}
