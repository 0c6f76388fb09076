import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';

interface UserBody {
  id: number;
  email: string;
  role: 'ADMIN' | 'OWNER';
  active: boolean;
  createdAt: string;
  UserDetail: { firstName: string; lastName: string; phone: string | null };
}
interface ErrorBody {
  code: string;
  content: { message: string };
}

describe('users endpoints', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const auth = bearer(admin.token);
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  const newUser = (over: Record<string, unknown> = {}) => ({
    email: `kaptan-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'denizfeneri-42',
    role: 'OWNER',
    firstName: 'Şükrü',
    lastName: 'Öztürk',
    phone: '+90 532 000 00 00',
    ...over,
  });

  it('creates a user who can then log in', async () => {
    const payload = newUser();
    const res = await inject('POST', '/v1/admin/users', payload);
    expect(res.statusCode).toBe(201);
    const created = body<{ content: UserBody }>(res).content;
    expect(created).toMatchObject({
      email: payload.email,
      role: 'OWNER',
      active: true,
      UserDetail: { firstName: 'Şükrü', lastName: 'Öztürk' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a second user with the same email, whatever its case', async () => {
    const payload = newUser();
    await inject('POST', '/v1/admin/users', payload);
    const res = await inject('POST', '/v1/admin/users', { ...payload, email: payload.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res)).toMatchObject({
      code: 'EMAIL_TAKEN',
      content: { message: 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.' },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, '"email" geçerli bir e-posta adresi olmalıdır.'],
    [{ password: 'kisa' }, '"password" en az 8 karakter olmalıdır.'],
    [{ role: 'CAPTAIN' }, '"role" şu değerlerden biri olmalıdır: ADMIN, OWNER.'],
    [{ firstName: '' }, '"firstName" boş olamaz.'],
  ])('refuses invalid input %o with a Turkish 400', async (over, message) => {
    const res = await inject('POST', '/v1/admin/users', newUser(over));
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe(`Geçersiz istek: ${message}`);
  });

  it('lists users ten to a page with the total, newest first', async () => {
    for (let i = 0; i < 11; i++) await inject('POST', '/v1/admin/users', newUser({ lastName: `Sayfa${i}` }));
    const first = body<{ content: UserBody[]; total: number }>(await inject('GET', '/v1/admin/users'));
    expect(first.content).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.content[0]!.UserDetail.lastName).toBe('Sayfa10');
    const last = body<{ content: UserBody[]; total: number }>(
      await inject('GET', `/v1/admin/users?skip=${first.total - 1}&take=10`),
    );
    expect(last.content).toHaveLength(1);
    expect(last.total).toBe(first.total);
    const beyond = body<{ content: UserBody[]; total: number }>(
      await inject('GET', `/v1/admin/users?skip=${first.total + 5}`),
    );
    expect(beyond).toEqual({ content: [], total: first.total });
  });

  it('filters by search text, role and activity', async () => {
    await inject('POST', '/v1/admin/users', newUser({ firstName: 'Nazlı', lastName: 'Kıyı' }));
    const found = body<{ content: UserBody[]; total: number }>(
      await inject('GET', `/v1/admin/users?search=${encodeURIComponent('nazlı kıy')}`),
    );
    expect(found.total).toBe(1);
    expect(found.content[0]!.UserDetail.firstName).toBe('Nazlı');
    // Typed without Turkish letters, or in capitals ("I" is the capital of "ı"): the same user.
    for (const typed of ['nazli kiyi', 'NAZLI KIYI']) {
      const folded = body<{ content: UserBody[] }>(
        await inject('GET', `/v1/admin/users?search=${encodeURIComponent(typed)}`),
      );
      expect(folded.content.map((u) => u.UserDetail.firstName)).toEqual(['Nazlı']);
    }
    const admins = body<{ content: UserBody[] }>(await inject('GET', '/v1/admin/users?role=ADMIN&take=100'));
    expect(admins.content.every((u) => u.role === 'ADMIN')).toBe(true);
    for (const meta of ['%', '_', "'; drop table users; --", '\\']) {
      const res = await inject('GET', `/v1/admin/users?search=${encodeURIComponent(meta)}`);
      expect(res.statusCode).toBe(200);
      expect(body<{ total: number }>(res).total).toBe(0);
    }
  });

  it('refuses a page size out of range', async () => {
    const res = await inject('GET', '/v1/admin/users?take=0');
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe('Geçersiz istek: "take" en az 1 olmalıdır.');
  });

  it('shows one user, and a Turkish 404 for an unknown id', async () => {
    const res = await inject('GET', `/v1/admin/users/${admin.id}`);
    expect(body<{ content: UserBody }>(res).content.email).toBe(admin.email);
    const missing = await inject('GET', '/v1/admin/users/987654');
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).content.message).toBe('987654 numaralı kullanıcı bulunamadı.');
    expect((await inject('GET', '/v1/admin/users/abc')).statusCode).toBe(400);
  });

  it('offers active users for select boxes, filtered by role', async () => {
    const created = body<{ content: UserBody }>(
      await inject('POST', '/v1/admin/users', newUser({ firstName: 'Seçilen' })),
    ).content;
    const options = body<{ content: { id: number; name: string; role: string }[] }>(
      await inject('GET', '/v1/admin/users/select?role=OWNER'),
    );
    expect(options.content).toContainEqual({ id: created.id, name: 'Seçilen Öztürk', role: 'OWNER' });
    expect(options.content.every((o) => o.role === 'OWNER')).toBe(true);
    await inject('PATCH', '/v1/admin/users/activity', { id: created.id, active: false });
    const after = body<{ content: { id: number }[] }>(await inject('GET', '/v1/admin/users/select'));
    expect(after.content.map((o) => o.id)).not.toContain(created.id);
  });

  it('deactivates a user, who can no longer log in, and toggles back', async () => {
    const payload = newUser();
    const created = body<{ content: UserBody }>(await inject('POST', '/v1/admin/users', payload)).content;
    const off = await inject('PATCH', '/v1/admin/users/activity', { id: created.id, active: false });
    expect(body<{ content: UserBody }>(off).content.active).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(403);
    const toggled = await inject('PATCH', '/v1/admin/users/activity', { id: created.id });
    expect(body<{ content: UserBody }>(toggled).content.active).toBe(true);
  });

  it('does not let an admin deactivate themselves', async () => {
    const res = await inject('PATCH', '/v1/admin/users/activity', { id: admin.id, active: false });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toMatchObject({
      code: 'SELF_DEACTIVATION',
      content: { message: 'Kendi hesabınızı pasifleştiremezsiniz.' },
    });
    expect((await inject('PATCH', '/v1/admin/users/activity', { id: 424242, active: false })).statusCode).toBe(404);
  });

  it('updates a user, keeping the password when none is given', async () => {
    const payload = newUser();
    const created = body<{ content: UserBody }>(await inject('POST', '/v1/admin/users', payload)).content;
    const res = await inject('PUT', `/v1/admin/users/${created.id}`, {
      email: payload.email,
      role: 'OWNER',
      firstName: 'Güncel',
      lastName: 'İsim',
      phone: null,
    });
    expect(body<{ content: UserBody }>(res).content.UserDetail).toEqual({
      firstName: 'Güncel',
      lastName: 'İsim',
      phone: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    const demote = await inject('PUT', `/v1/admin/users/${admin.id}`, {
      email: admin.email,
      role: 'OWNER',
      firstName: 'A',
      lastName: 'B',
    });
    expect(demote.statusCode).toBe(400);
  });

  it('keeps every user endpoint closed to OWNERs', async () => {
    const owner = await t.createUser('OWNER');
    for (const [method, url] of [
      ['GET', '/v1/admin/users'],
      ['GET', `/v1/admin/users/${owner.id}`],
      ['GET', '/v1/admin/users/select'],
      ['POST', '/v1/admin/users'],
      ['PUT', `/v1/admin/users/${owner.id}`],
      ['PATCH', '/v1/admin/users/activity'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(owner.token),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
