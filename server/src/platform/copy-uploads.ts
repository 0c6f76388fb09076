import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3Storage } from './s3-storage.js';
import { contentTypeOf, isValidKey } from './storage.js';

export interface CopyReport {
  /** Files written to the bucket by this run. */
  copied: number;
  /** Files the bucket already held (same key, same size): left alone. */
  present: number;
  /** Local paths that are no storage key (hidden files, odd names): not copied. */
  skipped: string[];
}

/** Every regular file under `root`, as a path relative to it with `/` separators. */
async function* files(root: string, dir = root): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(root, path);
    else if (entry.isFile()) yield relative(root, path).split(sep).join('/');
  }
}

/**
 * Copies a local uploads folder into the bucket under the same keys, so every address the
 * database holds (`/v1/uploads/<key>`) finds its file after the switch to STORAGE=s3. Idempotent:
 * what the bucket already holds with the same size is skipped, so an interrupted run is simply
 * run again. `concurrency` uploads go at once.
 */
export async function copyUploadsToBucket(
  root: string,
  bucket: S3Storage,
  opts: { concurrency?: number } = {},
): Promise<CopyReport> {
  const inBucket = new Map<string, number>();
  for await (const o of bucket.objects()) inBucket.set(o.key, o.size);
  const report: CopyReport = { copied: 0, present: 0, skipped: [] };
  const queue = files(root);
  const worker = async () => {
    for (let next = await queue.next(); !next.done; next = await queue.next()) {
      const key = next.value;
      if (!isValidKey(key)) {
        report.skipped.push(key);
        continue;
      }
      const body = await readFile(join(root, ...key.split('/')));
      if (inBucket.get(key) === body.length) {
        report.present += 1;
        continue;
      }
      await bucket.put(key, body, contentTypeOf(key));
      report.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  report.skipped.sort();
  return report;
}
