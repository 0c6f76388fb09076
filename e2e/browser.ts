import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { resolveChromium } from './chromium.mjs';

export const baseUrl = () => inject('e2eBaseUrl');

const ARGS = [
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium per test file (the browser e2e/chromium.mjs resolves), launched on first use. */
let launched: Promise<Browser> | undefined;
const contexts: BrowserContext[] = [];
// At this module's top level: a hook registered inside a test or a hook would never run. Each e2e
// file runs in a fresh module graph (the e2e project isolates its files), so this runs after each file.
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  const browser = launched;
  launched = undefined;
  await (await browser)?.close();
});

/**
 * A fresh browser context per call (its own cookies, storage and cache, like a new profile) in the
 * file's Chromium; closed with it after the file's tests.
 */
export async function openBrowser(
  options: { javaScriptEnabled?: boolean; width?: number; height?: number; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  launched ??= resolveChromium().then((browser) =>
    chromium.launch({ executablePath: browser.executablePath, env: browser.env, args: [...browser.args, ...ARGS] }),
  );
  const context = await (
    await launched
  ).newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'tr-TR',
    timezoneId: options.timezoneId ?? 'Europe/Istanbul',
  });
  contexts.push(context);
  const page = await context.newPage();
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
