import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

const SITE_DATA_ERROR = 'Failed to load; network/connection error.';

describe('site data in the layout', () => {
  it('/enquire arrives with the site’s data in the top bar and footer, like every other page, in both languages', async () => {
    const site = (await api<{ content: { footerData: { key: string; value: string }[] } }>('/v1/website/sitedata'))
      .content;
    const setting = (key: string) => site.footerData.find((e) => e.key === key)?.value ?? '';
    for (const path of ['/enquire', '/en/enquire']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain('skeleton');
      expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      const listing = path.startsWith('/en/') ? '/en/listing' : '/listing';
      expect(html, path).toContain(`href="${listing}?regions=`);
      expect(html, path).toContain(`href="${listing}?type=`);
      for (const key of ['site_email', 'site_address'])
        expect(html, `${path} ${key}`).toContain(setting(key).replace(/&/g, '&amp;'));
      expect(html, path).toContain(`href="tel:${setting('site_phone').replace(/\s/g, '')}"`);
    }
  });

  it('shows the spec’s failure line in the top bar and the footer when the site data cannot load', async () => {
    const { page } = await openBrowser();
    await page.route('**/v1/website/sitedata', (route) => route.abort('connectionfailed'));
    // Every page arrives with the site's data; the page is given one without, as when the server could not read it.
    await page.route(`${baseUrl()}/enquire`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('"siteData":', '"siteDataUnread":');
      await route.fulfill({ response: res, body: html });
    });
    await page.goto(`${baseUrl()}/enquire`);
    await hydrated(page);
    await page.locator('.top-bar .site-error').waitFor({ timeout: 15_000 });
    expect(await page.locator('.top-bar .site-error').textContent()).toBe(SITE_DATA_ERROR);
    const footerErrors = page.locator('footer .site-error');
    expect(await footerErrors.count()).toBeGreaterThan(0);
    for (const text of await footerErrors.allTextContents()) expect(text).toBe(SITE_DATA_ERROR);
    // The fixed parts of the footer stay usable.
    expect(await page.locator('footer').textContent()).toContain('256-bit SSL');
  });
});

describe('newsletter sign-up', () => {
  it('validates in Turkish before sending, then confirms the subscription', async () => {
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/faq`);
    await hydrated(page);
    const form = page.locator('[data-testid="newsletter-form"]');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/website/subscribe')) sent.push(r.postData() ?? '');
    });

    await form.getByRole('button', { name: 'Abone ol' }).click();
    await form.getByText('E-posta adresinizi yazın.').waitFor();
    await form.getByLabel('E-posta adresiniz').fill('deniz@ornek');
    await form.getByRole('button', { name: 'Abone ol' }).click();
    await form.getByText(/Geçerli bir e-posta adresi yazın/).waitFor();
    expect(await form.getByLabel('E-posta adresiniz').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    const email = `bulten-${Date.now()}@example.com`;
    await form.getByLabel('E-posta adresiniz').fill(email);
    await form.getByRole('button', { name: 'Abone ol' }).click();
    await form.locator('[data-testid="newsletter-done"]').waitFor();
    expect(await form.locator('[data-testid="newsletter-done"]').textContent()).toBe(
      'E-bülten aboneliğiniz kaydedildi.',
    );
    expect(await form.getByLabel('E-posta adresiniz').inputValue()).toBe('');
    expect(sent.map((b) => JSON.parse(b) as unknown)).toEqual([{ email }]);
  });
});

describe('documents page', () => {
  it('lists every public document without JavaScript', async () => {
    const { content } = await api<{ content: { title: string; url: string }[] }>('/v1/website/ourdocuments');
    expect(content.length).toBeGreaterThan(0);
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const res = await page.goto(`${baseUrl()}/website/document`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe('Belgelerimiz');
    expect(await page.title()).toBe('Belgelerimiz | Fethiye Tekne');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toContain(content[0]!.title);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/website/document`);
    const links = page.locator('[data-testid="documents"] h2 a');
    expect(await links.allTextContents()).toEqual(content.map((d) => d.title));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(content.map((d) => d.url));
  });
});
