import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { freePort } from './global-setup.js';

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Started {
  const clean = { ...process.env };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT', 'DATA_DIR']) delete clean[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...clean, HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_PRETTY: 'off', ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitForLine(s: Started, pattern: RegExp, ms = 90_000): Promise<string> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const m = pattern.exec(s.stdout());
    if (m) return m[0];
    if (s.child.exitCode !== null) throw new Error(`exited early: ${s.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pattern} in: ${s.stdout()} ${s.stderr()}`);
}

describe('npm start (server/src/main.ts)', () => {
  const dataDir = join(tmpdir(), `fethiye-main-test-${process.pid}-${Date.now()}`);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops with one line naming the variable when the configuration is bad', async () => {
    const s = run({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await s.exited).toBe(1);
    expect(s.stderr().trim().split('\n')).toEqual(['Yapılandırma hatası: PORT="abc" geçersiz; 0 ile 65535 arasında bir port numarası olmalı.']);
  });

  it('starts on embedded Postgres with demo data, shuts down cleanly, and reuses the data next time', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;

    const first = run(env);
    await waitForLine(first, /Durdurmak için Ctrl-C/);
    const adminLine = /Yönetici girişi: (\S+) \/ (\S+)/.exec(first.stdout());
    expect(adminLine, first.stdout()).not.toBeNull();
    expect(first.stdout()).toContain('Demo tekne sahibi (OWNER): mehmet.yilmaz@fethiyetekne.com / ');
    const health = await fetch(`${url}/v1/health`);
    expect(await health.json()).toMatchObject({ content: { status: 'ok', database: 'ok' } });
    expect((await fetch(`${url}/docs/`)).status).toBe(200);
    const credentials = { email: adminLine![1], password: adminLine![2] };
    const login = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(login.status).toBe(200);

    // The server and its jobs run as the application's login role, not as the cluster's superuser
    // that ran the migrations (the embedded cluster's owner, postgres/postgres).
    const superuser = postgres(`postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/fethiye`, { max: 1, onnotice: () => {} });
    try {
      const sessions = await superuser<{ applicationName: string; usename: string }[]>`
        select distinct application_name as "applicationName", usename from pg_stat_activity
        where datname = 'fethiye' and application_name like 'fethiye-tekne%' order by 1`;
      expect(sessions).toEqual([
        { applicationName: 'fethiye-tekne', usename: 'fethiye_app_login' },
        { applicationName: 'fethiye-tekne-jobs', usename: 'fethiye_app_login' },
      ]);
      const [role] = await superuser<{ rolsuper: boolean; member: boolean }[]>`
        select rolsuper, pg_has_role('fethiye_app_login', 'fethiye_app', 'MEMBER') as member from pg_roles where rolname = 'fethiye_app_login'`;
      expect(role).toEqual({ rolsuper: false, member: true });
    } finally {
      await superuser.end();
    }

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    // A clean PostgreSQL shutdown removes its pid file.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = run(env);
    await waitForLine(second, /Durdurmak için Ctrl-C/);
    expect(second.stdout()).toContain('parola ilk başlatmada yazdırıldı');
    expect(second.stdout()).not.toContain('Demo tekne sahibi');
    const again = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(again.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
