import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { bearer, createTestApp, TEST_JWT_SECRET } from './app.js';
import { catalogFixtures } from './catalog.js';
import { freePort } from './global-setup.js';
import { multipart, type FilePart } from './multipart.js';
import { startS3 } from './s3.js';

interface Image {
  id: number;
  thumb: string;
  medium: string;
  large: string;
}
interface Member {
  id: number;
  photo: string | null;
  photoVariants: { thumb: string; medium: string; large: string } | null;
}

const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null) return undefined;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
});

/** Starts `entry` (the server or the worker) with `env`; resolves once `ready` says it is up. */
async function start(entry: string, env: Record<string, string>, ready: (out: string) => Promise<boolean> | boolean): Promise<ChildProcess> {
  const clean = { ...process.env };
  for (const key of ['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT', 'DATA_DIR', 'UPLOADS_DIR', 'SMTP_URL']) delete clean[key];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT_DIR, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const until = Date.now() + 60_000;
  while (!(await ready(out))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`${entry} did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

const jpeg = (r: number) => sharp({ create: { width: 2000, height: 1400, channels: 3, background: { r, g: 120, b: 180 } } }).jpeg().toBuffer();
const webpWidth = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('uploads on S3 across two API processes and a worker on one database', async () => {
  const s3 = await startS3();
  const storageEnv = { ...s3.env, S3_PUBLIC_BASE_URL: s3.publicBaseUrl };
  const t = await createTestApp(storageEnv);
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const boat = await catalogFixtures(t, admin.token).boat(owner.id);
  // Nothing may land on a local disk: each process is given a folder that must stay absent.
  const scratch = await mkdtemp(join(tmpdir(), 'fethiye-s3-instances-'));
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  const env = (name: string, port: number) => ({
    ...storageEnv,
    DATABASE_URL: t.db.url,
    MIGRATION_DATABASE_URL: t.db.owner.url,
    JWT_SECRET: TEST_JWT_SECRET,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(scratch, name),
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'off',
  });
  const api = async (name: string) => {
    const port = await freePort();
    await start('server/src/main.ts', { ...env(name, port), WORKERS: 'off' }, (out) => out.includes('Durdurmak için Ctrl-C'));
    return `http://127.0.0.1:${port}`;
  };
  // One after the other, as docker-compose.yml starts them: see the note there on pg-boss queues.
  const a = await api('a');
  const b = await api('b');
  const workerPort = await freePort();
  await start('server/src/worker.ts', { ...env('worker', workerPort), WORKER_HEALTH_PORT: String(workerPort) }, async () => {
    try {
      return (await fetch(`http://127.0.0.1:${workerPort}/v1/health`)).status === 200;
    } catch {
      return false;
    }
  });

  const upload = (base: string, url: string, fields: Record<string, string>, files: FilePart[]) => {
    const m = multipart(fields, files);
    return fetch(`${base}${url}`, { method: 'POST', body: new Uint8Array(m.payload), headers: { ...m.headers, ...bearer(admin.token) } });
  };
  const images = async (base: string) =>
    ((await (await fetch(`${base}/v1/admin/boats/image?boat_id=${boat.id}`, { headers: bearer(admin.token) })).json()) as { content: Image[] }).content;
  const keyOf = (url: string) => url.slice(s3.publicBaseUrl.length + 1);
  let uploaded: Image;

  it('stores a boat image uploaded through one process so that the other and the public address serve it', async () => {
    const res = await upload(a, '/v1/admin/boats/image', { boat_id: String(boat.id) }, [{ filename: 'gulet.jpg', contentType: 'image/jpeg', data: await jpeg(40) }]);
    expect(res.status).toBe(201);
    [uploaded] = ((await res.json()) as { content: Image[] }).content as [Image];
    for (const url of [uploaded.thumb, uploaded.medium, uploaded.large]) expect(url.startsWith(`${s3.publicBaseUrl}/boats/${boat.id}/`)).toBe(true);
    expect(await images(b)).toEqual([uploaded]);

    // The browser's way: the bucket's public address.
    const direct = await fetch(uploaded.medium);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await webpWidth(direct)).toBe(1024);
    // The app's own route on the other process streams the same object from the bucket.
    const viaB = await fetch(`${b}/v1/uploads/${keyOf(uploaded.thumb)}`);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toBe('image/webp');
    expect(await webpWidth(viaB)).toBe(400);
    const [row] = await t.db.sql<{ thumbnail: string }[]>`select thumbnail from boats where id = ${boat.id}`;
    expect(row!.thumbnail).toBe(uploaded.thumb);
    // The public boat page, read through the other process.
    const detail = (await (await fetch(`${b}/v1/boats/${boat.slug}`)).json()) as { content: { thumbnail: string } };
    expect(detail.content.thumbnail).toBe(uploaded.thumb);
    for (const name of ['a', 'b']) expect(existsSync(join(scratch, name, 'uploads'))).toBe(false);
  }, 60_000);

  it('deletes through the other process: the objects leave the bucket for everyone', async () => {
    const second = ((await (await upload(b, '/v1/admin/boats/image', { boat_id: String(boat.id) }, [{ filename: 'ikinci.jpg', contentType: 'image/jpeg', data: await jpeg(90) }])).json()) as { content: Image[] }).content;
    expect(second).toHaveLength(1);
    const res = await fetch(`${b}/v1/admin/boats/image/${uploaded.id}`, { method: 'DELETE', headers: bearer(admin.token) });
    expect(res.status).toBe(200);
    for (const url of [uploaded.thumb, uploaded.medium, uploaded.large]) {
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(`${a}/v1/uploads/${keyOf(url)}`)).status).toBe(404);
    }
    const left = await images(a);
    expect(left.map((i) => i.id)).toEqual([second[0]!.id]);
    const [row] = await t.db.sql<{ thumbnail: string }[]>`select thumbnail from boats where id = ${boat.id}`;
    expect(row!.thumbnail).toBe(left[0]!.thumb);
    expect((await fetch(left[0]!.thumb)).status).toBe(200);
  }, 60_000);

  it('replaces a team photo through one process after the other, removing the earlier objects', async () => {
    const created = await fetch(`${a}/v1/admin/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin.token) },
      body: JSON.stringify({ name: 'Deniz Kaptan', title: 'Kaptan' }),
    });
    const member = ((await created.json()) as { content: Member }).content;
    const photo = async (base: string, r: number) => {
      const res = await upload(base, `/v1/admin/team/${member.id}/photo`, {}, [{ field: 'file', filename: 'kaptan.jpg', contentType: 'image/jpeg', data: await jpeg(r) }]);
      expect(res.status).toBe(200);
      return ((await res.json()) as { content: Member }).content.photoVariants!;
    };
    const first = await photo(a, 10);
    const second = await photo(b, 200);
    for (const url of Object.values(first)) expect((await fetch(url)).status).toBe(404);
    for (const url of Object.values(second)) expect((await fetch(url)).status).toBe(200);
    const team = ((await (await fetch(`${a}/v1/website/team`)).json()) as { content: Member[] }).content;
    expect(team.find((m) => m.id === member.id)?.photoVariants).toEqual(second);
  }, 60_000);

  it('runs the worker beside them, healthy on its own port', async () => {
    const res = await fetch(`http://127.0.0.1:${workerPort}/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ content: { status: 'ok', database: 'ok' } });
    expect((await fetch(`http://127.0.0.1:${workerPort}/anything`)).status).toBe(404);
  });
});
