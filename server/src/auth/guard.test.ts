import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, TEST_JWT_SECRET } from '../../test/app.js';

interface ErrorBody {
  statusCode: number;
  code: string;
  content: { message: string };
}

describe('role guards', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/v1/admin/users', headers });
  const sign = (payload: object, opts: { key?: string; expiresIn?: number } = {}) =>
    createSigner({ key: opts.key ?? TEST_JWT_SECRET, expiresIn: opts.expiresIn ?? 60_000 })(payload);

  function expectError(res: Awaited<ReturnType<typeof get>>, status: number, code: string) {
    expect(res.statusCode).toBe(status);
    const b = body<ErrorBody>(res);
    expect(b.statusCode).toBe(status);
    expect(b.code).toBe(code);
    expect(b.content.message.length).toBeGreaterThan(10);
  }

  it('lets an ADMIN through to an ADMIN-only route', async () => {
    expect((await get(bearer(admin.token))).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expectError(await get(), 401, 'AUTH_REQUIRED');
    expect(body<ErrorBody>(await get()).content.message).toBe('Bu işlem için giriş yapmalısınız.');
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    expectError(await get({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }), 401, 'AUTH_REQUIRED');
  });

  it('answers 401 for a malformed token', async () => {
    expectError(await get(bearer('abc.def')), 401, 'TOKEN_INVALID');
  });

  it('answers 401 for a token signed with another key', async () => {
    expectError(
      await get(bearer(sign({ id: admin.id, role: 'ADMIN' }, { key: 'another-secret-another-secret-another' }))),
      401,
      'TOKEN_INVALID',
    );
  });

  it('answers 401 for an expired token', async () => {
    const expired = sign(
      {
        id: admin.id,
        role: 'ADMIN',
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      },
      { expiresIn: 0 },
    );
    const res = await get(bearer(expired));
    expectError(res, 401, 'TOKEN_EXPIRED');
    expect(body<ErrorBody>(res).content.message).toMatch(/süresi doldu/);
  });

  it('answers 401 for a token with claims of the wrong shape', async () => {
    expectError(await get(bearer(sign({ id: 'x', role: 'ADMIN' }))), 401, 'TOKEN_INVALID');
    expectError(await get(bearer(sign({ id: admin.id, role: 'ROOT' }))), 401, 'TOKEN_INVALID');
  });

  it('answers 401 for a valid token of a user who was deactivated since', async () => {
    const gone = await t.createUser('ADMIN', { active: false });
    expectError(await get(bearer(gone.token)), 401, 'USER_INACTIVE');
  });

  it('answers 401 for a valid token of a user who no longer exists', async () => {
    expectError(await get(bearer(sign({ id: 999_999, role: 'ADMIN' }))), 401, 'TOKEN_INVALID');
  });

  it('answers 403 to an OWNER on an ADMIN-only route', async () => {
    const res = await get(bearer(owner.token));
    expectError(res, 403, 'FORBIDDEN');
    expect(body<ErrorBody>(res).content.message).toBe('Bu işlem için yetkiniz yok.');
  });

  it('lets both ADMIN and OWNER through to an ADMIN-or-OWNER route, and no one else', async () => {
    const me = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: token ? bearer(token) : {} });
    const asOwner = await me(owner.token);
    expect(asOwner.statusCode).toBe(200);
    expect(body<{ content: { id: number; role: string } }>(asOwner).content).toMatchObject({
      id: owner.id,
      role: 'OWNER',
    });
    expect((await me(admin.token)).statusCode).toBe(200);
    expectError(await me(), 401, 'AUTH_REQUIRED');
  });

  it('takes the role from the database, not from the token', async () => {
    const forged = sign({ id: owner.id, role: 'ADMIN' });
    expectError(await get(bearer(forged)), 403, 'FORBIDDEN');
  });

  it('checks the token before validating the request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/admin/users', payload: { nonsense: true } });
    expectError(res, 401, 'AUTH_REQUIRED');
  });
});
