import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, apiLogin, SCREENSHOT_DIR, sessionOf, setStoredSession } from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

interface AdminBoat {
  id: number;
  slug: string;
  name: string;
  ownerId: number;
  boatTypeId: number;
  marinaId: number;
}
interface Message {
  kind: string;
  name: string;
  subject: string;
  boat: { slug: string; name: string } | null;
  startDate: string | null;
  guests: number | null;
  preferredContact: string | null;
}

const messages = async () => (await adminApi<{ content: Message[] }>('/v1/admin/contact/messages?take=20')).content;

/** A boat that is only for sale, made for this file (the demo's sale boats are for rent as well). */
async function saleOnlyBoat(): Promise<AdminBoat> {
  const [some] = (await adminApi<{ content: AdminBoat[] }>('/v1/admin/boats?take=1')).content;
  const created = await adminApi<{ content: AdminBoat }>('/v1/admin/boats', {
    method: 'POST',
    body: {
      name: `Satılık Test ${Date.now().toString(36)}`,
      boatTypeId: some!.boatTypeId,
      marinaId: some!.marinaId,
      ownerId: some!.ownerId,
      lengthM: 16.5,
      guestsDay: 10,
      guestsNight: 6,
      cabins: 3,
      forRent: false,
      forSale: true,
      salePriceMinor: 18_000_000,
      saleCurrency: 'EUR',
    },
  });
  return created.content;
}

