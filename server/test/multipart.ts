import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fethiye${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A generated multipart body: text fields as they are, binary ones as file parts. */
export function partsOf(value: Record<string, unknown>): {
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; data: Buffer }[];
} {
  const fields: Record<string, string> = {};
  const files: { field: string; filename: string; contentType: string; data: Buffer }[] = [];
  for (const [name, v] of Object.entries(value ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item instanceof Uint8Array)
        files.push({
          field: name,
          filename: `${name}-${files.length}.png`,
          contentType: 'image/png',
          data: Buffer.from(item),
        });
      else fields[name] = String(item);
    }
  }
  return { fields, files };
}
