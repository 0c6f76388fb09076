import { describe, expect, it } from 'vitest';
import { api, hydrated, openBrowser, baseUrl } from './browser.js';

interface Range {
  start: string;
  end: string;
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
const todayInIstanbul = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** A rentable boat with a seeded reservation ahead, and the first such range. */
async function boatWithBooking(): Promise<{ slug: string; range: Range }> {
  const today = todayInIstanbul();
  const to = addDays(today, 700);
  const { content } = await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100');
  for (const { slug } of content) {
    const { occupied } = (
      await api<{ content: { occupied: Range[] } }>(`/v1/boats/${slug}/availability?from=${today}&to=${to}`)
    ).content;
    const range = occupied.find((r) => r.start > today && r.end > addDays(r.start, 2));
    if (range) return { slug, range };
  }
  throw new Error('the demo data has no reservation ahead');
}

describe('boat page availability calendar', () => {
  it('shows a seeded reservation’s days as occupied and not selectable, in Turkish with weeks from Monday', async () => {
    const { slug, range } = await boatWithBooking();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${slug}`);
    await hydrated(page);
    const calendar = page.locator('[data-testid="availability-calendar"]');
    expect(await calendar.locator('thead th').allTextContents()).toEqual([
      'Pzt',
      'Sal',
      'Çar',
      'Per',
      'Cum',
      'Cmt',
      'Paz',
    ]);

    for (let i = monthsBetween(todayInIstanbul(), range.start); i > 0; i--)
      await calendar.getByRole('button', { name: 'Sonraki ay' }).click();
    const months = [
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ];
    expect(await calendar.locator('[data-testid="calendar-month"]').textContent()).toBe(
      `${months[Number(range.start.slice(5, 7)) - 1]} ${range.start.slice(0, 4)}`,
    );

    const first = calendar.locator(`button[data-date="${range.start}"]`);
    await first.and(page.locator('[data-occupied]')).waitFor();
    expect(await first.getAttribute('aria-disabled')).toBe('true');
    expect(await first.getAttribute('aria-label')).toMatch(/, Dolu$/);
    // Monday-first: the day's column is its weekday counted from Monday.
    const column = await first.evaluate((b) => (b.closest('td') as HTMLTableCellElement).cellIndex);
    expect(column).toBe((new Date(`${range.start}T00:00:00Z`).getUTCDay() + 6) % 7);
    // The return day is free again (the end is exclusive).
    const last = addDays(range.end, -1);
    if (last.slice(0, 7) === range.start.slice(0, 7))
      expect(await calendar.locator(`button[data-date="${last}"]`).getAttribute('data-occupied')).toBe('true');

    await first.click({ force: true });
    expect(await page.locator('input[name="start"]').inputValue()).toBe('');
  });

  it('two free days fill the booking form; a range across occupied days is refused; arrows and Page Down move the focus', async () => {
    const { slug, range } = await boatWithBooking();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${slug}`);
    await hydrated(page);
    const calendar = page.locator('[data-testid="availability-calendar"]');
    for (let i = monthsBetween(todayInIstanbul(), range.start); i > 0; i--)
      await calendar.getByRole('button', { name: 'Sonraki ay' }).click();
    await calendar.locator('button[data-occupied]').first().waitFor();

    const freeDays = await calendar
      .locator('button.day:not([aria-disabled])')
      .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.date ?? ''));
    const before = freeDays.filter((d) => d < range.start);
    const after = freeDays.filter((d) => d >= range.end);
    if (before.length >= 2) {
      const [start, end] = [before[0]!, before[1]!];
      await calendar.locator(`button[data-date="${start}"]`).click();
      await calendar.locator(`button[data-date="${end}"]`).click();
      expect(await page.locator('input[name="start"]').inputValue()).toBe(start);
      expect(await page.locator('input[name="end"]').inputValue()).toBe(end);
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="quote"]')?.textContent?.includes('Fiyat için tarih seçin.'),
      );
    }
    if (before.length > 0 && after.length > 0) {
      await calendar.locator(`button[data-date="${before.at(-1)}"]`).click();
      await calendar.locator(`button[data-date="${after[0]}"]`).click();
      expect(await calendar.locator('[data-testid="calendar-status"]').textContent()).toContain('dolu günler var');
      expect(await page.locator('input[name="start"]').inputValue()).toBe(after[0]);
      expect(await page.locator('input[name="end"]').inputValue()).toBe('');
    }

    const day = freeDays[0]!;
    await calendar.locator(`button[data-date="${day}"]`).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date)).toBe(
      addDays(day, 1),
    );
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date)).toBe(
      addDays(day, 8),
    );
    const title = await calendar.locator('[data-testid="calendar-month"]').textContent();
    await page.keyboard.press('PageDown');
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="calendar-month"]')?.textContent !== t,
      title,
    );
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date?.slice(8))).toBe(
      addDays(day, 8).slice(8) <= '28' ? addDays(day, 8).slice(8) : '28',
    );
  });
});

describe('boat page review form', () => {
  it('names each missing field in Turkish, then sends the review and says it appears after approval', async () => {
    const { content } = await api<{ content: { slug: string }[] }>('/v1/searchboats?take=1');
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${content[0]!.slug}`);
    await hydrated(page);
    const form = page.locator('[data-testid="review-form"]');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/comments')) sent.push(r.postData() ?? '');
    });

    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await form.getByText('Adınızı yazın.').waitFor();
    await form.getByText('1 ile 5 arasında bir puan seçin.').waitFor();
    await form.getByText('Yorumunuzu yazın (en az 10 karakter).').waitFor();
    expect(await form.locator('#review-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-name');

    await form.getByLabel('Adınız').fill('Ece');
    await form.getByLabel('4 yıldız').check({ force: true });
    await form.getByLabel('Yorumunuz').fill('Kısa');
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await form.getByText('Yorumunuzu yazın (en az 10 karakter).').waitFor();
    expect(await form.getByText('Adınızı yazın.').count()).toBe(0);
    expect(sent).toEqual([]);

    await form.getByLabel('Yorumunuz').fill('Temiz tekne, güler yüzlü mürettebat; koylar harikaydı.');
    const response = page.waitForResponse((r) => r.url().includes('/comments') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    expect((await response).status()).toBe(201);
    const success = page.locator('[data-testid="review-success"]');
    await success.waitFor();
    expect(await success.textContent()).toContain('onaylandıktan sonra yayınlanacak');
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({
      name: 'Ece',
      rating: 4,
      text: 'Temiz tekne, güler yüzlü mürettebat; koylar harikaydı.',
      language: 'tr',
    });
  });
});

describe('a boat for sale only', () => {
  it('offers a purchase enquiry with its sale price, and no booking form, calendar or cancellation terms', async () => {
    const sale = (await api<{ content: { slug: string; name: string }[] }>('/v1/searchboatsforsale?take=50')).content;
    const rentable = new Set(
      (await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100')).content.map((b) => b.slug),
    );
    const only = sale.find((b) => !rentable.has(b.slug));
    if (!only) throw new Error('the demo data has no boat for sale only');
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${only.slug}`);
    await hydrated(page);
    await page.locator('h1', { hasText: only.name }).waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('Bu tekneyi satın almak için bilgi isteyin');
    expect(main).toContain('Satış fiyatı');
    expect(main).not.toContain('İptal koşulları');
    expect(await page.locator('[data-testid="availability-calendar"]').count()).toBe(0);
    expect(await page.locator('[data-testid="boat-cancellation-policy"]').count()).toBe(0);
    await page.screenshot({ path: 'e2e/screenshots/boat-for-sale-only.png', fullPage: true });
  });
});
