import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { multipart, type FilePart } from '../../test/multipart.js';
import { minimalPdf } from './minimal-pdf.js';

interface Doc {
  id: number;
  title: string;
  kind: 'pdf' | 'image';
  url: string;
  previewUrl: string | null;
  sizeBytes: number;
  contentType?: string;
  order?: number;
}
interface ErrorBody {
  code: string;
  content: { message: string };
}

const png = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 250, g: 245, b: 230 } } })
    .png()
    .toBuffer();

describe('company documents', async () => {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'fethiye-docs-'));
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
  const t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MB: '1' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const pdf = minimalPdf(['TÜRSAB Belgesi', 'Belge no: 12345']);
  const upload = (token: string, fields: Record<string, string>, files: FilePart[]) => {
    const m = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/ourdocuments',
      payload: m.payload,
      headers: { ...m.headers, ...bearer(token) },
    });
  };
  const fileOf = (url: string) => join(uploadsDir, url.replace('/v1/uploads/', ''));
  const adminList = async () =>
    body<{ content: Doc[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/ourdocuments', headers: bearer(admin.token) }),
    ).content;
  const publicList = async () =>
    body<{ content: Doc[] }>(await t.app.inject({ method: 'GET', url: '/v1/website/ourdocuments' })).content;

  it('stores a PDF as it is and an image as WebP with a preview, and lists both for the admin and the public', async () => {
    const a = await upload(admin.token, { title: 'TÜRSAB Belgesi' }, [
      { field: 'file', filename: 'tursab.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(a.statusCode).toBe(201);
    const pdfDoc = body<{ content: Doc }>(a).content;
    expect(pdfDoc).toMatchObject({
      title: 'TÜRSAB Belgesi',
      kind: 'pdf',
      previewUrl: null,
      sizeBytes: pdf.length,
      contentType: 'application/pdf',
    });
    expect(pdfDoc.url).toMatch(/^\/v1\/uploads\/documents\/[0-9a-f-]+\.pdf$/);

    const served = await t.app.inject({ method: 'GET', url: pdfDoc.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const b = await upload(admin.token, { title: 'Sigorta Poliçesi' }, [
      { field: 'file', filename: 'sigorta.png', contentType: 'image/png', data: await png() },
    ]);
    expect(b.statusCode).toBe(201);
    const imageDoc = body<{ content: Doc }>(b).content;
    expect(imageDoc).toMatchObject({ kind: 'image', contentType: 'image/webp' });
    expect(imageDoc.url).toMatch(/-large\.webp$/);
    expect(imageDoc.previewUrl).toMatch(/-thumb\.webp$/);
    expect((await sharp(fileOf(imageDoc.previewUrl!)).metadata()).width).toBe(400);
    expect((await sharp(fileOf(imageDoc.url)).metadata()).format).toBe('webp');
    expect(imageDoc.order).toBeGreaterThan(pdfDoc.order!);

    const admins = await adminList();
    expect(admins.map((d) => d.id)).toEqual(expect.arrayContaining([pdfDoc.id, imageDoc.id]));
    const publics = await publicList();
    const publicPdf = publics.find((d) => d.id === pdfDoc.id);
    expect(publicPdf).toEqual({
      id: pdfDoc.id,
      title: 'TÜRSAB Belgesi',
      kind: 'pdf',
      url: pdfDoc.url,
      previewUrl: null,
      sizeBytes: pdf.length,
    });
    expect(publics.findIndex((d) => d.id === pdfDoc.id)).toBeLessThan(publics.findIndex((d) => d.id === imageDoc.id));
  });

  it('deletes the row and its files, and answers 404 in Turkish for an unknown document', async () => {
    const created = body<{ content: Doc }>(
      await upload(admin.token, { title: 'Vergi Levhası' }, [
        { field: 'file', filename: 'vergi.png', contentType: 'image/png', data: await png() },
      ]),
    ).content;
    const files = [created.url, created.previewUrl!, created.url.replace('-large.webp', '-medium.webp')].map(fileOf);
    for (const f of files) expect(existsSync(f)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/ourdocuments/${created.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    for (const f of files) expect(existsSync(f)).toBe(false);
    expect((await publicList()).some((d) => d.id === created.id)).toBe(false);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/ourdocuments/${created.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
    expect(body<ErrorBody>(again).content.message).toBe(`${created.id} numaralı belge bulunamadı.`);
  });

  it('deletes the PDF file of a PDF document', async () => {
    const created = body<{ content: Doc }>(
      await upload(admin.token, { title: 'İşletme Belgesi' }, [
        { field: 'file', filename: 'isletme.pdf', contentType: 'application/pdf', data: pdf },
      ]),
    ).content;
    expect(existsSync(fileOf(created.url))).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/admin/ourdocuments/${created.id}`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(existsSync(fileOf(created.url))).toBe(false);
  });

  it('refuses a text file renamed to .pdf with a Turkish 400 and stores nothing', async () => {
    const before = await readdir(join(uploadsDir, 'documents')).catch(() => []);
    const res = await upload(admin.token, { title: 'Sahte' }, [
      {
        field: 'file',
        filename: 'belge.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('Bu bir PDF değil, sadece metin.\n'),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toMatchObject({ code: 'UNSUPPORTED_FILE' });
    expect(body<ErrorBody>(res).content.message).toContain('"belge.pdf" bir PDF, JPEG, PNG veya WebP dosyası değil');
    expect(await readdir(join(uploadsDir, 'documents')).catch(() => [])).toEqual(before);
  });

  it('refuses a file over the upload limit with a Turkish 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(admin.token, { title: 'Büyük' }, [
      { field: 'file', filename: 'buyuk.pdf', contentType: 'application/pdf', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(body<ErrorBody>(res).content.message).toBe('"buyuk.pdf" çok büyük; bir dosya en fazla 1 MB olabilir.');
  });

  it('answers a Turkish 400 for zero files, two files, a missing title, a corrupt image and a JSON body', async () => {
    const none = await upload(admin.token, { title: 'Dosyasız' }, []);
    expect(none.statusCode).toBe(400);
    expect(body<ErrorBody>(none).content.message).toBe('Bir belge dosyası seçilmelidir.');

    const two = await upload(admin.token, { title: 'İki' }, [
      { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
      { field: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(body<ErrorBody>(two).content.message).toBe('Tek seferde bir belge dosyası yüklenebilir.');

    const untitled = await upload(admin.token, {}, [
      { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(untitled.statusCode).toBe(400);
    expect(body<ErrorBody>(untitled)).toMatchObject({ code: 'TITLE_REQUIRED' });

    const corrupt = await upload(admin.token, { title: 'Bozuk' }, [
      {
        field: 'file',
        filename: 'bozuk.png',
        contentType: 'image/png',
        data: Buffer.concat([(await png()).subarray(0, 40)]),
      },
    ]);
    expect(corrupt.statusCode).toBe(400);
    expect(body<ErrorBody>(corrupt)).toMatchObject({ code: 'INVALID_IMAGE' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/ourdocuments',
      headers: bearer(admin.token),
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(body<ErrorBody>(json)).toMatchObject({ code: 'NOT_MULTIPART' });
  });

  it('removes the stored files again when the row cannot be inserted', async () => {
    const before = await readdir(join(uploadsDir, 'documents')).catch(() => []);
    await t.db.owner.sql.unsafe(`
      create function refuse_documents() returns trigger language plpgsql as $$ begin raise exception 'test: insert refused'; end $$;
      create trigger refuse_documents before insert on documents for each row execute function refuse_documents();`);
    try {
      const res = await upload(admin.token, { title: 'Reddedilecek' }, [
        { field: 'file', filename: 'red.pdf', contentType: 'application/pdf', data: pdf },
      ]);
      expect(res.statusCode).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('insert refused');
    } finally {
      await t.db.owner.sql.unsafe('drop trigger refuse_documents on documents; drop function refuse_documents();');
    }
    expect(await readdir(join(uploadsDir, 'documents')).catch(() => [])).toEqual(before);
    expect((await adminList()).some((d) => d.title === 'Reddedilecek')).toBe(false);
  });

  it('answers an OWNER 403 and a visitor 401 on every admin documents route', async () => {
    const m = multipart({ title: 'x' }, [
      { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const calls = [
      { method: 'GET' as const, url: '/v1/admin/ourdocuments' },
      { method: 'POST' as const, url: '/v1/admin/ourdocuments', payload: m.payload, headers: m.headers },
      { method: 'DELETE' as const, url: '/v1/admin/ourdocuments/1' },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: { ...c.headers, ...bearer(owner.token) } });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect((await t.app.inject({ ...c, headers: { ...c.headers } })).statusCode, `${c.method} ${c.url}`).toBe(401);
    }
    expect((await adminList()).some((d) => d.title === 'x')).toBe(false);
  });
});