describe('enquiries, the booking path on a phone and the gallery', () => {
  it('a sale-only boat shows the purchase enquiry instead of the booking form; the enquiry reaches the panel', async () => {
    const boat = await saleOnlyBoat();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${boat.slug}`);
    await hydrated(page);
    expect(await page.locator('nav[aria-label="Konum"]').textContent()).toContain('Satılık');
    expect(await page.locator('[data-testid="booking-form"]').count()).toBe(0);
    const form = page.locator('[data-testid="enquiry-form"]');
    await form.getByLabel('Ad soyad').fill('Derya Satın');
    await form.locator('input[name="email"]').fill('derya@example.com');
    await form.locator('input[name="phone"]').fill('+90 532 111 22 33');
    await form.getByLabel('WhatsApp').check();
    await form.getByLabel('Mesajınız').fill('Tekneyi hafta sonu görebilir miyim?');
    await form.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect.poll(() => page.locator('[data-testid="enquiry-sent"]').isVisible()).toBe(true);
    const [m] = await messages();
    expect(m).toMatchObject({
      kind: 'purchase',
      name: 'Derya Satın',
      subject: `Satın alma talebi: ${boat.name}`,
      boat: { slug: boat.slug },
      preferredContact: 'whatsapp',
    });

    // The panel's messages screen names the boat and links it.
    const admin = adminLogin();
    await setStoredSession(page, sessionOf(await apiLogin(admin.email, admin.password)));
    await page.goto(`${baseUrl()}/dashboard/contact`);
    const link = page.locator('[data-testid="message-boat"]', { hasText: boat.name }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/boat/${boat.slug}`);
  });

  it('/en/enquire sends a request with a boat chosen by typeahead, dates and guests to the panel', async () => {
    const [boat] = (await api<{ content: { slug: string; name: string }[] }>('/v1/searchboats?take=1')).content;
    const year = new Date().getFullYear() + 1;
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/en/enquire`);
    await hydrated(page);
    const form = page.locator('[data-testid="enquiry-form"]');
    await form.getByLabel('Boat (optional)').fill(boat!.name);
    // The typeahead suggests the boat; the typed name is matched to it.
    await page.waitForSelector(`#enquiry-boats option[value="${boat!.name}"]`, { state: 'attached' });
    await form.getByLabel('Check-in date').fill(`${year}-07-04`);
    await form.getByLabel('Check-out date').fill(`${year}-07-11`);
    await form.getByLabel('Number of guests').fill('6');
    await form.getByLabel('Full name').fill('Jane Request');
    await form.locator('input[name="email"]').fill('jane.request@example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('[data-testid="enquiry-sent"]').textContent()).toContain('received');
    const [m] = await messages();
    expect(m).toMatchObject({
      kind: 'charter',
      name: 'Jane Request',
      subject: `Kiralama talebi: ${boat!.name}`,
      boat: { slug: boat!.slug },
      startDate: `${year}-07-04`,
      guests: 6,
      preferredContact: 'email',
    });
  });

  it('at 390 px the boat page keeps a price bar that jumps to the booking form; the phone menu lists the boat types', async () => {
    const [boat] = (await api<{ content: { slug: string }[] }>('/v1/searchboats?order=boat_asc&take=1')).content;
    const { page } = await openBrowser({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/boat/${boat!.slug}`);
    await hydrated(page);
    const bar = page.locator('[data-testid="boat-bar"]');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toMatch(/Günlük/);
    // The bar sits at the bottom of the screen while the form is far below.
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800);
    const formTop = await page.locator('#booking-title').evaluate((h) => h.getBoundingClientRect().top);
    expect(formTop).toBeGreaterThan(844);
    await page.locator('[data-testid="boat-bar-link"]').click();
    await expect
      .poll(() => page.locator('#booking-title').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(844);
    // The heading lands whole below the sticky header.
    await page.waitForTimeout(300);
    const top = await page.locator('#booking-title').evaluate((h) => h.getBoundingClientRect().top);
    const headerBottom = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'boat-bar-jump-390.png') });

    await page.locator('[data-testid="menu-toggle"]').click();
    await page.locator('[data-testid="mobile-boat-types"] a').first().waitFor();
    expect(await page.locator('[data-testid="mobile-boat-types"] a').count()).toBeGreaterThan(1);

    // The listing's filters fold behind a button naming how many are set.
    await page.goto(`${baseUrl()}/listing?type=1&guests=4`);
    await hydrated(page);
    expect(await page.locator('#listing-filters').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtrele (2)' }).click();
    expect(await page.locator('#listing-filters').isVisible()).toBe(true);
  });

  it('past listing dates show the API message with 400, in English on English pages', async () => {
    const { page } = await openBrowser({ javaScriptEnabled: false });
    const res = await page.goto(`${baseUrl()}/listing?from=2020-06-01&to=2020-06-05`);
    expect(res?.status()).toBe(400);
    expect(await page.locator('[data-testid="listing-refused"]').textContent()).toContain('geçmiş bir gün olamaz');
    const en = await page.goto(`${baseUrl()}/en/listing?from=2020-06-01&to=2020-06-05`);
    expect(en?.status()).toBe(400);
    expect(await page.locator('[data-testid="listing-refused"]').textContent()).toBe(
      'A date in the past cannot be chosen.',
    );
  });

  it('the booking form says typed dates are taken and offers the nearest free range', async () => {
    const boats = (await api<{ content: { slug: string }[] }>('/v1/searchboats?order=boat_asc&take=30')).content;
    const year = new Date().getFullYear() + 1;
    let found: { slug: string; start: string; end: string } | undefined;
    for (const b of boats) {
      const { occupied } = (
        await api<{ content: { occupied: { start: string; end: string }[] } }>(
          `/v1/boats/${b.slug}/availability?from=${year}-05-01&to=${year}-10-01`,
        )
      ).content;
      const long = occupied.find((o) => Date.parse(o.end) - Date.parse(o.start) >= 3 * 86_400_000);
      if (long) {
        const start = new Date(Date.parse(long.start) + 86_400_000).toISOString().slice(0, 10);
        const end = new Date(Date.parse(long.start) + 3 * 86_400_000).toISOString().slice(0, 10);
        found = { slug: b.slug, start, end };
        break;
      }
    }
    expect(found).toBeDefined();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/en/boat/${found!.slug}`);
    await hydrated(page);
    const form = page.locator('[data-testid="booking-form"]');
    await form.locator('input[name="start"]').fill(found!.start);
    await form.locator('input[name="end"]').fill(found!.end);
    await page.locator('[data-testid="dates-taken"]').waitFor();
    expect(await page.locator('[data-testid="dates-taken"]').textContent()).toContain('These dates are taken.');
    expect(await form.getByRole('button', { name: 'Send booking request' }).isDisabled()).toBe(true);
    await page.locator('[data-testid="nearest-free"]').click();
    await page.locator('[data-testid="quote-total"]').waitFor();
    const start = await form.locator('input[name="start"]').inputValue();
    const end = await form.locator('input[name="end"]').inputValue();
    expect(Date.parse(end) - Date.parse(start)).toBe(2 * 86_400_000);
    expect(await page.locator('[data-testid="dates-taken"]').count()).toBe(0);
  });

  it('the gallery opens full screen: arrows move, Tab stays inside, Esc closes and gives the focus back', async () => {
    const [boat] = (await api<{ content: { slug: string }[] }>('/v1/searchboats?order=boat_asc&take=1')).content;
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/en/boat/${boat!.slug}`);
    await hydrated(page);
    const opener = page.locator('[data-testid="gallery"] .gallery-open').first();
    await opener.click();
    const box = page.locator('[data-testid="lightbox"]');
    await box.waitFor();
    const count = await page.locator('[data-testid="lightbox-count"]').textContent();
    const total = Number(count!.split('/')[1]);
    expect(count).toBe(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-testid="lightbox-count"]').textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('[data-testid="lightbox-count"]').textContent()).toBe(`${total} / ${total}`);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
