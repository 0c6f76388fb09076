import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { bundled } from './server-bundle.js';

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
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
});

/** Starts `command` (the bundled server or worker, or caddy) with `env`; resolves once `ready` says it is up. */
async function start(
  command: string[],
  env: Record<string, string>,
  ready: (out: string) => Promise<boolean> | boolean,
): Promise<ChildProcess> {
  const clean = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'MIGRATION_DATABASE_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'PORT',
    'DATA_DIR',
    'UPLOADS_DIR',
    'SMTP_URL',
    'SITE_ADDRESS',
  ])
    delete clean[key];
  const [cmd, ...args] = command;
  const child = spawn(cmd!, args, { cwd: ROOT_DIR, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const until = Date.now() + 60_000;
  while (!(await ready(out))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`${command.join(' ')} did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

const up = async (url: string) => {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
};
const node = (entry: 'main' | 'worker') => {
  const { file, args } = bundled(entry);
  return [file, ...args];
};
// With Caddy on the machine (CI installs it), deploy/Caddyfile itself runs in front, as in docker-compose.yml.
const withProxy = spawnSync('caddy', ['version'], { encoding: 'utf8' }).status === 0;

const jpeg = (r: number) =>
  sharp({ create: { width: 2000, height: 1400, channels: 3, background: { r, g: 120, b: 180 } } })
    .jpeg()
    .toBuffer();
const webpWidth = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe(`uploads on S3 across two API processes and a worker on one database${withProxy ? ', behind deploy/Caddyfile' : ''}`, async () => {
  // The bucket of docker-compose.yml, which deploy/Caddyfile serves under /media/.
  const s3 = await startS3(['fethiye-uploads']);
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const publicBase = withProxy ? `${proxy}/media` : s3.publicBaseUrl;
  const storageEnv = { ...s3.env, S3_PUBLIC_BASE_URL: publicBase };
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
  const api = async (name: string, port: number) => {
    const child = await start(
      node('main'),
      { ...env(name, port), WORKERS: 'off', TRUST_PROXY: withProxy ? 'on' : 'off' },
      (out) => out.includes('Durdurmak için Ctrl-C'),
    );
    return { child, url: `http://127.0.0.1:${port}` };
  };
  // One after the other, as docker-compose.yml starts them: see the note there on pg-boss queues.
  const { child: childA, url: a } = await api('a', portA);
  const { url: b } = await api('b', portB);
  const workerPort = await freePort();
  await start(node('worker'), { ...env('worker', workerPort), WORKER_HEALTH_PORT: String(workerPort) }, () =>
    up(`http://127.0.0.1:${workerPort}/v1/health`),
  );
  if (withProxy) {
    // The compose network's names become loopback ports; everything else is the file as shipped.
    const caddyfile = readFileSync(join(ROOT_DIR, 'deploy', 'Caddyfile'), 'utf8')
      .replace('api-1:3000', `127.0.0.1:${portA}`)
      .replace('api-2:3000', `127.0.0.1:${portB}`)
      .replace('minio:9000', s3.endpoint.replace('http://', ''))
      .replace(/^:8081 \{/m, `http://127.0.0.1:${await freePort()} {`);
    const config = join(scratch, 'Caddyfile');
    await writeFile(config, caddyfile);
    await start(
      ['caddy', 'run', '--config', config, '--adapter', 'caddyfile'],
      { SITE_ADDRESS: proxy, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
      () => up(`${proxy}/v1/health`),
    );
  }

  const upload = (base: string, url: string, fields: Record<string, string>, files: FilePart[]) => {
    const m = multipart(fields, files);
    return fetch(`${base}${url}`, {
      method: 'POST',
      body: new Uint8Array(m.payload),
      headers: { ...m.headers, ...bearer(admin.token) },
    });
  };
  const images = async (base: string) =>
    (
      (await (
        await fetch(`${base}/v1/admin/boats/image?boat_id=${boat.id}`, { headers: bearer(admin.token) })
      ).json()) as { content: Image[] }
    ).content;
  const keyOf = (url: string) => url.slice(publicBase.length + 1);
  let uploaded: Image;

  it('stores a boat image uploaded through one process so that the other and the public address serve it', async () => {
    const res = await upload(a, '/v1/admin/boats/image', { boat_id: String(boat.id) }, [
      { filename: 'gulet.jpg', contentType: 'image/jpeg', data: await jpeg(40) },
    ]);
    expect(res.status).toBe(201);
    [uploaded] = ((await res.json()) as { content: Image[] }).content as [Image];
    for (const url of [uploaded.thumb, uploaded.medium, uploaded.large])
      expect(url.startsWith(`${publicBase}/boats/${boat.id}/`)).toBe(true);
    expect(await images(b)).toEqual([uploaded]);

    // The browser's way: the bucket's public address (through the proxy's /media/ when it runs).
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
    const second = (
      (await (
        await upload(b, '/v1/admin/boats/image', { boat_id: String(boat.id) }, [
          { filename: 'ikinci.jpg', contentType: 'image/jpeg', data: await jpeg(90) },
        ])
      ).json()) as { content: Image[] }
    ).content;
    expect(second).toHaveLength(1);
    const res = await fetch(`${b}/v1/admin/boats/image/${uploaded.id}`, {
      method: 'DELETE',
      headers: bearer(admin.token),
    });
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
      const res = await upload(base, `/v1/admin/team/${member.id}/photo`, {}, [
        { field: 'file', filename: 'kaptan.jpg', contentType: 'image/jpeg', data: await jpeg(r) },
      ]);
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

  it.runIf(withProxy)(
    'answers through the proxy, reads /media/ from the bucket by key only, and keeps serving when one replica stops',
    async () => {
      const images = (
        (await (
          await fetch(`${proxy}/v1/admin/boats/image?boat_id=${boat.id}`, { headers: bearer(admin.token) })
        ).json()) as { content: Image[] }
      ).content;
      expect(images.length).toBeGreaterThan(0);
      const media = await fetch(images[0]!.thumb);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/webp');
      expect((await fetch(images[0]!.thumb, { method: 'POST' })).status).toBe(405);
      for (const path of ['/media/', '/media/boats/', '/media/boats/../x.webp', '/media/.gizli'])
        expect((await fetch(`${proxy}${path}`)).status, path).toBe(404);

      const exited = new Promise((r) => childA.once('exit', r));
      childA.kill('SIGTERM');
      await exited;
      for (let i = 0; i < 6; i++) expect((await fetch(`${proxy}/v1/health`)).status).toBe(200);
      const upload = multipart({ boat_id: String(boat.id) }, [
        { filename: 'son.jpg', contentType: 'image/jpeg', data: await jpeg(160) },
      ]);
      const res = await fetch(`${proxy}/v1/admin/boats/image`, {
        method: 'POST',
        body: new Uint8Array(upload.payload),
        headers: { ...upload.headers, ...bearer(admin.token) },
      });
      expect(res.status).toBe(201);
      const [added] = ((await res.json()) as { content: Image[] }).content;
      expect((await fetch(added!.large)).status).toBe(200);
    },
    60_000,
  );
});
