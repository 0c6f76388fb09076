import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/app.js';
import { createLocalStorage } from '../platform/storage.js';
import { seedDocuments } from './documents.js';

interface Doc {
  title: string;
  kind: 'pdf' | 'image';
  url: string;
  previewUrl: string | null;
  sizeBytes: number;
}

describe('demo documents seed', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fethiye-seed-docs-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const t = await createTestApp({ UPLOADS_DIR: dir });
  await t.db.sql.begin((tx) => seedDocuments(tx, createLocalStorage(dir)));

  it('publishes two hand-built PDFs and a PNG certificate turned into WebP, with their files on disk', async () => {
    const docs = body<{ content: Doc[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/website/ourdocuments' }),
    ).content;
    expect(docs.map((d) => [d.title, d.kind])).toEqual([
      ['TÜRSAB Belgesi', 'pdf'],
      ['Mesleki Sorumluluk Sigortası', 'pdf'],
      ['Vergi Levhası', 'image'],
    ]);
    for (const d of docs) {
      const res = await t.app.inject({ method: 'GET', url: d.url });
      expect(res.statusCode, d.url).toBe(200);
      expect(res.rawPayload.length).toBe(d.sizeBytes);
    }
    const pdf = (await t.app.inject({ method: 'GET', url: docs[0]!.url })).rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(TURSAB Seyahat Acentesi Belgesi) Tj');
    const image = docs[2]!;
    expect(existsSync(join(dir, image.previewUrl!.replace('/v1/uploads/', '')))).toBe(true);
    expect((await sharp(join(dir, image.url.replace('/v1/uploads/', ''))).metadata()).width).toBe(1200);
  });
});
