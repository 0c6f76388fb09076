import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { startS3 } from '../../test/s3.js';
import { loadConfig } from '../config.js';
import { createS3Storage, IMMUTABLE } from './s3-storage.js';
import { openStorage } from './open-storage.js';

const s3 = await startS3(['fethiye-test', 'fethiye-other']);
const settings = (env: Record<string, string> = {}) => loadConfig({ ...s3.env, ...env }).s3!;
const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3 storage, through the AWS SDK against an S3-compatible server on loopback', () => {
  it('writes, streams and deletes objects under their keys, with the media type and a year of caching', async () => {
    const storage = await createS3Storage(settings());
    const body = Buffer.from('RIFF....WEBPVP8 görsel');
    await storage.put('boats/7/abc/thumb.webp', body, 'image/webp');
    const file = await storage.open('boats/7/abc/thumb.webp');
    expect(file?.size).toBe(body.length);
    expect(await read(file!.stream)).toEqual(body);
    // The object itself carries what a public address or a CDN answers with.
    const direct = await fetch(`${s3.publicBaseUrl}/boats/7/abc/thumb.webp`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe(IMMUTABLE);
    await storage.delete('boats/7/abc/thumb.webp');
    await storage.delete('boats/7/abc/thumb.webp');
    expect(await storage.open('boats/7/abc/thumb.webp')).toBeUndefined();
    expect((await fetch(`${s3.publicBaseUrl}/boats/7/abc/thumb.webp`)).status).toBe(404);
    storage.close();
  });

  it('refuses keys the server would never make, and answers a missing one as missing', async () => {
    const storage = await createS3Storage(settings());
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Geçersiz dosya anahtarı',
    );
    await expect(storage.delete('/mutlak')).rejects.toThrow('Geçersiz dosya anahtarı');
    expect(await storage.open('a/../../b')).toBeUndefined();
    expect(await storage.open('boats/1/yok/large.webp')).toBeUndefined();
    storage.close();
  });

  it('gives the app route as the address, or the public base when one is configured', async () => {
    const viaApp = await createS3Storage(settings());
    expect(viaApp.url('boats/1/k/thumb.webp')).toBe('/v1/uploads/boats/1/k/thumb.webp');
    const viaBucket = await createS3Storage(settings({ S3_PUBLIC_BASE_URL: `${s3.publicBaseUrl}/` }));
    expect(viaBucket.url('boats/1/k/thumb.webp')).toBe(`${s3.publicBaseUrl}/boats/1/k/thumb.webp`);
    viaApp.close();
    viaBucket.close();
  });

  it('lists what the bucket holds, and keeps buckets apart', async () => {
    const one = await createS3Storage(settings());
    const other = await createS3Storage(settings({ S3_BUCKET: 'fethiye-other' }));
    await one.put('liste/a.pdf', Buffer.from('%PDF-1.4 a'), 'application/pdf');
    await other.put('liste/b.pdf', Buffer.from('%PDF-1.4 bb'), 'application/pdf');
    const listed = [];
    for await (const o of one.objects()) listed.push(o);
    expect(listed).toContainEqual({ key: 'liste/a.pdf', size: 10 });
    expect(listed.map((o) => o.key)).not.toContain('liste/b.pdf');
    one.close();
    other.close();
  });

  it('stops the start with one Turkish line when the bucket is missing or the store unreachable', async () => {
    await expect(openStorage(loadConfig({ ...s3.env, S3_BUCKET: 'olmayan-kova' }))).rejects.toThrow(
      `S3 kovası "olmayan-kova" (${s3.endpoint}) bulunamadı; kovayı oluşturun (README: Depolama).`,
    );
    await expect(openStorage(loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }))).rejects.toThrow(
      /^S3 kovasına "fethiye-test" \(http:\/\/127\.0\.0\.1:9\) ulaşılamadı: /,
    );
    const local = await openStorage(
      loadConfig({ S3_BUCKET: 'fethiye-test', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    );
    expect(local.url('x.pdf')).toBe('/v1/uploads/x.pdf');
  });
});

describe('the app on S3 storage', async () => {
  const t = await createTestApp({ ...s3.env, S3_PUBLIC_BASE_URL: s3.publicBaseUrl });
  const storage = await createS3Storage(settings());
  await storage.put('docs/belge.pdf', Buffer.from('%PDF-1.4 belge'), 'application/pdf');

  it('streams an object through /v1/uploads/, also a HEAD, and answers a missing key with a Turkish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/uploads/docs/belge.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe('14');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('%PDF-1.4 belge');
    const head = await t.app.inject({ method: 'HEAD', url: '/v1/uploads/docs/belge.pdf' });
    expect(head.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/uploads/docs/yok.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ content: { message: 'Dosya bulunamadı.' } });
  });

  it('lets pages load images from the public address (CSP img-src names its origin)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replace(/[.]/g, '\\.')}(;|$)`));
  });
});
