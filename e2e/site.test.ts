import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

interface Item {
  slug: string;
  name: string;
  rating: { count: number };
}
interface Detail {
  slug: string;
  name: string;
  forRent: boolean;
  guestsNight: number;
  prices: { startDate: string; endDate: string; minDays: number }[];
}

const boats = async () => (await api<{ content: Item[] }>('/v1/searchboats?take=100')).content;

describe('pages without JavaScript', () => {
  it('the home page arrives complete: content, title, description with the deposit, canonical, Open Graph, robots', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const res = await page.goto(`${baseUrl()}/`);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    expect(await page.title()).toMatch(/Fethiye/);
    const description = await page.getAttribute('meta[name="description"]', 'content');
    expect(description).toContain('%20');
    expect(description).toContain('TÜRSAB');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/`);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBeTruthy();
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('index,follow');
    await expect(page.locator('h1').textContent()).resolves.toContain('tekne kiralama');
    expect(await page.locator('[data-testid="boat-card"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.top-bar').textContent()).toContain('Hafta içi 8.00-17.00');
    const footer = (await page.locator('footer').textContent()) ?? '';
    expect(footer).toContain('256-bit SSL');
    expect(await page.locator('footer a[href^="/listing?regions="]').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('input[placeholder="Boat Ara.."]', 'placeholder')).toBe('Boat Ara..');
  });

  it('a boat page arrives with its name, specs, price table and JSON-LD Product with offers and rating', async () => {
    const rated = (await boats()).find((b) => b.rating.count > 0);
    expect(rated).toBeDefined();
    const { page } = await openBrowser({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/boat/${rated!.slug}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(rated!.name);
    expect(await page.title()).toContain(rated!.name);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/boat/${rated!.slug}`);
    expect(await page.locator('[data-testid="gallery"] img').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="price-table"] tbody tr').count()).toBeGreaterThan(0);
    // Every page also has the business and its breadcrumbs (issue 20 point 8): the boat's own item is the Product.
    const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(lds.map((x) => x['@type'])).toEqual([['Organization', 'LocalBusiness'], 'Product', 'BreadcrumbList']);
    const ld = lds.find((x) => x['@type'] === 'Product')!;
    expect(ld['@type']).toBe('Product');
    expect(ld.offers).toBeDefined();
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
  });

  it('every content route renders its heading, title, description and canonical without JavaScript', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const routes = [
      '/about',
      '/faq',
      '/howrent',
      '/website/rental',
      '/website/privacy',
      '/website/cancel',
      '/website/kvkk',
      '/website/banks',
      '/website/document',
      '/contact',
      '/blog',
      '/enquire',
      '/listingsale',
    ];
    for (const route of routes) {
      const res = await page.goto(`${baseUrl()}${route}`);
      expect(res?.status(), route).toBe(200);
      expect((await page.locator('main h1').textContent())?.trim().length, route).toBeGreaterThan(0);
      expect(await page.title(), route).toMatch(/Fethiye Tekne/);
      expect((await page.getAttribute('meta[name="description"]', 'content'))?.length, route).toBeGreaterThan(10);
      expect(await page.getAttribute('link[rel="canonical"]', 'href'), route).toBe(`${baseUrl()}${route}`);
    }
    // How to rent has one address; the older one is moved there for good, in both languages.
    for (const [from, to] of [
      ['/website/howrent', '/howrent'],
      ['/en/website/howrent', '/en/howrent'],
    ] as const) {
      const moved = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' });
      expect(moved.status, from).toBe(301);
      expect(new URL(moved.headers.get('location') ?? '', baseUrl()).pathname, from).toBe(to);
    }
    const post = (await api<{ content: { slug: string; title: string }[] }>('/v1/website/blog?take=1')).content[0];
    expect(post).toBeDefined();
    await page.goto(`${baseUrl()}/blog/${post!.slug}`);
    expect(await page.locator('main h1').textContent()).toBe(post!.title);
  });

  it('a boat page and the footer offer WhatsApp to the number of the setting, with a message naming the boat', async () => {
    const site = await api<{ content: { footerData: { key: string; value: string }[] } }>('/v1/website/sitedata');
    const phone = site.content.footerData.find((e) => e.key === 'whatsapp_phone')?.value;
    expect(phone).toBeTruthy();
    const digits = phone!.replace(/\D/g, '');
    const boat = (await boats())[0]!;
    const { page } = await openBrowser({ javaScriptEnabled: false });
    for (const [path, hello] of [
      [`/boat/${boat.slug}`, `Merhaba, ${boat.name} teknesi hakkında bilgi almak istiyorum.`],
      [`/en/boat/${boat.slug}`, `Hello, I would like to know more about the boat ${boat.name}.`],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      const link = new URL((await page.locator('article [data-testid="whatsapp-link"]').getAttribute('href'))!);
      expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${digits}`);
      expect(link.searchParams.get('text')).toBe(hello);
      const footer = new URL((await page.locator('footer [data-testid="whatsapp-link"]').getAttribute('href'))!);
      expect(footer.pathname).toBe(`/${digits}`);
    }
  });

  it('an unknown boat answers 404 with a Turkish page', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const res = await page.goto(`${baseUrl()}/boat/boyle-bir-tekne-yok`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Sayfa bulunamadı');
  });

  it('a listing with reversed dates answers 400 with the message of the API on the page, in both languages', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    for (const [path, message] of [
      ['/listing', 'biniş gününden (from) sonra olmalıdır'],
      // English pages say the API's refusal in English, by its code (issue 20).
      ['/en/listing', 'The check-out date must be after the check-in date.'],
    ] as const) {
      const res = await page.goto(`${baseUrl()}${path}?from=2027-06-12&to=2027-06-09`);
      expect(res?.status(), path).toBe(400);
      await expect(page.getByTestId('listing-refused').textContent()).resolves.toContain(message);
      // The filters stay, with the dates the visitor gave, to be corrected.
      await expect(page.locator('input[name="from"]').inputValue()).resolves.toBe('2027-06-12');
    }
  });

  it('a listing filtered by region in the URL shows only that region', async () => {
    const options = await api<{ content: { marinas: { id: number; name: string; count: number }[] } }>(
      '/v1/search/boatoptions',
    );
    const marina = options.content.marinas.find((m) => m.count > 0)!;
    const { page } = await openBrowser({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/listing?regions=${marina.id}`);
    const cards = page.locator('[data-testid="boat-card"]');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain(marina.name);
  });
});

