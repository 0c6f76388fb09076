import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.js';
import { freePort } from './global-setup.js';
import { READY, run, type Started } from './main-process.js';

/** `npm start` / `npm run worker`: server/scripts/supervise.mjs running a bundled entry point. */
const supervised = (entry: 'main' | 'worker') => ({
  file: process.execPath,
  args: ['server/scripts/supervise.mjs', `server/dist/${entry}.js`],
});

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

async function until(what: () => boolean, describe: () => string, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error(`timed out: ${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The supervised child's pid (the supervisor's only child). */
const childOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]);

describe('the supervisor of npm start and npm run worker', () => {
  const started: Started[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts the server again after a fault, which it logs in one line and ends in an orderly shutdown', async () => {
    const dataDir = join(tmpdir(), `fethiye-supervised-${process.pid}-${Date.now()}`);
    dirs.push(dataDir);
    const s = run(
      {
        NODE_ENV: 'test',
        TEST_FAULT: 'rejection',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
      },
      supervised('main'),
    );
    started.push(s);
    const text = () => `${s.stdout()}\n${s.stderr()}`;
    // Started, failed, stopped in order, started again, failed again: the second wait is twice as long.
    await until(() => /2000 ms sonra yeniden başlatılıyor/.test(s.stderr()), text);
    expect(count(s.stdout(), READY)).toBe(2);
    const fatal = s
      .stdout()
      .split('\n')
      .filter((line) => line.includes('[unhandledRejection]'));
    expect(fatal.length).toBe(2);
    expect(JSON.parse(fatal[0]!)).toMatchObject({
      level: 60,
      msg: 'beklenmeyen hata; süreç düzenli kapatılıp yeniden başlatılıyor [unhandledRejection]',
      err: { message: 'test fault: a rejection nobody handles' },
    });
    expect(count(s.stdout(), /"msg":"kapandı"/)).toBe(2);
    expect(s.stderr()).toMatch(
      /server\/dist\/main\.js beklenmedik biçimde durdu \(çıkış kodu 70\); 1000 ms sonra yeniden başlatılıyor \[supervisor restart\]/,
    );
    // The orderly shutdown stopped the embedded cluster: the next start found no leftover to stop.
    expect(s.stdout()).not.toMatch(/Önceki çalıştırmadan kalan gömülü PostgreSQL/);
    expect(() => readFileSync(join(dataDir, 'pg', 'postmaster.pid'))).toThrow(/ENOENT/);

    // Stopped while it waits to restart: it ends at once, cleanly.
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }, 120_000);

  it('survives a background rejection that only says the database could not be reached, in one warning', async () => {
    const dataDir = join(tmpdir(), `fethiye-db-fault-${process.pid}-${Date.now()}`);
    dirs.push(dataDir);
    const port = await freePort();
    const s = run({
      NODE_ENV: 'test',
      TEST_FAULT: 'database-rejection',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    started.push(s);
    await until(
      () => s.stdout().includes('[database fault]'),
      () => `${s.stdout()}\n${s.stderr()}`,
    );
    const line = s
      .stdout()
      .split('\n')
      .find((l) => l.includes('[database fault]'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40, code: 'ECONNREFUSED' });
    expect((await fetch(`http://127.0.0.1:${port}/v1/health`)).status).toBe(200);
    expect(s.child.exitCode).toBeNull();
    expect(s.stdout()).not.toMatch(/beklenmeyen hata/);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }, 120_000);

  it('starts the worker again after it was killed, and passes SIGTERM to it', async () => {
    const db = await createTestDatabase();
    const dataDir = join(tmpdir(), `fethiye-supervised-worker-${process.pid}-${Date.now()}`);
    dirs.push(dataDir);
    const s = run({ DATABASE_URL: db.owner.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' }, supervised('worker'));
    started.push(s);
    const text = () => `${s.stdout()}\n${s.stderr()}`;
    await until(() => count(s.stdout(), /işçiler çalışıyor/) === 1, text);
    const first = childOf(s.child.pid!);
    process.kill(first, 'SIGKILL');
    await until(() => count(s.stdout(), /işçiler çalışıyor/) === 2, text);
    expect(s.stderr()).toMatch(
      /server\/dist\/worker\.js beklenmedik biçimde durdu \(sinyal SIGKILL\); 1000 ms sonra yeniden başlatılıyor/,
    );
    const second = childOf(s.child.pid!);
    expect(second).not.toBe(first);

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(() => process.kill(second, 0)).toThrow();
  }, 120_000);

  it('gives up at once on a start failure: that is a setting to fix, not to retry', async () => {
    const s = run({ PORT: 'abc' }, supervised('main'));
    started.push(s);
    expect(await s.exited).toBe(1);
    expect(s.stderr()).toMatch(/PORT/);
    expect(s.stderr()).not.toMatch(/supervisor restart/);
  }, 60_000);
});
