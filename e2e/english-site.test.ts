import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminApi, SCREENSHOT_DIR } from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

interface Item {
  slug: string;
  name: string;
}
interface Detail {
  slug: string;
  forRent: boolean;
  guestsNight: number;
  prices: { startDate: string; endDate: string; minDays: number }[];
}
interface Mail {
  kind: string;
  recipient: string | null;
  subject: string;
  text: string;
}

/** A boat on the first page of the English listing with a bookable range 40+ days ahead. */
async function bookableBoat(): Promise<{ slug: string; name: string; start: string; end: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const firstPage = (await api<{ content: Item[] }>('/v1/searchboats?take=20')).content;
  for (const [i, item] of firstPage.entries()) {
    if (i < 3) continue; // the Turkish booking test takes the first bookable boats' dates
    const detail = (await api<{ content: Detail }>(`/v1/boats/${item.slug}`)).content;
    if (!detail.forRent || detail.guestsNight < 2) continue;
    for (const p of detail.prices) {
      const startMs = Math.max(Date.parse(p.startDate), Date.parse(today) + 60 * 86_400_000);
      const start = new Date(startMs).toISOString().slice(0, 10);
      const end = new Date(startMs + Math.max(p.minDays, 2) * 86_400_000).toISOString().slice(0, 10);
      if (end > p.endDate) continue;
      const quote = await fetch(`${baseUrl()}/v1/boats/${item.slug}/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ start, end }),
      });
      if (quote.ok) return { slug: item.slug, name: item.name, start, end };
    }
  }
  throw new Error('no bookable boat on the first listing page');
}

/** Letters only Turkish uses among the site's two languages. */
const TURKISH_LETTERS = /[çğışöüÇĞİŞÖÜ]/;
/** Proper names that keep their Turkish letters in English text (places, the union of agencies). */
const PROPER_NAMES = [
  'Göcek',
  'Ölüdeniz',
  'Muğla',
  'Kaş',
  'Kayaköy',
  'Gemiler',
  'Günlüklü',
  'Şövalye',
  'Yassıca',
  'TÜRSAB',
  'Türkiye',
];

/**
 * Words with Turkish letters on the page, outside elements marked `lang="tr"` and outside the names
 * given: visible text, and the labels a screen reader or the browser shows (aria-label, alt, title, placeholder).
 */
async function unmarkedTurkish(page: import('playwright-core').Page, names: string[]): Promise<string[]> {
  return page.evaluate(
    ({ letters, allowed }) => {
      const turkish = new RegExp(letters);
      const ok = new Set(allowed.flatMap((n) => n.split(/[\s,.;:!?()"'’/–-]+/)));
      const found: string[] = [];
      const inTurkish = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang') === 'tr';
      const check = (text: string, el: Element) => {
        for (const word of text.split(/[\s,.;:!?()"'’“”/–—-]+/))
          if (turkish.test(word) && !ok.has(word) && !inTurkish(el))
            found.push(`${word} (${el.tagName.toLowerCase()}: ${text.trim().slice(0, 60)})`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest('script,style,noscript,template') || !el.checkVisibility()) continue;
        check(node.textContent ?? '', el);
      }
      for (const el of document.body.querySelectorAll('[aria-label],[alt],[title],[placeholder]'))
        for (const attr of ['aria-label', 'alt', 'title', 'placeholder'])
          if (el.hasAttribute(attr)) check(el.getAttribute(attr) ?? '', el);
      check(document.title, document.documentElement);
      const description = document.querySelector('meta[name="description"]');
      if (description) check(description.getAttribute('content') ?? '', document.documentElement);
      return found;
    },
    { letters: TURKISH_LETTERS.source, allowed: names },
  );
}

describe('Turkish on English pages', () => {
  it('every English page shows English, or Turkish marked lang="tr" (stored texts without English, names)', async () => {
    const site = (
      await api<{
        content: { marinaPopular: { name: string; nameEn: string | null }[]; boatTypes: { name: string }[] };
      }>('/v1/website/sitedata')
    ).content;
    const boats = (await api<{ content: { slug: string; name: string }[] }>('/v1/searchboats?take=100')).content;
    const sale = (await api<{ content: { slug: string; name: string }[] }>('/v1/searchboatsforsale?take=100')).content;
    // Boats and places are named as their owners named them; English text names them the same way.
    const names = [
      ...PROPER_NAMES,
      ...boats.map((b) => b.name),
      ...sale.map((b) => b.name),
      ...site.marinaPopular.flatMap((m) => [m.name, m.nameEn ?? '']),
    ];
    const reviewed = [];
    for (const b of boats) {
      const detail = (await api<{ content: { reviews: unknown[] } }>(`/v1/boats/${b.slug}`)).content;
      if (detail.reviews.length > 0) reviewed.push(b.slug);
      if (reviewed.length === 2) break;
    }
    const posts = (await api<{ content: { slug: string }[] }>('/v1/website/blog?lang=en')).content;
    const paths = [
      '/en',
      '/en/listing',
      '/en/listingsale',
      ...reviewed.map((slug) => `/en/boat/${slug}`),
      `/en/boat/${sale[0]!.slug}`,
      '/en/blog',
      `/en/blog/${posts[0]!.slug}`,
      '/en/contact',
      '/en/faq',
      '/en/howrent',
      '/en/about',
      '/en/enquire',
      '/en/website/banks',
      '/en/website/rental',
      '/en/website/privacy',
      '/en/website/cancel',
      '/en/website/document',
      '/en/website/kvkk',
      '/en/no-such-page',
    ];
    const { page } = await openBrowser();
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      for (const hit of await unmarkedTurkish(page, names)) found.push(`${path}: ${hit}`);
    }
    // The newsletter's confirmation, shown after sending.
    await page.goto(`${baseUrl()}/en/contact`);
    await hydrated(page);
    const form = page.locator('[data-testid="newsletter-form"]');
    await form.locator('input[type="email"]').fill(`en-${Date.now()}@example.com`);
    await form.locator('button[type="submit"]').click();
    expect(await page.locator('[data-testid="newsletter-done"]').textContent()).toBe(
      'You are subscribed to the newsletter.',
    );
    expect(found).toEqual([]);
  }, 180_000);

  it('an address that cannot be read answers the English error page, not the API’s JSON', async () => {
    for (const [path, status] of [
      ['/en/boat/%E0%A4%A', 400],
      ['/en/blog/%00', 404],
      ['/boat/%E0%A4%A', 400],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain(path.startsWith('/en/') ? '<html lang="en"' : '<html lang="tr"');
      expect(html, path).toContain(path.startsWith('/en/') ? 'Page not found' : 'Sayfa bulunamadı');
    }
    // The API's own addresses keep their JSON refusals.
    const api400 = await fetch(`${baseUrl()}/v1/boats/%E0%A4%A`);
    expect(api400.headers.get('content-type')).toMatch(/json/);
  });
});

describe('the English site without JavaScript', () => {
  it('English pages say they are English and name both languages’ addresses; Turkish ones stay as they were', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    for (const [path, heading] of [
      ['/en', 'Boat rental in Fethiye'],
      ['/en/listing', 'Fethiye Boats for Rent'],
      ['/en/faq', 'Frequently Asked Questions'],
      ['/en/website/kvkk', 'Personal Data Notice'],
      ['/en/enquire', 'Booking'],
      ['/en/blog', 'Blog'],
      ['/en/website/banks', 'Bank Accounts'],
      ['/en/website/document', 'Our Documents'],
      ['/en/contact', 'Get in touch'],
    ] as const) {
      const res = await page.goto(`${baseUrl()}${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await page.getAttribute('html', 'lang'), path).toBe('en');
      expect(await page.getAttribute('meta[property="og:locale"]', 'content'), path).toBe('en_GB');
      expect(await page.locator('main').textContent(), path).toContain(heading);
      const turkish = path === '/en' ? '/' : path.slice(3);
      expect(await page.getAttribute('link[rel="canonical"]', 'href'), path).toBe(`${baseUrl()}${path}`);
      expect(await page.getAttribute('link[hreflang="tr"]', 'href'), path).toBe(`${baseUrl()}${turkish}`);
      expect(await page.getAttribute('link[hreflang="en"]', 'href'), path).toBe(`${baseUrl()}${path}`);
      expect(await page.getAttribute('link[hreflang="x-default"]', 'href'), path).toBe(`${baseUrl()}${turkish}`);
      expect(await page.getAttribute('[data-testid="language-switch"]', 'href'), path).toBe(turkish);
    }
    await page.goto(`${baseUrl()}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('tr_TR');
    expect(await page.getAttribute('link[hreflang="en"]', 'href')).toBe(`${baseUrl()}/en`);
    expect(await page.getAttribute('[data-testid="language-switch"]', 'href')).toBe('/en');
    // The English blog lists only posts with an English version; the demo's all have one.
    const posts = (await api<{ content: { slug: string; titleEn: string | null }[] }>('/v1/website/blog?lang=en'))
      .content;
    expect(posts.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/en/blog/${posts[0]!.slug}`);
    expect(await page.locator('main h1').textContent()).toBe(posts[0]!.titleEn);
    expect(await page.locator('main h1').getAttribute('lang')).toBeNull();
  });

  it('an unknown English page answers 404 in English', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const res = await page.goto(`${baseUrl()}/en/boat/no-such-boat`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });

  it('the sitemap lists every page in both languages with alternates and lastmod', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl()}/en</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/en/website/kvkk</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseUrl()}/en/listing"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseUrl()}/listing"/>`);
    const boats = (await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100')).content;
    for (const b of boats) expect(xml).toContain(`<loc>${baseUrl()}/en/boat/${b.slug}</loc>`);
    expect((xml.match(/<lastmod>/g) ?? []).length).toBe((xml.match(/<url>/g) ?? []).length);
    expect(xml).toMatch(/<image:loc>[^<]+<\/image:loc>/);
  });
});

describe('an English visitor', () => {
  it('goes home → listing → boat, books in EUR, reads the English confirmation and gets the English mail', async () => {
    const boat = await bookableBoat();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/en`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Boat rental in Fethiye');
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'en-home.png'), fullPage: true });
    await page.selectOption('[data-testid="currency-select"]', 'EURO');

    await page.locator('header').getByRole('link', { name: 'Boats for Rent' }).click();
    await page.waitForURL('**/en/listing');
    await page.locator('main h1').getByText('Boats for Rent').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-price]')].every((e) => e.textContent?.includes('€')),
    );
    expect(await page.locator('[data-testid="listing-total"]').textContent()).toMatch(/boats? found/);

    await page.locator(`a[href="/en/boat/${boat.slug}"]`).first().click();
    await page.waitForURL(`**/en/boat/${boat.slug}`);
    await page.locator('h1', { hasText: boat.name }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Specifications');
    expect(await page.locator('[data-testid="boat-cancellation-policy"]').textContent()).toMatch(
      /^(Flexible|Moderate|Strict|Custom): /,
    );
    expect(await page.getAttribute('[data-testid="language-switch"]', 'href')).toBe(`/boat/${boat.slug}`);
    // Calendars start on Monday in English too.
    expect(await page.locator('[data-testid="availability-calendar"] thead th').first().textContent()).toBe('Mon');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'en-boat.png') });

    const form = page.locator('[data-testid="booking-form"]');
    await form.getByLabel('Check-in date').fill(boat.start);
    await form.getByLabel('Check-out date').fill(boat.end);
    await form.getByLabel('Number of guests').fill('2');
    const total = form.locator('[data-testid="quote-total"]');
    await total.waitFor();
    // en-GB money: "€1,234" or "€1,234.50", never the Turkish "€1.234,50".
    expect(await total.textContent()).toMatch(/^€\d{1,3}(,\d{3})*(\.\d{2})?$/);
    await form.getByLabel('Full name').fill('Jane Walker');
    await form.getByLabel('E-mail').fill('jane.walker@example.com');
    await form.getByLabel('Phone').fill('+44 20 7946 0123');
    // The boat's cancellation terms, in English, ticked as read.
    const policy = form.locator('[data-testid="booking-policy"]');
    expect(await policy.textContent()).toContain('Cancellation terms');
    expect(await policy.textContent()).toMatch(/refund for cancellations at least \d+ days? before boarding/);
    await form.locator('input[name="policy"]').check();
    await form.locator('input[name="kvkk"]').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/v1/reservations') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send booking request' }).click();
    const reservation = ((await (await created).json()) as { content: { id: string; reference: string } }).content;

    const confirmation = page.locator('[data-testid="booking-confirmation"]');
    await confirmation.waitFor();
    const text = (await confirmation.textContent()) ?? '';
    expect(text).toContain('Your booking request has been received');
    expect(text).toContain(`Booking reference: ${reservation.reference}`);
    expect(text).toMatch(/Option expires: \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} Turkey time \(UTC\+3\)/);
    expect(text).toMatch(/20% deposit due now: €\d/);

    const stored = await adminApi<{ content: { language: string; displayCurrency: string } }>(
      `/v1/admin/reservations/${reservation.id}`,
    );
    expect(stored.content).toMatchObject({ language: 'en', displayCurrency: 'EUR' });
    // The mails are written in the booking's transaction's reactor; this server sends none (no
    // SMTP), so the outbox holds them as rendered (server/test/mail.test.ts delivers them over SMTP).
    let mails: Mail[] = [];
    await expect
      .poll(async () => {
        mails = (await adminApi<{ content: Mail[] }>(`/v1/admin/reservations/${reservation.id}/mails`)).content;
        return mails.length;
      })
      .toBe(2);
    const customer = mails.find((m) => m.kind === 'reservation_received_customer')!;
    expect(customer.recipient).toBe('jane.walker@example.com');
    expect(customer.subject).toBe(`Your booking request has been received: ${reservation.reference}`);
    expect(customer.text).toContain('Dear Jane Walker');
    expect(customer.text).toContain(boat.name);
    expect(customer.text).toMatch(/Total: .*\d\.\d{2}/);
    expect(customer.text).toMatch(/check-in \d{1,2} [A-Z][a-z]+ \d{4} – check-out \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(customer.text).toContain('Cancellation terms: ');
    const office = mails.find((m) => m.kind === 'reservation_received_office')!;
    expect(office.subject).toContain('Yeni rezervasyon');
  });
});
