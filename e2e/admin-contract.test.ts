import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { type ApiReservation, arrangeBoat } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('admin: boat papers, the charter contract and the overdue marker', () => {
  it('saves the boat’s papers on the form and downloads a confirmed reservation’s contract as a PDF', async () => {
    const boat = await arrangeBoat({ priceFrom: `${year}-08-01`, priceTo: `${year}-08-31` });
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);

    await page.goto(`${baseUrl()}/dashboard/boats/${boat.id}`);
    await page.getByLabel('Bağlama kütüğü / ruhsatname no').fill('FTH-2019/77');
    await page.getByLabel('Turizm işletme belgesi no').fill('TİB-48-1203');
    await page.getByLabel('Bayrağı').fill('Türk');
    await page.getByLabel('Bağlama limanı').fill('Fethiye');
    await page.getByLabel(/Kalan ödeme teknede alınır/).check();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Tekne güncellendi.');
    const saved = (
      await adminApi<{ content: { registryNumber: string; flag: string; balanceOnBoard: boolean } }>(
        `/v1/admin/boats/${boat.id}`,
      )
    ).content;
    expect(saved).toMatchObject({ registryNumber: 'FTH-2019/77', flag: 'Türk', balanceOnBoard: true });
    await page.getByRole('heading', { name: 'Belgeler (kiralama sözleşmesinde yazar)' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'boat-papers-1440');

    const { content: r } = await adminApi<{ content: ApiReservation }>('/v1/admin/reservations', {
      method: 'POST',
      body: {
        boat_id: boat.id,
        start: `${year}-08-10`,
        end: `${year}-08-14`,
        guests: 4,
        confirm: true,
        customer: { name: 'Şule Gökçe Ilıcak', email: 'sule@example.com' },
      },
    });
    await page.goto(`${baseUrl()}/dashboard/reservations/${r.id}`);
    await page.getByRole('heading', { name: `Rezervasyon ${r.reference}` }).waitFor();
    await screenshot(page, 'reservation-contract-1440');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Sözleşme (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sozlesme-${r.reference}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('marks a reservation whose balance is overdue in the list', async () => {
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    // An overdue balance needs the daily job and a day to pass (tested on an injected clock in
    // remind-balances.test.ts); here the list's answer gets the marker's field on its first row,
    // so the picture shows how the panel draws it.
    await page.route('**/v1/admin/reservations?**', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { content: { balanceOverdueOn: string | null }[] };
      if (json.content[0]) json.content[0].balanceOverdueOn = `${year - 1}-12-01`;
      await route.fulfill({ response, json });
    });
    await page.goto(`${baseUrl()}/dashboard/reservations`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await page.locator('.ops-overdue', { hasText: 'Ödeme gecikti' }).first().waitFor();
    await screenshot(page, 'reservations-overdue-1440');
  });
});
