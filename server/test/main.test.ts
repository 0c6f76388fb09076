import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedSuperuserUrl } from '../src/platform/superuser-password.mjs';
import { createTestDatabase, testCluster } from './db.js';
import { freePort } from './global-setup.js';
import { run, waitForLine } from './main-process.js';

describe('npm start (server/src/main.ts)', () => {
  const dataDir = join(tmpdir(), `fethiye-main-test-${process.pid}-${Date.now()}`);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops with one line naming the variable when the configuration is bad', async () => {
    const s = run({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await s.exited).toBe(1);
    expect(s.stderr().trim().split('\n')).toEqual([
      'Yapılandırma hatası: PORT="abc" geçersiz; 0 ile 65535 arasında bir port numarası olmalı.',
    ]);
  });

  it('starts on embedded Postgres with demo data, shuts down cleanly, and reuses the data next time', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;

    const first = run(env);
    await waitForLine(first, /Durdurmak için Ctrl-C/);
    const adminLine =
      /Yönetici girişi: (\S+) \/ (\S+) {3}\(üretilen parola, yalnızca şimdi gösterilir: girişten sonra Kullanıcılar ekranından değiştirin\)/.exec(
        first.stdout(),
      );
    expect(adminLine, first.stdout()).not.toBeNull();
    expect(first.stdout()).toMatch(
      /Demo tekne sahibi \(OWNER\): mehmet\.yilmaz@fethiyetekne\.com \/ \S+ {3}\(üretilen demo parolası, yalnızca şimdi gösterilir\)/,
    );
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
    // that ran the migrations (the embedded cluster's superuser, its password in the cluster's folder).
    const superuser = postgres(embeddedSuperuserUrl(join(dataDir, 'pg'), env.EMBEDDED_PG_PORT), {
      max: 1,
      onnotice: () => {},
    });
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

describe('no configured secret in what the process writes', async () => {
  // One random mark in every secret: any trace of one (whole, escaped, or cut) contains it.
  const mark = randomBytes(6).toString('hex');
  const secrets = {
    adminPassword: `Yonetici-Gizli-${mark}`,
    jwtSecret: `jwt-gizli-anahtar-${mark}-uzun-olsun-diye-dolgu`,
    databasePassword: `Db-Gizli-${mark}`,
    // As written in the URL (percent-encoded) and as the SMTP client decodes it.
    smtpPasswordInUrl: `Smtp%2FGizli-${mark}`,
    smtpPassword: `Smtp/Gizli-${mark}`,
  };
  const expectNoSecret = (output: string) => {
    for (const [name, value] of Object.entries(secrets)) expect(output, name).not.toContain(value);
    expect(output).not.toContain(mark);
  };

  // A role with a password of its own on the test server, owning nothing outside its database.
  const db = await createTestDatabase();
  const { adminUrl } = testCluster();
  const role = `gizli_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create role ${role} login superuser password '${secrets.databasePassword}'`);
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${db.name} with (force)`);
    await admin.unsafe(`drop role if exists ${role}`);
    await admin.end();
  });
  const databaseUrl = `postgres://${role}:${secrets.databasePassword}@${new URL(adminUrl).host}/${db.name}`;
  const dataDir = join(tmpdir(), `fethiye-secrets-test-${process.pid}-${Date.now()}`);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts, logs in, fails a login, tries a mail and stops at trace level without writing one', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const s = run({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'patron@example.com',
      ADMIN_PASSWORD: secrets.adminPassword,
      JWT_SECRET: secrets.jwtSecret,
      // Nothing listens there: the mail attempt fails and its error goes wherever errors go.
      SMTP_URL: `smtp://posta:${secrets.smtpPasswordInUrl}@127.0.0.1:${await freePort()}`,
      OFFICE_EMAIL: 'ofis@example.com',
      MAIL_RETRY_LIMIT: '0',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'trace',
    });
    await waitForLine(s, /Durdurmak için Ctrl-C/);
    expect(s.stdout()).toContain(
      'Yönetici girişi: patron@example.com (parola ADMIN_PASSWORD ile verildi; burada yazılmaz)',
    );

    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const login = await post('/v1/auth/login', { email: 'patron@example.com', password: secrets.adminPassword });
    expect(login.status).toBe(200);
    const { content } = (await login.json()) as { content: { accessToken: string } };
    expect(
      (await post('/v1/auth/login', { email: 'patron@example.com', password: `${secrets.adminPassword}-yanlis` }))
        .status,
    ).toBe(401);
    expect(
      (
        await fetch(`${url}/v1/admin/yok`, {
          headers: { authorization: `Bearer ${content.accessToken}`, cookie: `oturum=${mark}` },
        })
      ).status,
    ).toBe(404);
    const contact = await post('/v1/website/contact', {
      name: 'Deniz Yılmaz',
      email: 'deniz@example.com',
      subject: 'Soru',
      message: 'Merhaba',
    });
    expect(contact.status).toBe(200);

    // The contact copy's SMTP attempt has failed once it is marked so.
    const until = Date.now() + 60_000;
    let statuses: string[] = [];
    while (Date.now() < until && !statuses.includes('failed')) {
      await new Promise((r) => setTimeout(r, 250));
      statuses = (await db.sql<{ status: string }[]>`select status from outbox_mails`).map((r) => r.status);
    }
    expect(statuses).toContain('failed');

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.stdout().length + s.stderr().length).toBeGreaterThan(0);
    expectNoSecret(s.stdout() + s.stderr());
  }, 120_000);

  it('writes none when the database cannot be reached with a URL the driver cannot parse', async () => {
    const s = run({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://${role}:${secrets.databasePassword}@127.0.0.1:99999/yok`,
      JWT_SECRET: secrets.jwtSecret,
      LOG_LEVEL: 'trace',
    });
    expect(await s.exited).toBe(1);
    expect(s.stderr()).toContain('Başlatılamadı');
    expectNoSecret(s.stdout() + s.stderr());
  }, 60_000);

  it.each([
    ['JWT_SECRET', `kisa-${mark}`],
    ['SMTP_URL', `http://posta:${secrets.smtpPasswordInUrl}@smtp.example.com`],
    ['DATABASE_URL', `mysql://${role}:${secrets.databasePassword}@127.0.0.1/yok`],
    ['ADMIN_PASSWORD', mark.slice(0, 6)],
  ])('names a bad %s without writing its value', async (variable, value) => {
    const s = run({
      DATA_DIR: dataDir,
      [variable]: value,
      ...(variable === 'ADMIN_PASSWORD' ? { ADMIN_EMAIL: 'patron@example.com' } : {}),
    });
    expect(await s.exited).toBe(1);
    expect(s.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^Yapılandırma hatası: ${variable} \\(değeri gizli olduğu için yazılmadı\\) geçersiz; `),
      ),
    ]);
    expect(s.stdout() + s.stderr()).not.toContain(value);
    expectNoSecret(s.stdout() + s.stderr());
  });
});
