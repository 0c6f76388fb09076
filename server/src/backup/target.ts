import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where backups go: a folder (BACKUP_DIR, meant to sit on another disk) or a bucket. Keys are
 * `/`-separated (`<system id>/base/<id>.tar.gz`, `<system id>/wal/<segment>.gz`). Every object is
 * complete once `put` returns, never half-written under its own name.
 */
export interface BackupTarget {
  /** For people: the folder's path or `s3://bucket (endpoint)`. */
  where: string;
  put(key: string, body: Buffer): Promise<void>;
  /** Stores the local file (the source is removed afterwards). */
  putFile(key: string, path: string): Promise<void>;
  /** Copies the object into a local file. */
  download(key: string, path: string): Promise<void>;
  list(prefix: string): Promise<StoredObject[]>;
  remove(keys: string[]): Promise<void>;
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A folder: written beside the final name, synced, renamed, and the folder synced (as the WAL's spool). */
export function folderTarget(root: string): BackupTarget {
  const full = (key: string) => join(root, ...key.split('/'));
  const settle = async (part: string, final: string) => {
    await fsyncPath(part);
    await rename(part, final);
    await fsyncPath(dirname(final));
  };
  return {
    where: root,
    async put(key, body) {
      const final = full(key);
      await mkdir(dirname(final), { recursive: true });
      const part = `${final}.part`;
      const handle = await open(part, 'w', 0o600);
      try {
        await handle.writeFile(body);
      } finally {
        await handle.close();
      }
      await settle(part, final);
    },
    async putFile(key, path) {
      const final = full(key);
      await mkdir(dirname(final), { recursive: true });
      const part = `${final}.part`;
      await rename(path, part).catch(async () => {
        await copyFile(path, part);
        await rm(path, { force: true });
      });
      await settle(part, final);
    },
    async download(key, path) {
      await copyFile(full(key), path);
    },
    async list(prefix) {
      const out: StoredObject[] = [];
      const walk = async (dir: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await walk(path);
          else if (entry.isFile() && !entry.name.endsWith('.part')) {
            const key = relative(root, path).split(sep).join('/');
            if (!key.startsWith(prefix)) continue;
            const s = await stat(path).catch(() => undefined);
            if (s) out.push({ key, size: s.size, modified: s.mtime });
          }
        }
      };
      // Only the folders the prefix can be in.
      const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      await walk(base ? full(base) : root);
      return out.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async remove(keys) {
      for (const key of keys) await rm(full(key), { force: true });
    },
  };
}

/** A bucket of an S3-compatible store, with the uploads' credentials and endpoint. */
export async function bucketTarget(settings: S3Config, bucket: string): Promise<BackupTarget> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 300_000 },
  });
  const Bucket = bucket;
  return {
    where: `s3://${bucket}${settings.endpoint ? ` (${settings.endpoint})` : ''}`,
    async put(key, body) {
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
    },
    async putFile(key, path) {
      const { size } = await stat(path);
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: createReadStream(path), ContentLength: size }),
      );
      await rm(path, { force: true });
    },
    async download(key, path) {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 yanıtı bir akış değil.');
      await pipeline(object.Body, createWriteStream(path, { mode: 0o600 }));
    },
    async list(prefix) {
      const out: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async remove(keys) {
      for (const key of keys) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
