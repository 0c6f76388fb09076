import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../src/config.js';
import { createS3Storage } from '../src/platform/s3-storage.js';
import { createTestApp } from './app.js';
import { startS3 } from './s3.js';
import { bundled } from './server-bundle.js';

/** Runs `npm run uploads:to-s3`'s program (server/dist/uploads-to-s3-cli.js, bundled by the global setup) with `env`. */
function copy(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = { ...process.env };
  for (const key of Object.keys(clean))
    if (key.startsWith('S3_') || key === 'STORAGE' || key === 'UPLOADS_DIR' || key === 'DATA_DIR') delete clean[key];
  const cli = bundled('uploads-to-s3-cli');
  const child = spawn(cli.file, cli.args, { cwd: ROOT_DIR, env: { ...clean, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run uploads:to-s3', async () => {
  const s3 = await startS3();
  const secret = 'kova-gizli-anahtari-42';
  // The SDK's own notice on Node 20 (it will want 22 from 2027) is silenced, so stderr holds only the program's lines.
  const bucketEnv = {
    ...s3.env,
    STORAGE: 'local',
    S3_SECRET_ACCESS_KEY: secret,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const dir = await mkdtemp(join(tmpdir(), 'fethiye-uploads-to-s3-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'boats/3/6f1c/thumb.webp': 'RIFF küçük',
    'boats/3/6f1c/large.webp': 'RIFF büyük görsel',
    'documents/tursab.pdf': '%PDF-1.4 belge',
    'documents/eski.pdf': '%PDF-1.4 zaten kovada',
    '.DS_Store': 'finder',
    'Yeni Klasör/foto.jpg': 'elle konmuş',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const bucket = await createS3Storage(loadConfig(bucketEnv).s3!);
  afterAll(() => bucket.close());
  await bucket.put('documents/eski.pdf', Buffer.from(files['documents/eski.pdf']!), 'application/pdf');

  it('copies the local folder into the bucket under the same keys, skipping what is there and names that are no key', async () => {
    const run = await copy({ ...bucketEnv, UPLOADS_DIR: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${dir} → S3 kovası ${s3.bucket}: 3 dosya kopyalandı, 1 dosya zaten kovadaydı, 2 dosya atlandı.\n` +
        '  atlandı (dosya adı bir yükleme anahtarı değil): .DS_Store\n' +
        '  atlandı (dosya adı bir yükleme anahtarı değil): Yeni Klasör/foto.jpg\n',
    );
    for (const key of [
      'boats/3/6f1c/thumb.webp',
      'boats/3/6f1c/large.webp',
      'documents/tursab.pdf',
      'documents/eski.pdf',
    ]) {
      const res = await fetch(`${s3.publicBaseUrl}/${key}`);
      expect(res.status, key).toBe(200);
      expect(await res.text()).toBe(files[key]);
      expect(res.headers.get('content-type')).toBe(key.endsWith('.pdf') ? 'application/pdf' : 'image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  }, 90_000);

  it('copies nothing again on a second run, only what was added since', async () => {
    await writeFile(join(dir, 'documents/yeni.pdf'), '%PDF-1.4 sonradan');
    const again = await copy({ ...bucketEnv, UPLOADS_DIR: dir });
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe(
      `${dir} → S3 kovası ${s3.bucket}: 1 dosya kopyalandı, 4 dosya zaten kovadaydı, 2 dosya atlandı.`,
    );
    const third = await copy({ ...bucketEnv, UPLOADS_DIR: dir });
    expect(third.stdout.split('\n')[0]).toBe(
      `${dir} → S3 kovası ${s3.bucket}: 0 dosya kopyalandı, 5 dosya zaten kovadaydı, 2 dosya atlandı.`,
    );
  }, 90_000);

  it('leaves the addresses the database holds working after the switch to STORAGE=s3', async () => {
    const t = await createTestApp({ ...s3.env, S3_SECRET_ACCESS_KEY: secret });
    const res = await t.app.inject({ method: 'GET', url: '/v1/uploads/documents/tursab.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(files['documents/tursab.pdf']);
  }, 90_000);

  it('says in one line what is missing, and never prints the secret key', async () => {
    const noBucket = await copy({ UPLOADS_DIR: dir });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toBe(
      'Yapılandırma hatası: S3_BUCKET eksik; kopyalanacak kova S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY ile verilmeli.\n',
    );
    const noFolder = await copy({ ...bucketEnv, UPLOADS_DIR: join(dir, 'yok') });
    expect(noFolder.code).toBe(1);
    expect(noFolder.stderr).toBe(`Yükleme klasörü bulunamadı: ${join(dir, 'yok')} (UPLOADS_DIR veya DATA_DIR).\n`);
    const unreachable = await copy({ ...bucketEnv, UPLOADS_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^Kopyalanamadı: S3 kovasına "fethiye-test" \(http:\/\/127\.0\.0\.1:9\) ulaşılamadı: .+\n$/,
    );
    for (const run of [noBucket, noFolder, unreachable]) expect(run.stdout + run.stderr).not.toContain(secret);
  }, 90_000);
});
