import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../src/platform/pg-process.js';
import { embeddedSuperuserUrl } from '../src/platform/superuser-password.mjs';
import { GENEROUS_LIMITS } from './generous-limits.js';
import { freePort } from './global-setup.js';
import { READY, run, STACK_LINE, waitForLine, type Started } from './main-process.js';

interface Envelope {
  statusCode: number;
  code: string;
  content: { message: string };
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * One server process for the file: killed with SIGKILL and started again on its data, then its
 * PostgreSQL killed under it. Each step needs the one before it, so they run in order.
 */
describe('npm start recovers by itself', async () => {
  const dataDir = join(tmpdir(), `fethiye-recovery-test-${process.pid}-${Date.now()}`);
  // Info: the restart lines are info and warn.
  const env = {
    ...GENEROUS_LIMITS,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  const url = `http://127.0.0.1:${env.PORT}`;
  const superuser = () =>
    postgres(embeddedSuperuserUrl(join(dataDir, 'pg'), env.EMBEDDED_PG_PORT), { max: 1, onnotice: () => {} });
  let server: Started | undefined;
  const postmasters: number[] = [];
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    // Whatever a failed step left running on the folder goes with it.
    for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A boat the demo catalog rents, with a priced period far enough ahead to book in. */
  const bookable = async () => {
    const sql = superuser();
    try {
      const [row] = await sql<{ slug: string; start: string; nights: number }[]>`
        select b.slug, to_char(greatest(lower(p.period), current_date + 30), 'YYYY-MM-DD') as start, greatest(p.min_days, 3) as nights
        from boat_prices p join boats b on b.id = p.boat_id
        where b.active and b.for_rent and upper(p.period) > greatest(lower(p.period), current_date + 30) + 90
        order by upper(p.period) desc, b.slug limit 1`;
      return row!;
    } finally {
      await sql.end();
    }
  };
  const day = (iso: string, plus: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

  it('comes up after a SIGKILL left its PostgreSQL running, stopping that one first, and serves reads', async () => {
    const first = run(env);
    await waitForLine(first, READY);
    const orphan = postmasterPid(dataDir);
    postmasters.push(orphan);
    first.child.kill('SIGKILL');
    await first.exited;
    // What issue 17 saw: the cluster outlives the server and holds the port.
    expect(isAlive(orphan)).toBe(true);

    server = run(env);
    await waitForLine(server, READY);
    expect(isAlive(orphan)).toBe(false);
    expect(server.stderr()).toBe('');
    expect(server.stdout()).toContain(
      `Önceki çalıştırmadan kalan gömülü PostgreSQL durduruluyor (pid ${orphan}, port ${env.EMBEDDED_PG_PORT})`,
    );
    postmasters.push(postmasterPid(dataDir));

    const health = await fetch(`${url}/v1/health`);
    expect(health.status).toBe(200);
    const { slug, start } = await bookable();
    const read = await fetch(`${url}/v1/boats/${slug}/availability?from=${start}&to=${day(start, 60)}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { content: { from: string } }).content.from).toBe(start);
  }, 240_000);

  it('refuses to start on a folder whose PostgreSQL a running server uses, in one line, and leaves it running', async () => {
    const other = run({ ...env, PORT: String(await freePort()) });
    expect(await other.exited).toBe(1);
    expect(other.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Başlatılamadı: .*/pg klasöründeki gömülü PostgreSQL'i çalışan başka bir sunucu kullanıyor \\(sunucu pid ${server!.child.pid}, PostgreSQL pid \\d+, port ${env.EMBEDDED_PG_PORT}\\): önce onu durdurun veya DATA_DIR ile başka bir klasör verin`,
        ),
      ),
    ]);
    expect(other.stdout() + other.stderr()).not.toMatch(STACK_LINE);
    expect((await fetch(`${url}/v1/health`)).status).toBe(200);
  }, 60_000);

  it('answers 503 envelopes while its PostgreSQL is killed, restarts it, and books and mails again', async () => {
    const { slug, start, nights } = await bookable();
    const killed = postmasterPid(dataDir);
    process.kill(killed, 'SIGKILL');

    const statuses: number[] = [];
    const refusals: { status: number; retryAfter: string | null; body: Envelope }[] = [];
    let back = false;
    const until = Date.now() + 90_000;
    while (!back && Date.now() < until) {
      const [health, read] = await Promise.all([
        fetch(`${url}/v1/health`),
        fetch(`${url}/v1/boats/${slug}/availability?from=${start}&to=${day(start, 30)}`),
      ]);
      statuses.push(health.status, read.status);
      if (read.status === 503)
        refusals.push({
          status: read.status,
          retryAfter: read.headers.get('retry-after'),
          body: (await read.json()) as Envelope,
        });
      else await read.arrayBuffer();
      await health.arrayBuffer();
      back = statuses.length > 2 && health.status === 200 && read.status === 200 && refusals.length > 0;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(back, JSON.stringify(statuses)).toBe(true);
    expect(statuses).not.toContain(500);
    expect(refusals[0]).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        content: { message: 'Veritabanına şu anda ulaşılamıyor; lütfen birkaç saniye sonra tekrar deneyin.' },
      },
    });
    const restarted = postmasterPid(dataDir);
    postmasters.push(restarted);
    expect(restarted).not.toBe(killed);
    expect(server!.stdout()).toMatch(
      /Gömülü PostgreSQL durdu \(sinyal SIGKILL\); 1000 ms sonra yeniden başlatılıyor \(deneme 1\/6\)/,
    );
    expect(server!.stdout()).toMatch(/Gömülü PostgreSQL yeniden başladı \(pid \d+\)/);

    // A booking goes through, and its mails through the reactor and pg-boss's worker (log-only transport).
    // A pooled connection that died with the old cluster can still be handed a statement just after the
    // way back (its close not yet seen on a loaded machine): that booking gets the 503 envelope, and the
    // client tries again as Retry-After says. A 409 moves on to other dates.
    let booked: { id: string } | undefined;
    let refused = 0;
    for (let attempt = 0; !booked && attempt < 8;) {
      const from = day(start, attempt * (nights + 1));
      const res = await fetch(`${url}/v1/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          boatSlug: slug,
          start: from,
          end: day(from, nights),
          guests: 2,
          customer: { name: 'Deniz Kurt', email: 'deniz.kurt@example.com', phone: '+90 532 000 11 22' },
        }),
      });
      if (res.status === 201) booked = ((await res.json()) as { content: { id: string } }).content;
      else if (res.status === 503 && refused < 3) {
        refused += 1;
        expect(res.headers.get('retry-after')).toBe('5');
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 500));
      } else {
        expect(res.status, await res.text()).toBe(409);
        attempt += 1;
      }
    }
    expect(booked).toBeDefined();
    const sql = superuser();
    try {
      await expect
        .poll(
          async () =>
            (await sql<{ status: string }[]>`select status from outbox_mails where reservation_id = ${booked!.id}`)
              .map((r) => r.status)
              .sort(),
          { timeout: 30_000, interval: 250 },
        )
        .toEqual(['logged', 'logged']);
    } finally {
      await sql.end();
    }
    expect(server!.stderr()).toBe('');
    expect(server!.stdout()).not.toMatch(STACK_LINE);

    // A clean stop leaves no PostgreSQL behind.
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    expect(isAlive(restarted)).toBe(false);
    expect(() => postmasterPid(dataDir)).toThrow(/ENOENT/);
  }, 180_000);
});