describe('with JavaScript', () => {
  it('search waits 1000 ms, asks once per distinct query and opens the chosen boat', async () => {
    const { page } = await openBrowser();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/search/input')) requests.push(new URL(r.url()).searchParams.get('searchString') ?? '');
    });
    await page.goto(`${baseUrl()}/listing`);
    await hydrated(page);
    const input = page.locator('[data-testid="search-input"]');
    await input.click();
    await input.pressSequentially('Kap', { delay: 50 });
    await page.waitForTimeout(800);
    expect(requests).toEqual([]);
    await page.waitForSelector('[data-testid="search-results"] [role="option"]');
    expect(requests).toEqual(['Kap']);
    await input.fill('');
    await input.pressSequentially('Kap', { delay: 50 });
    await page.waitForTimeout(1300);
    expect(requests).toEqual(['Kap']);
    const first = page.locator('[data-testid="search-results"] [role="option"]').first();
    expect(await first.locator('img').count()).toBe(1);
    const slug = (await first.locator('small').textContent()) ?? '';
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(`**/boat/${slug}`);
  });

  it('favourites: add and remove show Turkish toasts, survive a reload, open in a new tab', async () => {
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const card = page.locator('[data-testid="boat-card"]').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.locator('[data-testid="favourite-toggle"]').click();
    await page.getByText(`${name} favorilere eklendi.`).waitFor();
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="favourites-count"]')?.textContent === '1');
    await page.locator('[data-testid="favourites-menu"] > button').click();
    const link = page.locator('[data-testid="favourites-menu"] a', { hasText: name });
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.locator('[data-testid="favourites-menu"] li button').click();
    await page.getByText(`${name} favorilerden çıkarıldı.`).waitFor();
    await page.getByText('Favorilere henüz tekne eklenmedi.').waitFor();
  });

  it('switching the currency changes every price on the page and is remembered', async () => {
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/listing`);
    await hydrated(page);
    const prices = page.locator('[data-price]');
    const before = await prices.allTextContents();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.includes('₺'))).toBe(true);
    await page.selectOption('[data-testid="currency-select"]', 'EURO');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-price]')].every((e) => e.textContent?.includes('€')),
    );
    // A full load arrives with euros in its HTML: no TL figure is ever shown before the chosen currency.
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    const served = [...html.matchAll(/data-price="true">([^<]*)</g)].map((m) => m[1]);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((p) => !p!.includes('€'))).toEqual([]);
    await hydrated(page);
    expect((await prices.allTextContents()).every((p) => p.includes('€'))).toBe(true);
    expect(await page.locator('[data-testid="currency-select"]').inputValue()).toBe('EURO');
    // A choice stored before the cookie existed is kept, and copied into the cookie.
    await page.context().clearCookies();
    await page.evaluate(() =>
      localStorage.setItem('currency', JSON.stringify({ state: { currency: 'POUND' }, version: 0 })),
    );
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-price]')].every((e) => e.textContent?.includes('£')),
    );
    expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe('POUND');
  });

  it('the theme toggle stores the choice under "theme" and applies it before paint on reload', async () => {
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const initial = await page.getAttribute('html', 'data-theme');
    await page.locator('[data-testid="theme-toggle"]').click();
    const next = initial === 'dark' ? 'light' : 'dark';
    expect(await page.getAttribute('html', 'data-theme')).toBe(next);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(next);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.getAttribute('html', 'data-theme')).toBe(next);
  });

  it('the mobile menu opens and closes at 375 px', async () => {
    const { page } = await openBrowser({ width: 375, height: 812 });
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const menu = page.locator('[data-testid="mobile-menu"]');
    const toggle = page.locator('[data-testid="menu-toggle"]');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByText('Nasıl Kiralanır').isVisible()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
  });

  it('books a boat to the confirmation; the same dates again are said taken before sending, or by the server, keeping the form', async () => {
    const today = new Date().toISOString().slice(0, 10);
    let chosen: { slug: string; start: string; end: string } | undefined;
    for (const item of await boats()) {
      const detail = (await api<{ content: Detail }>(`/v1/boats/${item.slug}`)).content;
      if (!detail.forRent || detail.guestsNight < 2) continue;
      for (const p of detail.prices) {
        const startMs = Math.max(Date.parse(p.startDate), Date.parse(today) + 40 * 86_400_000);
        const start = new Date(startMs).toISOString().slice(0, 10);
        const end = new Date(startMs + Math.max(p.minDays, 2) * 86_400_000).toISOString().slice(0, 10);
        if (end > p.endDate) continue;
        const quote = await fetch(`${baseUrl()}/v1/boats/${item.slug}/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ start, end }),
        });
        if (quote.ok) {
          chosen = { slug: item.slug, start, end };
          break;
        }
      }
      if (chosen) break;
    }
    expect(chosen).toBeDefined();
    const { slug, start, end } = chosen!;
    const { page } = await openBrowser();

    const fill = async () => {
      await page.goto(`${baseUrl()}/boat/${slug}`);
      await hydrated(page);
      const form = page.locator('[data-testid="booking-form"]');
      await form.locator('input[name="start"]').fill(start);
      await form.locator('input[name="end"]').fill(end);
      await form.locator('input[name="guests"]').fill('2');
      await form.locator('[data-testid="quote-total"]').waitFor();
      await form.locator('input[name="name"]').fill('Deniz Yılmaz');
      await form.locator('input[name="email"]').fill('deniz@example.com');
      await form.locator('input[name="phone"]').fill('+90 532 000 00 00');
      // The boat's cancellation terms are shown and must be ticked as read (issue 21).
      expect(await form.locator('[data-testid="booking-policy"]').textContent()).toMatch(/İptal koşulları.*iade/);
      await form.locator('input[name="policy"]').check();
      await form.locator('input[name="kvkk"]').check();
      await form.locator('button[type="submit"]').click();
    };

    await fill();
    await page.locator('[data-testid="booking-confirmation"]').waitFor();
    // The answer is in view and has the focus (the form may have been far down the page).
    const heading = page.locator('[data-testid="booking-confirmation"] h2');
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await heading.evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number });
    const headerBottom = await page.evaluate(
      () => document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    );
    expect(box.top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    expect((await page.locator('[data-testid="reservation-reference"]').textContent())?.length).toBeGreaterThan(3);
    expect(await page.locator('[data-testid="booking-confirmation"]').textContent()).toMatch(
      /Opsiyon bitişi: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, Türkiye saati \(UTC\+3\)/,
    );
    // The browser runs in Istanbul: no second clock.
    expect(await page.locator('[data-testid="your-time"]').count()).toBe(0);

    // Typed again, the dates are said taken before anything is sent (the page reads the boat's occupancy).
    await page.goto(`${baseUrl()}/boat/${slug}`);
    await hydrated(page);
    await page.locator('[data-testid="booking-form"] input[name="start"]').fill(start);
    await page.locator('[data-testid="booking-form"] input[name="end"]').fill(end);
    await page.locator('[data-testid="dates-taken"]').waitFor();
    expect(await page.locator('[data-testid="booking-form"] button[type="submit"]').isDisabled()).toBe(true);

    // A page that saw the dates free (they were taken after it loaded) hears it from the server on sending.
    await page.route('**/v1/boats/*/availability?*', (route) =>
      route.fulfill({ json: { content: { from: start, to: end, occupied: [] } } }),
    );
    await fill();
    const error = page.locator('[data-testid="booking-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/[çğıöşüÇĞİÖŞÜ]|tarih|müsait/i);
    expect(await page.locator('[data-testid="booking-form"] input[name="name"]').inputValue()).toBe('Deniz Yılmaz');
    expect(await page.locator('input[name="start"]').inputValue()).toBe(start);
  });
});
