import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot } from './admin.js';
import { type ApiReservation } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

interface Boat {
  id: number;
  name: string;
}

/** A rentable boat at `marinaId` with `guests` guests (day and night), priced for the summer. */
async function arrange(name: string, marinaId: number, typeId: number, ownerId: number, guests: number) {
  const { content: boat } = await adminApi<{ content: Boat }>('/v1/admin/boats', {
    method: 'POST',
    body: { name, boatTypeId: typeId, marinaId, ownerId, lengthM: 18, guestsDay: guests, guestsNight: guests },
  });
  await adminApi('/v1/admin/boats/price', {
    method: 'POST',
    body: { boat_id: boat.id, startDate: d('05-01'), endDate: d('10-31'), dailyPriceMinor: 1_500_000, currency: 'TRY' },
  });
  return boat;
}

describe('the fleet grid (Filo view of the occupancy screen)', () => {
  it('the office finds a free boat for 8 guests for 10–17 June, drags across its days and books it with those dates; the keyboard opens a block and starts a closing', async () => {
    const stamp = Date.now().toString(36);
    const { content: marina } = await adminApi<{ content: { id: number } }>('/v1/admin/marina', {
      method: 'POST',
      body: { name: `Filo Marina ${stamp}` },
    });
    const { content: type } = await adminApi<{ content: { id: number } }>('/v1/admin/boattypes', {
      method: 'POST',
      body: { name: `Filo Gulet ${stamp}` },
    });
    const ownerId = (await adminApi<{ content: { id: number }[] }>('/v1/admin/users/select?role=OWNER')).content[0]!.id;
    const booked = await arrange(`Filo Dolu ${stamp}`, marina.id, type.id, ownerId, 10);
    const small = await arrange(`Filo Küçük ${stamp}`, marina.id, type.id, ownerId, 6);
    const free = await arrange(`Filo Boş ${stamp}`, marina.id, type.id, ownerId, 10);
    const { content: taken } = await adminApi<{ content: ApiReservation }>('/v1/admin/reservations', {
      method: 'POST',
      body: { boat_id: booked.id, start: d('06-12'), end: d('06-15'), guests: 6, customer: { name: 'Selin Aksoy' } },
    });

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/occupancy`);
    await page.getByRole('navigation', { name: 'Görünüm' }).getByRole('link', { name: 'Filo' }).click();
    const grid = page.getByRole('grid', { name: /Filo takvimi/ });
    const rowOf = (name: string) => grid.getByRole('row').filter({ has: page.locator('.fg-boat', { hasText: name }) });
    await grid.waitFor();

    // The window: June, 30 days; the filters: the marina, 8 guests, free from the 10th to the 17th.
    const filters = page.getByRole('search', { name: 'Filo takvimi süzgeci' });
    await filters.getByLabel('İlk gün').fill(d('06-01'));
    await filters.getByLabel('Marina').selectOption({ label: `Filo Marina ${stamp}` });
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(3);
    await rowOf(`Filo Dolu ${stamp}`).getByText(taken.reference).waitFor();
    await filters.getByLabel('Misafir (en az)').fill('8');
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(2);
    await filters.getByLabel('Boş: biniş').fill(d('06-10'));
    await filters.getByLabel('Boş: dönüş').fill(d('06-17'));
    await expect
      .poll(() => grid.getByRole('rowheader').allTextContents())
      .toEqual([`Filo Boş ${stamp}10 kişi · Filo Marina ${stamp}`]);
    expect(await page.locator('.fg-count').textContent()).toContain('1 tekne');
    await screenshot(page, 'occupancy-fleet-1440');

    // Drag across 10–16 June (seven nights) on the free boat's row.
    const row = rowOf(`Filo Boş ${stamp}`);
    const cell = (day: number) => row.locator(`[role="gridcell"][data-col="${day - 1}"]`);
    expect(await cell(10).getAttribute('aria-label')).toBe(`10 Haziran ${year} ${weekday(d('06-10'))}: boş`);
    await cell(10).hover();
    await page.mouse.down();
    await cell(13).hover();
    await cell(16).hover();
    expect(await row.locator('[aria-selected="true"]').count()).toBe(7);
    await page.mouse.up();
    const chooser = page.locator('dialog[open]');
    await chooser.getByText(`Rezervasyon: biniş 10.06.${year} – dönüş 17.06.${year} (7 gece)`).waitFor();
    await chooser.getByText(`Kapatma: 10.06.${year} – 16.06.${year} (son gün dahil)`).waitFor();
    await screenshot(page, 'occupancy-fleet-chooser-1440');
    await chooser.getByRole('button', { name: 'Rezervasyon oluştur' }).click();

    // The office's new-reservation form, filled with the boat, the dates and the guests.
    await page.getByRole('heading', { name: 'Yeni rezervasyon', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Tekne').inputValue()).toBe(String(free.id));
    expect(await page.getByLabel('Biniş günü').inputValue()).toBe(d('06-10'));
    expect(await page.getByLabel('Dönüş günü').inputValue()).toBe(d('06-17'));
    expect(await page.getByLabel('Misafir sayısı').inputValue()).toBe('8');
    await page.getByLabel('Müşteri adı soyadı').fill('Murat Şen');
    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();
    await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
    const id = /reservations\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const made = (
      await adminApi<{
        content: ApiReservation & { boat: { id: number }; start: string; end: string; guests: number };
      }>(`/v1/admin/reservations/${id}`)
    ).content;
    expect(made).toMatchObject({ start: d('06-10'), end: d('06-17'), guests: 8, status: 'option' });
    expect(made.boat.id).toBe(free.id);

    // Back on the grid (same filters but the free range): the new booking is a block; the keyboard opens it.
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo&from=${d('06-01')}&days=30&marina=${marina.id}`);
    await grid.waitFor();
    const freeRow = rowOf(`Filo Boş ${stamp}`);
    await freeRow.getByText(made.reference).waitFor();
    await grid.focus();
    // Rows by name: Filo Boş, Filo Dolu, Filo Küçük. The focus starts on the first day of the first row.
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    expect(await grid.getAttribute('aria-activedescendant')).toBe(await cell(10).getAttribute('id'));
    expect(await cell(10).getAttribute('aria-label')).toContain(
      `Rezervasyon (opsiyon): ${made.reference} · Murat Şen, biniş 10.06.${year} – dönüş 17.06.${year}`,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/dashboard/reservations/${id}$`));

    // A closing by keyboard on the small boat: Enter on the 20th, two days right, Enter; then "Tarih kapat".
    await page.goBack();
    await grid.waitFor();
    await grid.focus();
    const smallRow = rowOf(`Filo Küçük ${stamp}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    for (let i = 0; i < 19; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await smallRow.locator('[aria-selected="true"]').count()).toBe(3);
    await page.keyboard.press('Enter');
    await chooser.getByText(`Kapatma: 20.06.${year} – 22.06.${year} (son gün dahil)`).waitFor();
    await chooser.getByRole('button', { name: 'Tarih kapat' }).click();
    const form = page.locator('dialog[open]');
    await form.getByRole('heading', { name: 'Tarih kapat' }).waitFor();
    await expect.poll(() => form.getByLabel('Tekne').inputValue()).toBe(String(small.id));
    expect(await form.getByLabel('İlk kapalı gün').inputValue()).toBe(d('06-20'));
    expect(await form.getByLabel('Son kapalı gün (dahil)').inputValue()).toBe(d('06-22'));
    await form.getByLabel('Not').fill('Boya');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.locator('.adm-table tbody tr', { hasText: 'Boya' }).waitFor();
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo&from=${d('06-01')}&days=30&marina=${marina.id}`);
    const closed = rowOf(`Filo Küçük ${stamp}`);
    expect(await closed.locator('[role="gridcell"][data-col="21"]').getAttribute('aria-label')).toContain(
      `Manuel kapatma: Boya, 20.06.${year} – 22.06.${year} (son gün dahil)`,
    );

    // 90 days at 1440 px and a phone.
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo&from=${d('06-01')}&days=90`);
    await grid.getByRole('rowheader').first().waitFor();
    await screenshot(page, 'occupancy-fleet-90-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo&from=${d('06-01')}&days=14&marina=${marina.id}`);
    await grid.getByRole('rowheader').first().waitFor();
    await screenshot(page, 'occupancy-fleet-390');
    // On the phone the filters fold behind "Filtreler (n)": the grid starts within the first screen.
    const toggle = filters.getByRole('button', { name: 'Filtreler (1)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await filters.getByLabel('Marina').isVisible()).toBe(false);
    const gridTop = await grid.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(gridTop).toBeLessThan(500);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await filters.getByLabel('Marina').inputValue()).toBe(String(marina.id));
  });
});

function weekday(day: string): string {
  return ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'][
    new Date(`${day}T00:00:00Z`).getUTCDay()
  ]!;
}
