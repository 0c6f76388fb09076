import { describe, expect, it } from 'vitest';
import {
  adminLogin,
  apiLogin,
  logInThroughForm,
  sessionOf,
  setStoredSession,
  storedSession,
  toastText,
} from './admin.js';
import { baseUrl, openBrowser } from './browser.js';

const TOKEN_DECODE = 'Error encountered on server (Token decode failed). Please Inform administrators.';

const fakeUser = {
  id: 1,
  email: 'x@fethiyetekne.com',
  role: 'ADMIN',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  UserDetail: { firstName: 'Deneme', lastName: 'Kullanıcı', phone: null },
};
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('admin session', () => {
  it('sends a visitor without a session from any panel page to /dashboard/login, which has no panel frame and is noindex', async () => {
    const { page } = await openBrowser();
    for (const path of ['/dashboard', '/dashboard/users', '/dashboard/settings/exchange?x=1']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(/\/dashboard\/login$/);
    }
    await page.getByRole('heading', { name: 'Yönetim paneline giriş' }).waitFor();
    expect(await page.locator('.adm-header, .adm-sidebar').count()).toBe(0);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex,nofollow');
  });

  it('validates the login form inline in Turkish and sends nothing while it is invalid', async () => {
    const { page } = await openBrowser();
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/auth/login')) requests += 1;
    });
    await page.goto(`${baseUrl()}/dashboard/login`);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByText('E-posta adresi zorunludur.').waitFor();
    await page.getByText('Parola zorunludur.').waitFor();
    expect(await page.getByLabel('E-posta adresi').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('E-posta adresi').fill('yanlis-adres');
    await page.getByLabel('Parola').focus();
    await page.getByText('Geçerli bir e-posta adresi girin.').waitFor();
    expect(requests).toBe(0);
  });

  it('a failed login toasts "Bir hata meydana geldi. Err:" with the server message and stores nothing', async () => {
    const email = `yok-${Date.now()}@fethiyetekne.com`;
    const server = await fetch(`${baseUrl()}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'yanlis-parola' }),
    });
    const message = ((await server.json()) as { content: { message: string } }).content.message;
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/dashboard/login`);
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Parola').fill('yanlis-parola');
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    const text = await toastText(page, 'Bir hata meydana geldi. Err:');
    expect(text).toContain(`Bir hata meydana geldi. Err: ${message}`);
    expect(await storedSession(page)).toBeNull();
    expect(page.url()).toMatch(/\/dashboard\/login$/);
  });

  it('a successful login toasts "Başarılı", stores iat, exp, id, token, user_role and user_name, and survives a reload', async () => {
    const { email, password } = adminLogin();
    const { page } = await openBrowser();
    await logInThroughForm(page, email, password);
    await toastText(page, 'Başarılı');
    const stored = JSON.parse((await storedSession(page)) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['exp', 'iat', 'id', 'token', 'user_name', 'user_role']);
    expect(stored.user_role).toBe('ADMIN');
    expect(stored.user_name).toBe('Site Yöneticisi');
    expect(typeof stored.token).toBe('string');
    expect((stored.token as string).split('.')).toHaveLength(3);
    expect(stored.exp as number).toBeGreaterThan(Date.now() / 1000);
    await page.reload();
    await page.waitForSelector('.adm-header');
    expect(await page.locator('.adm-header').textContent()).toContain('Site Yöneticisi');
  });

  it('a login answer whose token does not decode gives the token-decode toast and no session', async () => {
    const { page } = await openBrowser();
    const tokens = ['iki.parca', `a.${Buffer.from('json değil').toString('base64url')}.c`, `a.${b64url({ id: 1 })}.c`];
    for (const token of tokens) {
      await page.route('**/v1/auth/login', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ content: { accessToken: token, user: fakeUser } }),
        }),
      );
      await page.goto(`${baseUrl()}/dashboard/login`);
      await page.getByLabel('E-posta adresi').fill('deneme@fethiyetekne.com');
      await page.getByLabel('Parola').fill('herhangi-bir-parola');
      await page.getByRole('button', { name: 'Giriş yap' }).click();
      await toastText(page, TOKEN_DECODE);
      expect(await storedSession(page), token).toBeNull();
      expect(page.url()).toMatch(/\/dashboard\/login$/);
      await page.unroute('**/v1/auth/login');
    }
  });

  it('restores a stored session only while exp is in the future; an expired one is removed', async () => {
    const { email, password } = adminLogin();
    const session = sessionOf(await apiLogin(email, password));
    const { page } = await openBrowser();

    await setStoredSession(page, { ...session, exp: Math.floor(Date.now() / 1000) - 5 });
    await page.goto(`${baseUrl()}/dashboard/users`);
    await page.waitForURL(/\/dashboard\/login$/);
    expect(await storedSession(page)).toBeNull();

    await setStoredSession(page, session);
    await page.goto(`${baseUrl()}/dashboard/users`);
    await page.getByRole('heading', { name: 'Kullanıcılar' }).waitFor();
    expect(JSON.parse((await storedSession(page)) ?? 'null')).toEqual(session);
  });

  it('a 401 to an authenticated read removes the session and reloads the page', async () => {
    const { email, password } = adminLogin();
    const session = sessionOf(await apiLogin(email, password));
    const forged = `${session.token.split('.').slice(0, 2).join('.')}.${Buffer.from('sahte imza').toString('base64url')}`;
    const { page } = await openBrowser();
    await setStoredSession(page, { ...session, token: forged });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${baseUrl()}/dashboard/users`);
    await page.waitForURL(/\/dashboard\/login$/);
    await page.getByRole('heading', { name: 'Yönetim paneline giriş' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(loads).toBeGreaterThanOrEqual(2);
  });

  it('a 403 to an authenticated read removes the session and reloads the page', async () => {
    const { email, password } = adminLogin();
    const session = sessionOf(await apiLogin(email, password));
    const { page } = await openBrowser();
    await page.route(
      (url) => url.pathname === '/v1/admin/boattypes',
      (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', content: { message: 'Yetkiniz yok.' } }),
        }),
    );
    await setStoredSession(page, session);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${baseUrl()}/dashboard/boattypes`);
    await page.waitForURL(/\/dashboard\/login$/);
    await page.getByRole('heading', { name: 'Yönetim paneline giriş' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(loads).toBeGreaterThanOrEqual(2);
  });

  it('logout from the user menu removes the session, clears state and goes to /', async () => {
    const { email, password } = adminLogin();
    const { page } = await openBrowser();
    await logInThroughForm(page, email, password);
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await storedSession(page)).toBeNull();
    await page.goto(`${baseUrl()}/dashboard/users`);
    await page.waitForURL(/\/dashboard\/login$/);
  });
});
