import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Whitespace of any kind (line breaks, no-break spaces) as one space: text as a reader compares it. */
export const normalizeSpace = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A PDF's text as a PDF library extracts it: every page's items joined by spaces, whitespace normalised. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return normalizeSpace(texts.join(' '));
}
