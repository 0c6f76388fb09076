import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { ACCOUNT_DELAY_MAX_MS, accountDelayMs } from './log-in.js';

interface LoginBody {
  content: {
    accessToken: string;
    user: { id: number; role: string; email: string; UserDetail: { firstName: string; lastName: string } };
  };
}
interface ErrorBody {
  statusCode: number;
  code: string;
  content: { message: string };
}
interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number; iat: number };

describe('POST /v1/auth/login', async () => {
  // Behind a proxy (TRUST_PROXY=on): the client address is the last X-Forwarded-For entry, the one
  // the proxy in front of the app appended.
  const t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    TRUST_PROXY: 'on',
  });
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });

  /** A login over real HTTP, as the proxy forwards it for `forwardedFor` (the client's own claims first). */
  const login = async (email: string, password: string, forwardedFor: string): Promise<Answer> => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password }),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
      ms: performance.now() - started,
    };
  };
  const statuses = (answers: Answer[]) => answers.map((a) => a.status);

  it('answers a JWT with id, role, iat and exp, and the user with UserDetail', async () => {
    const u = await t.createUser('ADMIN');
    const res = await login(u.email.toUpperCase(), u.password, '10.0.1.1');
    expect(res.status).toBe(200);
    const { content } = res.body as LoginBody;
    expect(content.accessToken.split('.')).toHaveLength(3);
    const claims = decode(content.accessToken);
    expect(claims).toMatchObject({ id: u.id, role: 'ADMIN' });
    expect(claims.exp - claims.iat).toBe(t.config.jwtTtlSeconds);
    expect(content.user).toMatchObject({ id: u.id, role: 'ADMIN', email: u.email, UserDetail: { firstName: 'Ali' } });
    expect(content.user).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password and an unknown email with the same Turkish message', async () => {
    const u = await t.createUser('OWNER');
    const wrong = await login(u.email, 'yanlis-parola', '10.0.2.1');
    const unknown = await login('kimse@example.com', 'yanlis-parola', '10.0.2.2');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        content: { message: 'E-posta adresi veya parola hatalı.' },
      });
    }
  });

  it('refuses an inactive user even with the right password', async () => {
    const u = await t.createUser('OWNER', { active: false });
    const res = await login(u.email, u.password, '10.0.3.1');
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).code).toBe('USER_INACTIVE');
    expect((res.body as ErrorBody).content.message).toMatch(/pasif/);
  });

  it('never lets failures from one address stop the right password from another', async () => {
    const u = await t.createUser('OWNER');
    const attacker = '10.0.4.1';
    expect(
      statuses([
        await login(u.email, 'yanlis-1', attacker),
        await login(u.email, 'yanlis-2', attacker),
        await login(u.email, 'yanlis-3', attacker),
      ]),
    ).toEqual([401, 401, 401]);

    // The attacker's address is refused for this account, with the right password too.
    for (const password of ['yanlis-4', u.password]) {
      const refused = await login(u.email, password, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
      expect((refused.body as ErrorBody).content.message).toMatch(
        /^Çok fazla başarısız giriş denemesi yapıldı\. Lütfen 15 dakika sonra tekrar deneyin\.$/,
      );
      const seconds = Number(refused.retryAfter);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }

    // The owner, from their own address, gets in.
    const owner = await login(u.email, u.password, '10.0.4.2');
    expect(owner.status).toBe(200);
    expect((owner.body as LoginBody).content.user.id).toBe(u.id);

    // The owner's success forgives nothing of the attacker's address.
    const still = await login(u.email, u.password, attacker);
    expect(still.status).toBe(429);
    expect(Number(still.retryAfter)).toBeGreaterThan(0);
  });

  it('does not let a client name another’s address in X-Forwarded-For to lock them out', async () => {
    const u = await t.createUser('OWNER');
    const victim = '10.0.5.7';
    // The client claims the victim's address; the proxy appends the one it really saw.
    for (let i = 0; i < 4; i++) await login(u.email, 'yanlis', `${victim}, 10.0.5.66`);
    expect((await login(u.email, u.password, `${victim}, 10.0.5.66`)).status).toBe(429);
    expect((await login(u.email, u.password, victim)).status).toBe(200);
  });

  it('slows an account guessed at from many addresses, at most by the cap, and still lets the owner in', async () => {
    const u = await t.createUser('OWNER');
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => login(u.email, 'yanlis', `10.0.6.${i}`)));
    expect(statuses(guesses)).toEqual(Array(8).fill(401));

    const owner = await login(u.email, u.password, '10.0.6.200');
    expect(owner.status).toBe(200);
    // 8 failures against a limit of 3: 250 ms doubling five times would be 8 s; capped at 2 s.
    expect(owner.ms).toBeGreaterThanOrEqual(ACCOUNT_DELAY_MAX_MS - 50);

    // The office sees the account's failures (every address together).
    const admin = await t.createUser('ADMIN');
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/users?search=${encodeURIComponent(u.email)}`,
      headers: bearer(admin.token),
    });
    expect(body<{ content: { id: number; failedLogins: unknown }[] }>(list).content).toEqual([
      expect.objectContaining({ id: u.id, failedLogins: { count: 8, windowMinutes: 15 } }),
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/v1/admin/users/${u.id}`, headers: bearer(admin.token) });
    expect(body<{ content: { failedLogins: unknown } }>(detail).content.failedLogins).toEqual({
      count: 8,
      windowMinutes: 15,
    });
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/users/${admin.id}`,
      headers: bearer(admin.token),
    });
    expect(body<{ content: { failedLogins: unknown } }>(fresh).content.failedLogins).toEqual({
      count: 0,
      windowMinutes: 15,
    });
  });

  it('waits 250 ms past the account limit, doubling up to 2 s', () => {
    const limits = { maxPerAccount: 5 };
    expect([0, 4, 5, 6, 7, 8, 9, 50, 10_000].map((n) => accountDelayMs(n, limits))).toEqual([
      0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000,
    ]);
  });

  it('limits failures per client address across accounts', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`deneme${i}@example.com`, 'yanlis', '10.0.7.1')).status).toBe(401);
    const u = await t.createUser('ADMIN');
    const refused = await login(u.email, u.password, '10.0.7.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await login(u.email, u.password, '10.0.7.2')).status).toBe(200);
  });

  it('gives a burst of parallel guesses from one address no more password checks than the limit', async () => {
    const u = await t.createUser('OWNER');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(u.email, `yanlis-${i}`, '10.0.8.1')));
    expect(statuses(answers).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('forgets an account’s failures from an address after a successful login there', async () => {
    const u = await t.createUser('OWNER');
    for (let i = 0; i < 2; i++) await login(u.email, 'yanlis', '10.0.9.1');
    expect((await login(u.email, u.password, '10.0.9.1')).status).toBe(200);
    for (let i = 0; i < 2; i++) await login(u.email, 'yanlis', '10.0.9.1');
    expect((await login(u.email, u.password, '10.0.9.1')).status).toBe(200);
  });

  it('answers a missing field with a 400 naming it in Turkish', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'a@b.com' } });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      content: { message: 'Geçersiz istek: "password" alanı zorunludur.' },
    });
  });
});
