import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, logInThroughForm, SCREENSHOT_DIR, screenshot, toastText } from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

// Issue 22: a visitor books, opens the link of the mail in the outbox, watches the option's countdown
// and fills the passenger list on their own reservation page.

interface Detail {
  forRent: boolean;
  guestsNight: number;
  prices: { startDate: string; endDate: string; minDays: number }[];
}

const sql = postgres(inject('e2eDatabaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

/** A rentable boat and a priced stay far enough ahead not to meet the other files' bookings. */
async function bookableStay(): Promise<{ slug: string; start: string; end: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const { content } = await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100');
  for (const item of content.slice().reverse()) {
    const detail = (await api<{ content: Detail }>(`/v1/boats/${item.slug}`)).content;
    if (!detail.forRent || detail.guestsNight < 2) continue;
    for (const p of detail.prices) {
      for (let offset = 120; offset < 300; offset += 9) {
        const startMs = Math.max(Date.parse(p.startDate), Date.parse(today) + offset * 86_400_000);
        const start = new Date(startMs).toISOString().slice(0, 10);
        const end = new Date(startMs + Math.max(p.minDays, 2) * 86_400_000).toISOString().slice(0, 10);
        if (end > p.endDate) break;
        const quote = await fetch(`${baseUrl()}/v1/boats/${item.slug}/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ start, end }),
        });
        const free = await api<{ content: { occupied: unknown[] } }>(
          `/v1/boats/${item.slug}/availability?from=${start}&to=${end}`,
        );
        if (quote.ok && free.content.occupied.length === 0) return { slug: item.slug, start, end };
      }
    }
  }
  throw new Error('no bookable stay in the demo data');
}

/** The link of the customer's booking mail, as the outbox holds it (the mail reactor writes it after the commit). */
async function linkFromOutbox(reference: string): Promise<URL> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await sql<{ html: string }[]>`
      select o.html from outbox_mails o join reservations r on r.id = o.reservation_id
      where r.reference = ${reference} and o.kind = 'reservation_received_customer'`;
    const href = row && /href="([^"]*\/rezervasyon\/[^"]+)"/.exec(row.html)?.[1];
    if (href) {
      const url = new URL(href.replace(/&amp;/g, '&'));
      // The server writes links on its PUBLIC_URL (here unset: localhost on its port); open it on the test's origin.
      return new URL(`${url.pathname}${url.search}`, baseUrl());
    }
    if (Date.now() > deadline) throw new Error(`no mail with a link for ${reference}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the visitor’s reservation page', () => {
  it('books, opens the mailed link, sees the countdown tick and fills the passenger list', async () => {
    const { slug, start, end } = await bookableStay();
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/boat/${slug}`);
    await hydrated(page);
    const form = page.locator('[data-testid="booking-form"]');
    await form.locator('input[name="start"]').fill(start);
    await form.locator('input[name="end"]').fill(end);
    await form.locator('input[name="guests"]').fill('2');
    await form.locator('[data-testid="quote-total"]').waitFor();
    await form.locator('input[name="name"]').fill('Ece Kaptanoğlu');
    await form.locator('input[name="email"]').fill('ece@example.com');
    await form.locator('input[name="phone"]').fill('+90 532 000 00 00');
    await form.locator('input[name="policy"]').check();
    await form.locator('input[name="kvkk"]').check();
    await form.locator('button[type="submit"]').click();
    const reference = (await page.locator('[data-testid="reservation-reference"]').textContent())!.trim();

    const link = await linkFromOutbox(reference);
    expect(link.pathname).toBe(`/rezervasyon/${reference}`);
    const answer = await page.goto(link.href);
    expect(answer!.status()).toBe(200);
    // One visitor's page: never cached, never indexed.
    expect(answer!.headers()['cache-control']).toBe('private, no-store');
    await hydrated(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
    expect(await page.locator('h1').textContent()).toBe(`Rezervasyonunuz ${reference}`);
    expect(await page.locator('[data-testid="reservation-status"]').textContent()).toContain('Opsiyonda');
    expect(await page.locator('[data-testid="banks"]').count()).toBeLessThanOrEqual(1);

    // The countdown ticks in the browser, from the server's instant.
    const countdown = page.locator('[data-testid="option-countdown"]');
    await page.waitForFunction(() =>
      /saniye/.test(document.querySelector('[data-testid="option-countdown"]')!.textContent ?? ''),
    );
    const first = await countdown.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="option-countdown"]')!.textContent !== before,
      first,
      { timeout: 5000 },
    );
    expect(first).toMatch(/^(\d+ gün )?\d+ saat \d+ dakika \d+ saniye$/);
    // The deadline in Turkey's time with its zone named; the browser runs in Istanbul, so no second clock.
    expect(await page.locator('[data-testid="option-until"]').textContent()).toMatch(
      /^Tarihler şu zamana kadar sizin için tutuluyor: \d{1,2} \S+ \d{4} \d{2}:\d{2}, Türkiye saati \(UTC\+3\)$/,
    );
    expect(await page.locator('[data-testid="your-time"]').count()).toBe(0);
    // A visitor in London also reads it on their own clock, written after hydration only (the server's
    // page has no such text, so hydration meets the markup it rendered).
    expect(await answer!.text()).not.toContain('sizin saatinizle');
    const london = await openBrowser({ timezoneId: 'Europe/London' });
    const mismatches: string[] = [];
    london.page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) mismatches.push(m.text());
    });
    await london.page.goto(link.href);
    await hydrated(london.page);
    const yours = london.page.locator('[data-testid="your-time"]');
    await yours.waitFor();
    expect(mismatches).toEqual([]);
    expect(await yours.textContent()).toMatch(/^ \(sizin saatinizle: \d{2}:\d{2}, \d{1,2} \S+, Europe\/London\)$/);

    // The passenger list: refused with the page's own message, then saved.
    const list = page.locator('[data-testid="passenger-list"]');
    const p1 = list.locator('[data-testid="passenger-1"]');
    await p1.locator('input[name="fullName-0"]').fill('Ece Kaptanoğlu');
    await p1.locator('input[name="nationality-0"]').fill('Türkiye');
    await p1.locator('input[name="documentNo-0"]').fill('12345678901');
    await p1.locator('input[name="birthDate-0"]').fill('1988-04-12');
    await list.locator('input[name="emergencyPhone"]').fill('+90 555 111 22 33');
    await list.locator('button[type="submit"]').click();
    expect(await list.locator('[data-testid="passengers-error"]').textContent()).toContain('1. yolcu');
    await p1.locator('input[name="consent-0"]').check();
    await list.locator('[data-testid="add-passenger"]').click();
    const p2 = list.locator('[data-testid="passenger-2"]');
    await p2.locator('input[name="fullName-1"]').fill('John Smith');
    await p2.locator('input[name="nationality-1"]').fill('United Kingdom');
    await p2.locator('input[name="documentNo-1"]').fill('X1234567');
    await p2.locator('input[name="birthDate-1"]').fill('1986-09-30');
    await p2.locator('input[name="consent-1"]').check();
    // Two guests booked: no third row can be added.
    expect(await list.locator('[data-testid="add-passenger"]').count()).toBe(0);
    await list.locator('button[type="submit"]').click();
    await list.locator('[data-testid="passengers-saved"]').waitFor();
    expect(await list.locator('[data-testid="passengers-entered"]').textContent()).toBe('2 misafirden 2 kişi girildi.');

    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'visitor-reservation.png'), fullPage: true });

    // Stored: the page shows the list again after a reload.
    await page.reload();
    await hydrated(page);
    expect(await page.locator('input[name="fullName-1"]').inputValue()).toBe('John Smith');

    // The visitor asks to cancel; the office sees the request and the list on the reservation screen.
    await page.locator('[data-testid="ask-cancel"]').click();
    await page.getByRole('button', { name: 'Evet, iptalini istiyorum' }).click();
    await page.locator('[data-testid="cancellation-requested"]').waitFor();
    const { page: office } = await openBrowser();
    await logInThroughForm(office, adminLogin().email, adminLogin().password);
    const [row] = await sql<{ id: string }[]>`select id from reservations where reference = ${reference}`;
    await office.goto(`${baseUrl()}/dashboard/reservations/${row!.id}`);
    await office.locator('[data-testid="cancellation-request"]').waitFor();
    const passengers = office.locator('section', { hasText: 'Yolcu listesi (2/2)' }).last();
    await passengers.getByRole('cell', { name: 'John Smith' }).waitFor();
    expect(await passengers.textContent()).toContain('Ece Kaptanoğlu');
    await screenshot(office, 'reservation-visitor-cards-1440');
    await office.locator('[data-testid="cancellation-request"] textarea').fill('Tarih değişikliği önerebiliriz');
    await office.getByRole('button', { name: 'Reddet' }).click();
    await toastText(office, 'İptal talebi reddedildi');
    await page.reload();
    await hydrated(page);
    expect(await page.locator('[data-testid="cancellation-requested"]').count()).toBe(0);
    await page.locator('[data-testid="ask-cancel"]').waitFor();

    // A tampered token is the plain 404 page.
    const t = link.searchParams.get('t')!;
    const tampered = new URL(link.href);
    tampered.searchParams.set('t', (t[0] === 'A' ? 'B' : 'A') + t.slice(1));
    const refused = await page.goto(tampered.href);
    expect(refused!.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Sayfa bulunamadı');
    // Nothing of the reservation (only the visitor's own address comes back, in the language switch).
    expect(await page.locator('main').textContent()).not.toContain(reference);
    expect(await page.content()).not.toContain('Ece');
    expect(refused!.headers()['cache-control']).toBe('private, no-store');

    // The same page in English, under /en (the language switch keeps the token).
    await page.goto(`${baseUrl()}/en/reservation/${reference}?t=${t}`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(`Your booking ${reference}`);
    await page.waitForFunction(() =>
      /\d+ h \d+ min \d+ s/.test(document.querySelector('[data-testid="option-countdown"]')!.textContent ?? ''),
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'visitor-reservation-en.png'), fullPage: true });

    // The office records the deposit (the charter is confirmed): the page offers the contract, which
    // downloads as the PDF in the booking's language.
    const login = await api<{ content: { accessToken: string } }>('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminLogin()),
    });
    const [due] = await sql<{ deposit: number; currency: string }[]>`
      select deposit_minor::int as deposit, currency from reservations where reference = ${reference}`;
    await api(`/v1/admin/reservations/${row!.id}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.content.accessToken}` },
      body: JSON.stringify({
        amount: due!.deposit,
        currency: due!.currency,
        method: 'bank_transfer',
        receivedOn: new Date().toISOString().slice(0, 10),
      }),
    });
    await page.goto(link.href);
    await hydrated(page);
    expect(await page.locator('[data-testid="reservation-status"]').textContent()).toContain('Onaylandı');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="contract"] a').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sozlesme-.+\.pdf$/);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
