import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { multipart, type FilePart } from '../../test/multipart.js';

interface Variants {
  thumb: string;
  medium: string;
  large: string;
}
interface Member {
  id: number;
  photo: string | null;
  photoVariants: Variants | null;
}
interface Post {
  id: number;
  slug: string;
  coverImage: string | null;
  coverVariants: Variants | null;
}
interface ErrorBody {
  code: string;
  content: { message: string };
}

const png = (width = 900, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('team photo and blog cover uploads', async () => {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'fethiye-covers-'));
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
  const t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MB: '1' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const json = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const upload = (url: string, files: FilePart[], token = admin.token) => {
    const m = multipart({}, files);
    return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...bearer(token) } });
  };
  const image = async (filename = 'foto.png'): Promise<FilePart> => ({
    field: 'file',
    filename,
    contentType: 'image/png',
    data: await png(),
  });
  const fileOf = (url: string) => join(uploadsDir, url.replace('/v1/uploads/', ''));
  const allFiles = (v: Variants) => [v.thumb, v.medium, v.large].map(fileOf);
  const member = async (photo?: string) =>
    body<{ content: Member }>(
      await json('POST', '/v1/admin/team', { name: 'Deniz Kaptan', title: 'Kaptan', ...(photo ? { photo } : {}) }),
    ).content;
  let posts = 0;
  const post = async () =>
    body<{ content: Post }>(
      await json('POST', '/v1/admin/blog', {
        title: `Göcek koyları ${++posts}`,
        body: '<p>On iki ada.</p>',
        published: true,
      }),
    ).content;

  it('replaces a hand-given team photo with uploaded WebP variants, shows them publicly and removes the old upload on replace', async () => {
    const m = await member('https://example.com/ekip/deniz.jpg');
    const res = await upload(`/v1/admin/team/${m.id}/photo`, [await image()]);
    expect(res.statusCode).toBe(200);
    const first = body<{ content: Member }>(res).content;
    expect(first.photoVariants).not.toBeNull();
    expect(first.photo).toBe(first.photoVariants!.medium);
    for (const f of allFiles(first.photoVariants!)) expect(existsSync(f)).toBe(true);
    expect((await sharp(fileOf(first.photoVariants!.thumb)).metadata()).width).toBe(400);

    const team = body<{ content: Member[] }>(await t.app.inject({ method: 'GET', url: '/v1/website/team' })).content;
    expect(team.find((x) => x.id === m.id)).toMatchObject({ photo: first.photo, photoVariants: first.photoVariants });
    const served = await t.app.inject({ method: 'GET', url: first.photo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = body<{ content: Member }>(
      await upload(`/v1/admin/team/${m.id}/photo`, [await image('yeni.png')]),
    ).content;
    expect(second.photo).not.toBe(first.photo);
    for (const f of allFiles(first.photoVariants!)) expect(existsSync(f)).toBe(false);
    for (const f of allFiles(second.photoVariants!)) expect(existsSync(f)).toBe(true);

    expect((await json('DELETE', `/v1/admin/team/${m.id}`)).statusCode).toBe(200);
    for (const f of allFiles(second.photoVariants!)) expect(existsSync(f)).toBe(false);
  });

  it('uploads a blog cover, keeps it when an edit sends its address back, and drops its files for a new address', async () => {
    const p = await post();
    const res = await upload(`/v1/admin/blog/${p.id}/cover`, [
      { field: 'file', filename: 'kapak.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    expect(res.statusCode).toBe(200);
    const uploaded = body<{ content: Post }>(res).content;
    expect(uploaded.coverImage).toBe(uploaded.coverVariants!.large);
    expect((await sharp(fileOf(uploaded.coverImage!)).metadata()).width).toBe(1920);

    const pub = body<{ content: Post }>(
      await t.app.inject({ method: 'GET', url: `/v1/website/blog/${p.slug}` }),
    ).content;
    expect(pub.coverImage).toBe(uploaded.coverImage);
    const list = body<{ content: Post[] }>(await t.app.inject({ method: 'GET', url: '/v1/website/blog' })).content;
    expect(list.find((x) => x.id === p.id)?.coverVariants).toEqual(uploaded.coverVariants);

    const base = { id: p.id, title: `Göcek koyları ${posts}`, body: '<p>On iki ada, yeni metin.</p>', published: true };
    const kept = body<{ content: Post }>(
      await json('POST', '/v1/admin/blog/edit', { ...base, coverImage: uploaded.coverImage }),
    ).content;
    expect(kept.coverVariants).toEqual(uploaded.coverVariants);
    const omitted = body<{ content: Post }>(await json('POST', '/v1/admin/blog/edit', base)).content;
    expect(omitted.coverVariants).toEqual(uploaded.coverVariants);
    for (const f of allFiles(uploaded.coverVariants!)) expect(existsSync(f)).toBe(true);

    const external = body<{ content: Post }>(
      await json('POST', '/v1/admin/blog/edit', { ...base, coverImage: 'https://cdn.example.com/gocek.jpg' }),
    ).content;
    expect(external).toMatchObject({ coverImage: 'https://cdn.example.com/gocek.jpg', coverVariants: null });
    for (const f of allFiles(uploaded.coverVariants!)) expect(existsSync(f)).toBe(false);

    const cleared = body<{ content: Post }>(
      await json('POST', '/v1/admin/blog/edit', { ...base, coverImage: null }),
    ).content;
    expect(cleared).toMatchObject({ coverImage: null, coverVariants: null });
  });

  it('removes the cover files when the blog post is deleted', async () => {
    const p = await post();
    const uploaded = body<{ content: Post }>(await upload(`/v1/admin/blog/${p.id}/cover`, [await image()])).content;
    for (const f of allFiles(uploaded.coverVariants!)) expect(existsSync(f)).toBe(true);
    expect((await json('DELETE', `/v1/admin/blog/${p.id}`)).statusCode).toBe(200);
    for (const f of allFiles(uploaded.coverVariants!)) expect(existsSync(f)).toBe(false);
  });

  it('accepts http(s) addresses and uploads paths as hand-given images and refuses anything else in Turkish', async () => {
    expect((await member('/v1/uploads/team/eski/deniz.webp')).photo).toBe('/v1/uploads/team/eski/deniz.webp');
    for (const photo of [
      'team/deniz.jpg',
      'javascript:alert(1)',
      'ftp://example.com/a.jpg',
      '/v1/uploads/../../etc/passwd',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await json('POST', '/v1/admin/team', { name: 'Ece', photo });
      expect(res.statusCode, photo).toBe(400);
      expect(body<ErrorBody>(res).content.message).toBe(
        '"photo" bir http(s) adresi veya /v1/uploads/ ile başlayan bir yükleme yolu olmalıdır.',
      );
    }
    const blog = await json('POST', '/v1/admin/blog', {
      title: 'Kötü kapak',
      body: '<p>x</p>',
      coverImage: 'javascript:alert(1)',
    });
    expect(blog.statusCode).toBe(400);
    expect(body<ErrorBody>(blog)).toMatchObject({ code: 'INVALID_IMAGE_REF' });
  });

  it('refuses a non-image, an oversize file, zero files and two files with Turkish 4xx, storing nothing', async () => {
    const m = await member();
    const url = `/v1/admin/team/${m.id}/photo`;
    const text = await upload(url, [
      { field: 'file', filename: 'foto.png', contentType: 'image/png', data: Buffer.from('düz metin, görsel değil') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(body<ErrorBody>(text).content.message).toBe('"foto.png" bir JPEG, PNG veya WebP görseli değil.');

    const big = Buffer.concat([await png(), Buffer.alloc(1024 * 1024, 1)]);
    const oversize = await upload(url, [{ field: 'file', filename: 'buyuk.png', contentType: 'image/png', data: big }]);
    expect(oversize.statusCode).toBe(413);
    expect(body<ErrorBody>(oversize).content.message).toBe('"buyuk.png" çok büyük; bir görsel en fazla 1 MB olabilir.');

    const none = await upload(url, []);
    expect(none.statusCode).toBe(400);
    expect(body<ErrorBody>(none).content.message).toBe('Bir görsel dosyası seçilmelidir.');

    const two = await upload(url, [await image('a.png'), await image('b.png')]);
    expect(two.statusCode).toBe(400);
    expect(body<ErrorBody>(two).content.message).toBe('Tek seferde bir görsel yüklenebilir.');

    const notMultipart = await json('POST', url, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);

    const team = body<{ content: Member[] }>(await json('GET', '/v1/admin/team')).content;
    expect(team.find((x) => x.id === m.id)?.photoVariants).toBeNull();
  });

  it('answers 404 in Turkish for an unknown team member or blog post', async () => {
    const team = await upload('/v1/admin/team/999999/photo', [await image()]);
    expect(team.statusCode).toBe(404);
    expect(body<ErrorBody>(team).content.message).toBe('999999 numaralı ekip üyesi bulunamadı.');
    const blog = await upload('/v1/admin/blog/999999/cover', [await image()]);
    expect(blog.statusCode).toBe(404);
    expect(body<ErrorBody>(blog).content.message).toBe('999999 numaralı blog yazısı bulunamadı.');
  });

  it('answers an OWNER 403 on the team photo and blog cover uploads', async () => {
    const m = await member();
    const p = await post();
    for (const url of [`/v1/admin/team/${m.id}/photo`, `/v1/admin/blog/${p.id}/cover`]) {
      const res = await upload(url, [await image()], owner.token);
      expect(res.statusCode, url).toBe(403);
    }
    const team = body<{ content: Member[] }>(await json('GET', '/v1/admin/team')).content;
    expect(team.find((x) => x.id === m.id)?.photoVariants).toBeNull();
  });
});
