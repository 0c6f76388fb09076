/**
 * A one-page PDF with a few lines of Helvetica text, built by hand with a correct xref table.
 * The standard fonts have no Turkish glyphs, so text is reduced to ASCII (İ→I, ş→s, ...).
 * Used by the demo seed and tests; real documents are uploaded as they are.
 */
export function minimalPdf(lines: string[]): Buffer {
  const ascii = (s: string) =>
    s
      .replace(/[İI]/g, 'I')
      .replace(/ı/g, 'i')
      .replace(/[Şş]/g, (c) => (c === 'Ş' ? 'S' : 's'))
      .replace(/[Ğğ]/g, (c) => (c === 'Ğ' ? 'G' : 'g'))
      .replace(/[Üü]/g, (c) => (c === 'Ü' ? 'U' : 'u'))
      .replace(/[Öö]/g, (c) => (c === 'Ö' ? 'O' : 'o'))
      .replace(/[Çç]/g, (c) => (c === 'Ç' ? 'C' : 'c'))
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${ascii(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
