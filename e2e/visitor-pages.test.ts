import { describe, expect, it } from 'vitest';
import { screenshot } from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

describe('visitor pages on a phone and by keyboard', () => {
  it('the bank accounts fit a 390 px screen: no sideways scroll, every IBAN and currency whole on screen', async () => {
    const banks = (await api<{ content: { iban: string; currency: string }[] }>('/v1/website/bank')).content;
    expect(banks.length).toBeGreaterThan(0);
    const { page } = await openBrowser({ width: 390, height: 844 });
    for (const path of ['/website/banks', '/en/website/banks']) {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      await screenshot(page, `banks-390${path.startsWith('/en/') ? '-en' : ''}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const cards = page.locator('[data-testid="bank-accounts"] > li');
      expect(await cards.count(), path).toBe(banks.length);
      const outside = await cards.evaluateAll((items) =>
        items.flatMap((li) =>
          [...li.querySelectorAll('dd, h2')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.left < 0 || r.right > 390 || el.scrollWidth > el.clientWidth;
            })
            .map((el) => el.textContent),
        ),
      );
      expect(outside, path).toEqual([]);
      const text = (await cards.allTextContents()).join(' ');
      for (const b of banks) {
        expect(text.replace(/\s/g, ''), path).toContain(b.iban.replace(/\s/g, ''));
        expect(text, path).toContain(b.currency);
      }
    }
    // On English pages the Turkish bank and branch names are marked as such.
    expect(await page.locator('[data-testid="bank-accounts"] h2').first().getAttribute('lang')).toBe('tr');
  });

  it('Tab goes from the calendar to the booking form, and only then to the reviews and their form', async () => {
    const [boat] = (await api<{ content: { slug: string }[] }>('/v1/searchboats?order=boat_asc&take=1')).content;
    const { page } = await openBrowser({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/boat/${boat!.slug}`);
    await hydrated(page);
    // Focus the calendar's last control, then Tab until a form takes the focus.
    await page
      .locator('[data-testid="availability-calendar"]')
      .evaluate((calendar) =>
        [...calendar.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')].at(-1)?.focus(),
      );
    let reached = '';
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const el = document.activeElement;
        if (el?.closest('[data-testid="booking-form"]')) return 'booking';
        if (el?.closest('[data-testid="review-form"]')) return 'review';
        return '';
      });
    }
    expect(reached).toBe('booking');
    // Wide screens still show the reviews in the main column, the form beside them.
    const [reviews, form] = await Promise.all([
      page.locator('.boat-reviews').boundingBox(),
      page.locator('[data-testid="booking-form"]').boundingBox(),
    ]);
    expect(reviews!.x + reviews!.width).toBeLessThan(form!.x);
    await screenshot(page, 'boat-reviews-after-form-1280');
  });
});
