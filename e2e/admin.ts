import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT_DIR } from '../server/src/config.js';
import { baseUrl } from './browser.js';

/** Where the panel screenshots go (git-ignored); E2E_SCREENSHOTS_DIR overrides. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS_DIR ?? join(ROOT_DIR, 'e2e', 'screenshots');

export const adminLogin = () => inject('e2eAdmin');

export interface LoginAnswer {
  accessToken: string;
  user: { id: number; role: 'ADMIN' | 'OWNER'; UserDetail: { firstName: string; lastName: string } };
}

export async function apiLogin(email: string, password: string): Promise<LoginAnswer> {
  const res = await fetch(`${baseUrl()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { content: LoginAnswer }).content;
}

let adminToken: string | undefined;
/** The admin's bearer token for arranging data through the API. */
export async function adminBearer(): Promise<string> {
  adminToken ??= (await apiLogin(adminLogin().email, adminLogin().password)).accessToken;
  return adminToken;
}

export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await adminBearer()}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The session object the panel stores under localStorage `session`, built from a real login. */
export function sessionOf(answer: LoginAnswer) {
  const payload = JSON.parse(Buffer.from(answer.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    id: number;
    iat: number;
    exp: number;
  };
  return {
    iat: payload.iat,
    exp: payload.exp,
    id: payload.id,
    token: answer.accessToken,
    user_role: answer.user.role,
    user_name: `${answer.user.UserDetail.firstName} ${answer.user.UserDetail.lastName}`,
  };
}

/** Writes localStorage on the site's origin before the panel loads (a same-origin non-panel URL). */
export async function setStoredSession(page: Page, value: unknown): Promise<void> {
  await page.goto(`${baseUrl()}/robots.txt`);
  await page.evaluate((v) => localStorage.setItem('session', JSON.stringify(v)), value);
}

export const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('session'));

/** Logs in through the login form and waits for the panel frame. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/dashboard/login`);
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForSelector('.adm-header');
}

/** A toast's text once it shows (react-toastify). */
export async function toastText(page: Page, contains: string): Promise<string> {
  const toast = page.locator('.Toastify__toast', { hasText: contains }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
