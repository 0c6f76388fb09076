import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { type ApiReservation, arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

// Issue 21, the charter office: payments the office can trust, and a reservation screen that fits 1440 px.
describe('the charter office: payments', () => {
  it('records the deposit without confirming when the switch is off, then pre-fills the balance; the payments table fits at 1440 px', async () => {
    const boat = await arrangeBoat({ priceFrom: `${year}-05-01`, priceTo: `${year}-05-31` });
    const booked = await bookPublicly(boat.slug, `${year}-05-10`, `${year}-05-15`, 'Ece Kaptan');
    expect(booked.status).toBe(201);
    const r = (
      await adminApi<{ content: ApiReservation & { total: number } }>(
        `/v1/admin/reservations/${booked.body.content.id}`,
      )
    ).content;

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/reservations/${r.id}`);
    await page.getByRole('heading', { name: `Rezervasyon ${r.reference}` }).waitFor();

    await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
    const dialog = page.locator('dialog[open]');
    const money = (minor: number) => String(minor / 100).replace('.', ',');
    expect(await dialog.getByLabel(/^Tutar/).inputValue()).toBe(money(r.deposit));
    // Below the deposit nothing is announced; reaching it, the warning and its switch appear.
    await dialog.getByLabel(/^Tutar/).fill(money(r.deposit - 100));
    expect(await dialog.getByText('kaydedince rezervasyon onaylanacak.').count()).toBe(0);
    await dialog.getByLabel(/^Tutar/).fill(money(r.deposit));
    await dialog.getByText('kaydedince rezervasyon onaylanacak.').waitFor();
    await dialog.getByLabel('Rezervasyonu onayla').uncheck();
    await dialog.getByText('Rezervasyon opsiyonda kalacak').waitFor();
    await screenshot(page, 'payment-keep-option-1440');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Ödeme kaydedildi.');
    await page.locator('.adm-page-header .adm-tag', { hasText: 'Opsiyon' }).waitFor();
    await page.getByText('ofis onaylamadan kaydetti, rezervasyon opsiyonda kaldı').waitFor();

    // What is due next now is the balance.
    await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
    expect(await dialog.getByLabel(/^Tutar/).inputValue()).toBe(money(r.total - r.deposit));
    await dialog.getByText('Sıradaki ödeme: kalan bakiye').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    // The payments table is whole inside the page: no column beyond the right edge.
    const table = page.locator('section[aria-labelledby="res-payments"] table');
    await table.waitFor();
    const fits = await table.evaluate((el) => {
      const wrap = el.parentElement!;
      return { table: el.scrollWidth, wrap: wrap.clientWidth, right: el.getBoundingClientRect().right };
    });
    expect(fits.table).toBeLessThanOrEqual(fits.wrap);
    expect(fits.right).toBeLessThanOrEqual(1440);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'reservation-payments-1440');
  });
});

describe('the charter office: cancellation policies', () => {
  it('sets a boat to Orta, cancels a confirmed reservation 20 days ahead, sees the 50% refund and pays it out', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const boat = await arrangeBoat({ priceFrom: day(1), priceTo: day(60) });
    const booked = await bookPublicly(boat.slug, day(20), day(23), 'İptal Eden');
    expect(booked.status).toBe(201);
    const r = (
      await adminApi<{ content: ApiReservation & { total: number } }>(
        `/v1/admin/reservations/${booked.body.content.id}`,
      )
    ).content;

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/boats/${boat.id}?tab=iptal`);
    await page.getByRole('heading', { name: 'İptal politikası' }).waitFor();

    // A boat date (closed days) is reported as typed: 50–51 days ahead, both closed (issue 21).
    await page.getByRole('tab', { name: 'Tarihler' }).click();
    await page.getByRole('button', { name: '+ Tarih kapat' }).click();
    const closing = page.locator('dialog[open]');
    await closing.getByLabel('İlk kapalı gün').fill(day(50));
    await closing.getByLabel('Son kapalı gün (dahil)').fill(day(51));
    await closing.getByRole('button', { name: 'Kaydet' }).click();
    const tr = (iso: string) => iso.split('-').reverse().join('.');
    await toastText(page, `Kapalı tarih kaydedildi: ilk kapalı gün ${tr(day(50))} – son kapalı gün ${tr(day(51))}.`);
    await page.getByRole('tab', { name: 'İptal politikası' }).click();
    await page.getByLabel(/^Orta/).waitFor();
    await page.getByLabel(/^Orta/).check();
    await screenshot(page, 'boat-policy-1440');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'İptal politikası kaydedildi.');

    // The deposit confirms it; then the office cancels at the customer's request.
    await adminApi(`/v1/admin/reservations/${r.id}/payments`, {
      method: 'POST',
      body: { amount: r.deposit, currency: r.currency, method: 'bank_transfer', receivedOn: day(0) },
    });
    await page.goto(`${baseUrl()}/dashboard/reservations/${r.id}`);
    await page.locator('.adm-page-header .adm-tag', { hasText: 'Onaylı' }).waitFor();
    await page.getByRole('button', { name: 'İptal et' }).click();
    const dialog = page.locator('dialog[open]');
    const half = (r.deposit / 2 / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
    await dialog.getByText('İptal edilirse teknenin iptal politikasına göre iade borcu').waitFor();
    expect(await dialog.getByRole('status', { name: 'İade' }).textContent()).toContain(half);
    await dialog.getByText('Orta: binişten en az 14 gün önce iptalde iade oranı %50').waitFor();
    await screenshot(page, 'cancel-refund-dialog-1440');
    await dialog.getByRole('button', { name: 'İptal et' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'İptal et' }).last().click();
    await toastText(page, 'Rezervasyon iptal edildi; iade borcu');

    const refund = page.locator('section[aria-labelledby="res-refund"]');
    await refund.waitFor();
    expect(await refund.textContent()).toContain(half);
    await page.getByRole('button', { name: 'İade öde' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'İade kaydedildi.');
    await page.locator('section[aria-labelledby="res-payments"] tbody tr', { hasText: '(iade)' }).waitFor();
    await page.getByText(/^İade ödendi:/).waitFor();
    await screenshot(page, 'reservation-refund-1440');
  });
});
