import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { resolveChromium } from './chromium.mjs';

export const baseUrl = () => inject('e2eBaseUrl');

const ARGS = ['--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh Chromium profile per call (the browser e2e/chromium.mjs resolves); closed after the file's tests. */
export async function openBrowser(options: { javaScriptEnabled?: boolean; width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await resolveChromium();
  const dir = await mkdtemp(join(tmpdir(), 'fethiye-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: browser.executablePath,
    env: browser.env,
    args: [...browser.args, ...ARGS],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  afterAll(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Waits until React has hydrated (the layout's effects ran), so clicks reach handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

export interface BoatSummary {
  slug: string;
  name: string;
}

export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
