import { spawnSync } from 'node:child_process';
import { mkdir, readlink, rm, rmdir, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { isAlive, isPostgres, portOwner } from '../src/platform/pg-process.js';
import { testCluster } from './db.js';
import { freePort } from './global-setup.js';
import { READY, run, STACK_LINE, waitForLine, type Started } from './main-process.js';

/** The one line a failed start writes, its exit code, and no stack trace anywhere. */
async function failure(s: Started): Promise<string> {
  expect(await s.exited).toBe(1);
  expect(s.stdout() + s.stderr()).not.toMatch(STACK_LINE);
  const lines = s.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** As root, with a mount namespace of its own (bind mounts and a small tmpfs stay inside the test's process). */
const canUnshare =
  process.getuid?.() === 0 && spawnSync('unshare', ['-m', '--propagation', 'private', 'true']).status === 0;

describe('a start that cannot succeed says why in one line', () => {
  const base = join(tmpdir(), `fethiye-start-failures-${process.pid}-${Date.now()}`);
  afterAll(() => rm(base, { recursive: true, force: true }));
  let n = 0;
  const dataDir = () => join(base, `d${++n}`);

  it('names the embedded port and what holds it when something else listens there', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      const line = await failure(
        run({ DATA_DIR: dataDir(), PORT: String(await freePort()), EMBEDDED_PG_PORT: String(port) }),
      );
      expect(line).toMatch(
        new RegExp(
          `^Başlatılamadı: Gömülü PostgreSQL portu ${port} başka bir süreçte \\(pid ${process.pid}: \\S*node.*\\) kullanılıyor: EMBEDDED_PG_PORT ile boş bir port verin veya o süreci durdurun \\[port in use\\]$`,
        ),
      );
    } finally {
      holder.close();
    }
  }, 60_000);

  it('refuses a data folder of another PostgreSQL major, naming both and the way out', async () => {
    const dir = dataDir();
    await mkdir(join(dir, 'pg'), { recursive: true });
    await writeFile(join(dir, 'pg', 'PG_VERSION'), '16\n');
    const line = await failure(
      run({ DATA_DIR: dir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) }),
    );
    expect(line).toBe(
      `Başlatılamadı: ${join(dir, 'pg')} içindeki veritabanı PostgreSQL 16 ile oluşturulmuş, gömülü PostgreSQL 18: verileri PostgreSQL 16 ile pg_dump alıp ` +
        `boş bir DATA_DIR'e yükleyin (veya pg_upgrade) ya da DATA_DIR ile başka bir klasör verin [data directory from PostgreSQL 16]`,
    );
  }, 60_000);

  it('never stops the PostgreSQL of another folder that a copied postmaster.pid names', async (ctx) => {
    // The test run's own cluster, when it runs on this machine: a live postmaster of another folder.
    const { adminUrl } = testCluster();
    const port = Number(new URL(adminUrl).port);
    const other = await portOwner(port);
    if (!other || !isPostgres(other)) ctx.skip();
    const dir = dataDir();
    await mkdir(join(dir, 'pg'), { recursive: true });
    await writeFile(join(dir, 'pg', 'PG_VERSION'), '18\n');
    await writeFile(
      join(dir, 'pg', 'postmaster.pid'),
      `${other!.pid}\n${join(dir, 'pg')}\n1700000000\n${port}\n\n127.0.0.1\n`,
    );
    const line = await failure(
      run({ DATA_DIR: dir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) }),
    );
    expect(line).toMatch(
      new RegExp(
        `^Başlatılamadı: ${escape(join(dir, 'pg'))}/postmaster\\.pid başka bir klasörün PostgreSQL sürecine ait \\(pid ${other!.pid}, klasör /\\S+, port ${port}\\): ` +
          `klasör o süreç çalışırken kopyalanmış olabilir; o süreci durdurun veya bu dosyayı silin \\[postmaster\\.pid of another cluster\\]$`,
      ),
    );
    expect(isAlive(other!.pid)).toBe(true);
  }, 60_000);

  describe('with a DATABASE_URL it cannot use', () => {
    const { adminUrl } = testCluster();
    const server = new URL(adminUrl);
    const withUrl = (change: (u: URL) => void) => {
      const u = new URL(adminUrl);
      change(u);
      return u.toString();
    };
    const start = async (databaseUrl: string) =>
      failure(run({ DATA_DIR: dataDir(), PORT: String(await freePort()), DATABASE_URL: databaseUrl }));

    it('nothing listens at the address', async () => {
      const port = await freePort();
      const line = await start(`postgres://fethiye:parola@127.0.0.1:${port}/fethiye`);
      expect(line).toBe(
        `Başlatılamadı: Veritabanına bağlanılamadı: DATABASE_URL (127.0.0.1:${port}/fethiye) bağlantıyı reddetti (orada çalışan bir PostgreSQL yok): PostgreSQL'i başlatın veya DATABASE_URL değerini düzeltin [connection refused]`,
      );
    }, 60_000);

    it('the password is wrong', async () => {
      const user = decodeURIComponent(server.username);
      const line = await start(withUrl((u) => (u.password = 'yanlis-parola-42')));
      expect(line).toBe(
        `Başlatılamadı: Veritabanına girilemedi: DATABASE_URL (${server.hostname}:${server.port}${server.pathname}) "${user}" kullanıcısının parolası yanlış: DATABASE_URL içindeki kullanıcı adını ve parolayı düzeltin [password authentication failed]`,
      );
      expect(line).not.toContain('yanlis-parola-42');
    }, 60_000);

    it('the database does not exist', async () => {
      const line = await start(withUrl((u) => (u.pathname = '/boyle_bir_veritabani_yok')));
      expect(line).toBe(
        `Başlatılamadı: Veritabanına bağlanılamadı: DATABASE_URL (${server.hostname}:${server.port}/boyle_bir_veritabani_yok) üzerinde "boyle_bir_veritabani_yok" veritabanı yok: ` +
          `oluşturun (createdb boyle_bir_veritabani_yok) veya DATABASE_URL değerini düzeltin [database does not exist]`,
      );
    }, 60_000);
  });

  /**
   * Run as root from a clone inside a 0700 folder: the clone is bind-mounted there in the server's own
   * mount namespace, so PostgreSQL's programs and DATA_DIR are behind a folder the postgres user
   * cannot enter. The server copies the programs and puts the cluster where that user can reach.
   */
  it.runIf(canUnshare)(
    'starts as root from a clone inside a 0700 folder, with its cluster where the postgres user can reach it',
    async () => {
      const hidden = join(base, 'gizli');
      const app = join(hidden, 'app');
      const data = join(hidden, 'data');
      await mkdir(app, { recursive: true });
      await mkdir(data, { recursive: true });
      spawnSync('chmod', ['700', hidden]);
      const port = await freePort();
      const s = run(
        { DATA_DIR: data, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'info' },
        {
          file: 'unshare',
          args: [
            '-m',
            '--propagation',
            'private',
            'sh',
            '-c',
            'mount --bind "$1" "$2" && cd "$2" && exec "$3" server/dist/main.js',
            'sh',
            ROOT_DIR,
            app,
            process.execPath,
          ],
          cwd: '/',
        },
      );
      let cluster: string | undefined;
      try {
        await waitForLine(s, READY, 180_000);
        cluster = await readlink(join(data, 'pg'));
        expect(cluster).toMatch(/^\/var\/lib\/fethiye-tekne\/clusters\/data-[0-9a-f]{12}$/);
        expect(s.stdout()).toContain(
          `postgres kullanıcısı ${data} klasörüne erişemiyor: gömülü PostgreSQL verisi ${cluster} klasöründe (${join(data, 'pg')} oraya bağlantı)`,
        );
        expect(s.stdout()).toContain(`Veritabanı: gömülü PostgreSQL (${data}/pg)`);
        expect((await fetch(`http://127.0.0.1:${port}/v1/health`)).status).toBe(200);
        const read = await fetch(`http://127.0.0.1:${port}/v1/website/sitedata`);
        expect(read.status).toBe(200);
        expect(Object.keys(((await read.json()) as { content: object }).content).length).toBeGreaterThan(0);
        s.child.kill('SIGTERM');
        expect(await s.exited).toBe(0);
        expect(s.stderr()).toBe('');
      } finally {
        s.child.kill('SIGKILL');
        await s.exited;
        if (cluster) await rm(cluster, { recursive: true, force: true });
        // Only the empty mount point: the bind mount lived in the server's namespace, never in ours.
        await rmdir(app);
      }
    },
    240_000,
  );

  it.runIf(canUnshare)(
    'says the disk is full when DATA_DIR has no room for the cluster',
    async () => {
      const full = join(base, 'dolu');
      await mkdir(full, { recursive: true });
      const s = run(
        { DATA_DIR: full, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) },
        {
          file: 'unshare',
          args: [
            '-m',
            '--propagation',
            'private',
            'sh',
            '-c',
            'mount -t tmpfs -o size=8m tmpfs "$1" && cd "$2" && exec "$3" server/dist/main.js',
            'sh',
            full,
            ROOT_DIR,
            process.execPath,
          ],
        },
      );
      const line = await failure(s);
      expect(line).toMatch(
        new RegExp(
          `^Başlatılamadı: Gömülü PostgreSQL kümesi oluşturulamadı: diskte yer kalmadı \\(${escape(join(full, 'pg'))}\\): yer açın veya DATA_DIR ile başka bir diskte bir klasör verin \\[disk full\\]$`,
        ),
      );
    },
    60_000,
  );
});
