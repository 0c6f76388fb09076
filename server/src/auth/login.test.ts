import { describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/app.js';

interface LoginBody {
  content: { accessToken: string; user: { id: number; role: string; email: string; UserDetail: { firstName: string; lastName: string } } };
}
interface ErrorBody {
  statusCode: number;
  code: string;
  content: { message: string };
}

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('POST /v1/auth/login', async () => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' });
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: ip });

  it('answers a JWT with id, role, iat and exp, and the user with UserDetail', async () => {
    const u = await t.createUser('ADMIN');
    const res = await login(u.email.toUpperCase(), u.password, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    const { content } = body<LoginBody>(res);
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
      expect(res.statusCode).toBe(401);
      expect(body<ErrorBody>(res)).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        content: { message: 'E-posta adresi veya parola hatalı.' },
      });
    }
  });

  it('refuses an inactive user even with the right password', async () => {
    const u = await t.createUser('OWNER', { active: false });
    const res = await login(u.email, u.password, '10.0.3.1');
    expect(res.statusCode).toBe(403);
    expect(body<ErrorBody>(res).code).toBe('USER_INACTIVE');
    expect(body<ErrorBody>(res).content.message).toMatch(/pasif/);
  });

  it('locks an account after repeated failures, whichever address they come from', async () => {
    const u = await t.createUser('OWNER');
    for (let i = 0; i < 3; i++) expect((await login(u.email, 'yanlis', `10.0.4.${i}`)).statusCode).toBe(401);
    const locked = await login(u.email, u.password, '10.0.4.99');
    expect(locked.statusCode).toBe(429);
    expect(body<ErrorBody>(locked)).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(body<ErrorBody>(locked).content.message).toMatch(/15 dakika sonra/);
    const other = await t.createUser('OWNER');
    expect((await login(other.email, other.password, '10.0.4.99')).statusCode).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`deneme${i}@example.com`, 'yanlis', '10.0.5.1')).statusCode).toBe(401);
    const u = await t.createUser('ADMIN');
    expect((await login(u.email, u.password, '10.0.5.1')).statusCode).toBe(429);
    expect((await login(u.email, u.password, '10.0.5.2')).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const u = await t.createUser('OWNER');
    for (let i = 0; i < 2; i++) await login(u.email, 'yanlis', '10.0.6.1');
    expect((await login(u.email, u.password, '10.0.6.2')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(u.email, 'yanlis', '10.0.6.3');
    expect((await login(u.email, u.password, '10.0.6.4')).statusCode).toBe(200);
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
