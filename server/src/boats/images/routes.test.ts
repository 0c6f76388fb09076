import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type BoatBody, type ErrorBody } from '../../../test/catalog.js';
import { multipart, type FilePart } from '../../../test/multipart.js';

interface Image {
  id: number;
  position: number;
  width: number;
  height: number;
  thumb: string;
  medium: string;
  large: string;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 200, b: 80 } } })
    .jpeg()
    .toBuffer();

describe('boat images', async () => {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'fethiye-uploads-'));
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
  const t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MB: '1' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const other = await t.createUser('OWNER');
  const f = catalogFixtures(t, admin.token);
  const upload = (token: string, fields: Record<string, string>, files: FilePart[]) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/boats/image', ...withAuth(token, multipart(fields, files)) });
  const withAuth = (token: string, m: ReturnType<typeof multipart>) => ({
    payload: m.payload,
    headers: { ...m.headers, ...bearer(token) },
  });
  const getBoat = async (id: number) =>
    body<{ content: BoatBody }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/boats/${id}`, headers: bearer(admin.token) }),
    ).content;
  const fileOf = (url: string) => join(uploadsDir, url.replace('/v1/uploads/', ''));

  it('stores PNG and JPEG uploads as WebP thumb, medium and large variants served with a year-long cache', async () => {
    const boat = await f.boat(owner.id);
    const res = await upload(owner.token, { boat_id: String(boat.id) }, [
      { filename: 'guverte.png', contentType: 'image/png', data: await png(2400, 1600) },
      { filename: 'kabin.jpg', contentType: 'image/jpeg', data: await jpeg(800, 600) },
    ]);
    expect(res.statusCode).toBe(201);
    const images = body<{ content: Image[] }>(res).content;
    expect(images.map((i) => i.position)).toEqual([0, 1]);
    expect(images[0]).toMatchObject({ width: 1920, height: 1280 });
    expect(images[1]).toMatchObject({ width: 800, height: 600 });
    for (const url of [images[0]!.thumb, images[0]!.medium, images[0]!.large])
      expect(existsSync(fileOf(url))).toBe(true);
    expect((await sharp(fileOf(images[0]!.thumb)).metadata()).width).toBe(400);
    expect((await sharp(fileOf(images[0]!.medium)).metadata()).width).toBe(1024);

    const served = await t.app.inject({ method: 'GET', url: images[0]!.thumb });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...served.rawPayload.subarray(8, 12)].map((c) => String.fromCharCode(c)).join('')).toBe('WEBP');

    expect((await getBoat(boat.id)).thumbnail).toBe(images[0]!.thumb);
  });

  it('refuses a text file renamed .jpg with a Turkish 400', async () => {
    const boat = await f.boat(owner.id);
    const res = await upload(owner.token, { boat_id: String(boat.id) }, [
      { filename: 'resim.jpg', contentType: 'image/jpeg', data: Buffer.from('bu bir metin dosyasıdır, görsel değil') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe('"resim.jpg" bir JPEG, PNG veya WebP görseli değil.');
  });

  it('refuses a file over the size limit with a Turkish 413', async () => {
    const boat = await f.boat(owner.id);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(owner.token, { boat_id: String(boat.id) }, [
      { filename: 'buyuk.jpg', contentType: 'image/jpeg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(body<ErrorBody>(res).content.message).toBe('"buyuk.jpg" çok büyük; bir görsel en fazla 1 MB olabilir.');
  });

  it('refuses an upload with zero files, a missing boat_id or a non-multipart body', async () => {
    const boat = await f.boat(owner.id);
    const none = await upload(owner.token, { boat_id: String(boat.id) }, []);
    expect(none.statusCode).toBe(400);
    expect(body<ErrorBody>(none).content.message).toBe('En az bir görsel dosyası seçilmelidir.');
    const noBoat = await upload(owner.token, {}, [
      { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    expect(noBoat.statusCode).toBe(400);
    const badBoat = await upload(owner.token, { boat_id: "1' or 1=1" }, [
      { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    expect(badBoat.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/boats/image',
      headers: bearer(owner.token),
      payload: { boat_id: boat.id },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('refuses uploads to another owner’s boat with 404', async () => {
    const theirs = await f.boat(other.id);
    const res = await upload(owner.token, { boat_id: String(theirs.id) }, [
      { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    expect(res.statusCode).toBe(404);
  });

  it('reorders images, moving the thumbnail with the first one, and deletes files with their row', async () => {
    const boat = await f.boat(owner.id);
    const res = await upload(owner.token, { boat_id: String(boat.id) }, [
      { filename: '1.png', contentType: 'image/png', data: await png(500, 300) },
      { filename: '2.png', contentType: 'image/png', data: await png(600, 300) },
      { filename: '3.png', contentType: 'image/png', data: await png(700, 300) },
    ]);
    const [a, b, c] = body<{ content: Image[] }>(res).content;
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/boats/image/updateorder',
      headers: bearer(owner.token),
      payload: { boat_id: boat.id, ids: [c!.id, a!.id, b!.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(body<{ content: Image[] }>(reordered).content.map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await getBoat(boat.id)).thumbnail).toBe(c!.thumb);

    const partial = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/boats/image/updateorder',
      headers: bearer(owner.token),
      payload: { boat_id: boat.id, ids: [a!.id] },
    });
    expect(partial.statusCode).toBe(400);

    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/boats/image/${c!.id}`,
      headers: bearer(other.token),
    });
    expect(otherDelete.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/boats/image/${c!.id}`,
      headers: bearer(owner.token),
    });
    expect(del.statusCode).toBe(200);
    for (const url of [c!.thumb, c!.medium, c!.large]) expect(existsSync(fileOf(url))).toBe(false);
    expect((await getBoat(boat.id)).thumbnail).toBe(a!.thumb);
    expect((await t.app.inject({ method: 'GET', url: c!.thumb })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/admin/boats/image/${c!.id}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('does not serve paths outside the uploads folder', async () => {
    for (const url of [
      '/v1/uploads/../package.json',
      '/v1/uploads/%2e%2e/%2e%2e/package.json',
      '/v1/uploads/boats/x%00.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
