import { createDocumentsRepository, type DocumentWrite } from '../content/documents-repository.js';
import { removeDocumentFiles, storeDocumentFile } from '../content/documents-service.js';
import { minimalPdf } from '../content/minimal-pdf.js';
import type { Db } from '../platform/db.js';
import { escapeMarkup } from '../common/escape.js';
import { loadSharp } from '../platform/image-processing.js';
import type { Storage } from '../platform/storage.js';

/** A certificate-like image, drawn from SVG (no fonts beyond the generic families are needed). */
function certificateSvg(title: string, lines: string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${430 + i * 60}" font-size="34" text-anchor="middle" fill="#1f2937">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850">
  <rect width="1200" height="850" fill="#fdf8ec"/>
  <rect x="30" y="30" width="1140" height="790" fill="none" stroke="#b8892b" stroke-width="10"/>
  <rect x="55" y="55" width="1090" height="740" fill="none" stroke="#b8892b" stroke-width="2"/>
  <text x="600" y="230" font-size="64" font-family="serif" text-anchor="middle" fill="#0b3a5b">${escapeMarkup(title)}</text>
  <line x1="300" y1="280" x2="900" y2="280" stroke="#b8892b" stroke-width="3"/>
  <g font-family="sans-serif">${text}</g>
  <circle cx="1000" cy="680" r="70" fill="none" stroke="#0b3a5b" stroke-width="6"/>
</svg>`;
}

/** Three company documents for /website/document: two PDFs built by hand and a PNG certificate. */
export async function seedDocuments(tx: Db, storage: Storage): Promise<void> {
  const sharp = await loadSharp();
  const sources = [
    {
      title: 'TÜRSAB Belgesi',
      file: {
        filename: 'tursab-belgesi.pdf',
        buffer: minimalPdf([
          'TÜRSAB Seyahat Acentesi Belgesi',
          'Fethiye Tekne Turizm Ltd. Şti.',
          'Belge no: A-12345 (örnek)',
        ]),
      },
    },
    {
      title: 'Mesleki Sorumluluk Sigortası',
      file: {
        filename: 'sigorta-policesi.pdf',
        buffer: minimalPdf([
          'Mesleki Sorumluluk Sigorta Poliçesi',
          'Sigortalı: Fethiye Tekne Turizm Ltd. Şti.',
          'Geçerlilik: 1 yıl (örnek)',
        ]),
      },
    },
    {
      title: 'Vergi Levhası',
      file: {
        filename: 'vergi-levhasi.png',
        buffer: await sharp(
          Buffer.from(
            certificateSvg('Vergi Levhası', ['Fethiye Tekne Turizm Ltd. Şti.', 'Fethiye Vergi Dairesi', 'Örnek belge']),
          ),
        )
          .png()
          .toBuffer(),
      },
    },
  ];
  const stored: DocumentWrite[] = [];
  try {
    for (const { title, file } of sources) stored.push(await storeDocumentFile(storage, title, file));
    const documents = createDocumentsRepository(tx);
    for (const write of stored) await documents.insert(write);
  } catch (e) {
    await Promise.all(stored.map((d) => removeDocumentFiles(storage, d)));
    throw e;
  }
}
