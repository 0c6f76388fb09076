import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { type ApiReservation } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;
/** Money as the panel writes it (tr-TR, two decimals). */
const tl = (minor: number) => (minor / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });

interface Boat {
  id: number;
  name: string;
  slug: string;
}
type Reservation = ApiReservation & {
  total: number;
  paid: number;
  start: string;
  end: string;
  guests: number;
  boat: { id: number };
  extras: { name: string; quantity: number; count: number; subtotal: { amount: number } }[];
};

/** A rentable boat at the marina for `guests` guests, 1 000 € a day all summer. */
async function arrange(name: string, marinaId: number, typeId: number, ownerId: number, guests: number) {
  const { content: boat } = await adminApi<{ content: Boat }>('/v1/admin/boats', {
    method: 'POST',
    body: { name, boatTypeId: typeId, marinaId, ownerId, lengthM: 20, guestsDay: guests, guestsNight: guests },
  });
  await adminApi('/v1/admin/boats/price', {
    method: 'POST',
    body: { boat_id: boat.id, startDate: d('05-01'), endDate: d('10-31'), dailyPriceMinor: 100_000, currency: 'EUR' },
  });
  return boat;
}

// Issue 21, "Done when": the charter office from the fleet grid to the refund, with a priced extra.
describe('the charter office: fleet grid → reservation → skipper extra → deposit → cancellation under Orta', () => {
  it('finds a free boat for 8 guests for 10–17 June, drags to book it, adds a skipper, records the deposit seeing the confirm warning, cancels under Orta and sees the refund', async () => {
    const stamp = Date.now().toString(36);
    const { content: marina } = await adminApi<{ content: { id: number } }>('/v1/admin/marina', {
      method: 'POST',
      body: { name: `Ekstra Marina ${stamp}` },
    });
    const { content: type } = await adminApi<{ content: { id: number } }>('/v1/admin/boattypes', {
      method: 'POST',
      body: { name: `Ekstra Gulet ${stamp}` },
    });
    const ownerId = (await adminApi<{ content: { id: number }[] }>('/v1/admin/users/select?role=OWNER')).content[0]!.id;
    const busy = await arrange(`Ekstra Dolu ${stamp}`, marina.id, type.id, ownerId, 10);
    const free = await arrange(`Ekstra Boş ${stamp}`, marina.id, type.id, ownerId, 10);
    await adminApi('/v1/admin/reservations', {
      method: 'POST',
      body: { boat_id: busy.id, start: d('06-12'), end: d('06-15'), guests: 6, customer: { name: 'Selin Aksoy' } },
    });
    // A mandatory cleaning fee (it goes into every booking of the boat).
    await adminApi('/v1/admin/boats/extra', {
      method: 'POST',
      body: {
        boat_id: free.id,
        name: 'Temizlik',
        nameEn: 'Cleaning',
        priceMinor: 15_000,
        currency: 'EUR',
        unit: 'booking',
        mandatory: true,
      },
    });

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);

    // The boat's skipper, priced per day, added on the boat screen's Ekstralar tab; its policy set to Orta.
    await page.goto(`${baseUrl()}/dashboard/boats/${free.id}?tab=ekstralar`);
    await page.getByRole('heading', { name: 'Ekstralar', level: 2 }).waitFor();
    await page.getByRole('button', { name: '+ Yeni ekstra' }).click();
    const extraForm = page.locator('dialog[open]');
    await extraForm.getByLabel('Adı (Türkçe)').fill('Kaptan');
    await extraForm.getByLabel('Adı (İngilizce)').fill('Skipper');
    await extraForm.getByLabel('Birim fiyat').fill('150');
    await extraForm.getByLabel('Birim', { exact: true }).selectOption('day');
    await extraForm.getByLabel('En fazla adet').fill('1');
    await screenshot(page, 'boat-extra-form-1440');
    await extraForm.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Ekstra kaydedildi.');
    const extrasTable = page.locator('.adm-table tbody');
    await extrasTable.getByText('Kaptan').waitFor();
    expect(await extrasTable.locator('tr', { hasText: 'Kaptan' }).textContent()).toContain('Gün başına');
    expect(await extrasTable.locator('tr', { hasText: 'Temizlik' }).textContent()).toContain('Zorunlu');
    await screenshot(page, 'boat-extras-1440');
    await page.getByRole('tab', { name: 'İptal politikası' }).click();
    await page.getByLabel(/^Orta/).check();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'İptal politikası kaydedildi.');

    // The fleet grid: the marina, 8 guests, free over 10–17 June: one boat.
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo`);
    const grid = page.getByRole('grid', { name: /Filo takvimi/ });
    await grid.waitFor();
    const filters = page.getByRole('search', { name: 'Filo takvimi süzgeci' });
    await filters.getByLabel('İlk gün').fill(d('06-01'));
    await filters.getByLabel('Marina').selectOption({ label: `Ekstra Marina ${stamp}` });
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(2);
    await filters.getByLabel('Misafir (en az)').fill('8');
    await filters.getByLabel('Boş: biniş').fill(d('06-10'));
    await filters.getByLabel('Boş: dönüş').fill(d('06-17'));
    await expect
      .poll(() => grid.getByRole('rowheader').allTextContents())
      .toEqual([`Ekstra Boş ${stamp}10 kişi · Ekstra Marina ${stamp}`]);

    // Drag across 10–16 June on its row (the mouse, as the office does).
    const row = grid.getByRole('row').filter({ has: page.locator('.fg-boat', { hasText: `Ekstra Boş ${stamp}` }) });
    const cell = (day: number) => row.locator(`[role="gridcell"][data-col="${day - 1}"]`);
    await cell(10).hover();
    await page.mouse.down();
    await cell(13).hover();
    await cell(16).hover();
    await page.mouse.up();
    const chooser = page.locator('dialog[open]');
    await chooser.getByText(`Rezervasyon: biniş 10.06.${year} – dönüş 17.06.${year} (7 gece)`).waitFor();
    await chooser.getByRole('button', { name: 'Rezervasyon oluştur' }).click();
    await page.getByRole('heading', { name: 'Yeni rezervasyon', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Tekne').inputValue()).toBe(String(free.id));
    expect(await page.getByLabel('Misafir sayısı').inputValue()).toBe('8');
    await page.getByLabel('Müşteri adı soyadı').fill('Kerem Yalçın');
    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();
    await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
    const id = /reservations\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const read = async () => (await adminApi<{ content: Reservation }>(`/v1/admin/reservations/${id}`)).content;
    const booked = await read();
    expect(booked).toMatchObject({ start: d('06-10'), end: d('06-17'), guests: 8, status: 'option' });
    // The mandatory cleaning is in from the start: 7 × 1 000 € + 150 €.
    expect(booked.total).toBe(7 * 100_000 + 15_000);
    const extras = page.locator('section[aria-labelledby="res-extras"]');
    await extras.getByText('Temizlik').waitFor();

    // The office adds the skipper: 7 days × 150 €.
    await page.getByRole('button', { name: 'Ekstraları değiştir' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Kaptan: Adet').fill('1');
    await screenshot(page, 'reservation-extras-dialog-1440');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    const total = 7 * 100_000 + 15_000 + 7 * 15_000;
    await toastText(page, `Ekstralar değiştirildi; yeni toplam`);
    await extras.locator('tr', { hasText: 'Kaptan' }).waitFor();
    expect(await extras.locator('tr', { hasText: 'Kaptan' }).textContent()).toContain('gün başına × 7 gün');
    const withSkipper = await read();
    expect(withSkipper).toMatchObject({ total, deposit: total / 5 });
    expect(withSkipper.extras.map((e) => e.name)).toEqual(['Temizlik', 'Kaptan']);
    expect(await page.locator('section[aria-labelledby="res-money"]').textContent()).toContain(tl(total));
    await page.getByText(/^Ekstralar değişti: Temizlik/).waitFor();
    await screenshot(page, 'reservation-extras-1440');

    // The deposit: pre-filled with the 20% of the new total, the dialog says it will confirm.
    await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
    const money = (minor: number) => String(minor / 100).replace('.', ',');
    expect(await dialog.getByLabel(/^Tutar/).inputValue()).toBe(money(total / 5));
    await dialog.getByText('kaydedince rezervasyon onaylanacak.').waitFor();
    await screenshot(page, 'reservation-extras-deposit-1440');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Ödeme kaydedildi.');
    await page.locator('.adm-page-header .adm-tag', { hasText: 'Onaylı' }).waitFor();

    // Cancelled under Orta, more than 30 days ahead: all that was paid comes back.
    await page.getByRole('button', { name: 'İptal et' }).click();
    await dialog.getByText('İptal edilirse teknenin iptal politikasına göre iade borcu').waitFor();
    await dialog.getByText(/Orta: binişten en az 30 gün önce iptalde iade oranı %100/).waitFor();
    expect(await dialog.getByRole('status', { name: 'İade' }).textContent()).toContain(tl(total / 5));
    await screenshot(page, 'reservation-extras-cancel-1440');
    await dialog.getByRole('button', { name: 'İptal et' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'İptal et' }).last().click();
    await toastText(page, 'Rezervasyon iptal edildi; iade borcu');
    const refund = page.locator('section[aria-labelledby="res-refund"]');
    await refund.waitFor();
    expect(await refund.textContent()).toContain(tl(total / 5));
    const cancelled = await read();
    expect(cancelled.status).toBe('cancelled');
    await screenshot(page, 'reservation-extras-refund-1440');
  });

  it('picks an optional extra in the office’s new-reservation form, sees the price with it and finds it on the reservation', async () => {
    const stamp = Date.now().toString(36);
    const { content: opts } = (await (await fetch(`${baseUrl()}/v1/search/boatoptions`)).json()) as {
      content: { marinas: { id: number }[]; boatTypes: { id: number }[] };
    };
    const ownerId = (await adminApi<{ content: { id: number }[] }>('/v1/admin/users/select?role=OWNER')).content[0]!.id;
    const boat = await arrange(`Form Gulet ${stamp}`, opts.marinas[0]!.id, opts.boatTypes[0]!.id, ownerId, 10);
    for (const body of [
      { name: 'Temizlik', priceMinor: 15_000, unit: 'booking', mandatory: true },
      { name: 'Kaptan', priceMinor: 15_000, unit: 'day', maxQuantity: 1 },
      { name: 'Yemek', priceMinor: 3_000, unit: 'person_day' },
    ])
      await adminApi('/v1/admin/boats/extra', { method: 'POST', body: { boat_id: boat.id, currency: 'EUR', ...body } });

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/reservations/new`);
    const price = page.getByRole('region', { name: 'Fiyat' });
    await price.getByText('girilince fiyat burada hesaplanır').waitFor();
    await page.getByLabel('Tekne').selectOption({ label: boat.name });
    await page.getByLabel('Biniş günü').fill(d('07-01'));
    await page.getByLabel('Dönüş günü').fill(d('07-05'));
    await page.getByLabel('Misafir sayısı').fill('4');

    // The boat's extras: the mandatory one as included, the optional ones with a bounded quantity.
    const picker = page.getByRole('group', { name: 'Ekstralar' });
    await picker.getByText('Temizlik').waitFor();
    expect(await picker.locator('li', { hasText: 'Temizlik' }).textContent()).toContain('zorunlu, fiyata dahil');
    expect(await picker.getByLabel('Temizlik: Adet').count()).toBe(0);
    const skipper = picker.getByLabel('Kaptan: Adet');
    expect(await skipper.getAttribute('max')).toBe('1');
    expect(await picker.getByLabel('Yemek: Adet').getAttribute('max')).toBe('100');
    // 4 days × 1 000 € and the cleaning, before anything is picked.
    const totals = price.locator('.ops-money');
    await expect.poll(() => totals.textContent()).toContain(tl(4 * 100_000 + 15_000));
    await skipper.fill('3'); // over its maximum: held at 1
    expect(await skipper.inputValue()).toBe('1');
    const total = 4 * 100_000 + 15_000 + 4 * 15_000;
    await expect.poll(() => totals.textContent()).toContain(tl(total));
    expect(await totals.textContent()).toContain(tl(total / 5));
    expect(await price.locator('tr', { hasText: 'Kaptan' }).textContent()).toContain('gün başına × 4 gün');
    await page.getByLabel('Müşteri adı soyadı').fill('Nazlı Ekstra');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'reservation-new-extras-1440');
    // On a phone, opened as the fleet grid opens it (boat, days and guests in the address).
    const phone = (await openBrowser({ width: 390, height: 844 })).page;
    await logInThroughForm(phone, adminLogin().email, adminLogin().password);
    await phone.goto(
      `${baseUrl()}/dashboard/reservations/new?boat_id=${boat.id}&start=${d('07-01')}&end=${d('07-05')}&guests=4`,
    );
    await phone.getByRole('group', { name: 'Ekstralar' }).getByLabel('Kaptan: Adet').fill('1');
    await expect
      .poll(() => phone.getByRole('region', { name: 'Fiyat' }).locator('.ops-money').textContent())
      .toContain(tl(total));
    await screenshot(phone, 'reservation-new-extras-390');

    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();
    await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
    const id = /reservations\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const extras = page.locator('section[aria-labelledby="res-extras"]');
    await extras.locator('tr', { hasText: 'Kaptan' }).waitFor();
    expect(await extras.locator('tr', { hasText: 'Kaptan' }).textContent()).toContain('gün başına × 4 gün');
    expect(await page.locator('section[aria-labelledby="res-money"]').textContent()).toContain(tl(total));
    const booked = (await adminApi<{ content: Reservation }>(`/v1/admin/reservations/${id}`)).content;
    expect(booked).toMatchObject({ total, deposit: total / 5, guests: 4, start: d('07-01'), end: d('07-05') });
    expect(booked.extras.map((e) => [e.name, e.quantity])).toEqual([
      ['Temizlik', 1],
      ['Kaptan', 1],
    ]);

    // The skipper is deleted from the boat: the reservation keeps it, and changing its extras offers it
    // at the agreed price, at most once, until the office drops it.
    const offered = (
      await adminApi<{ content: { id: number; name: string }[] }>(`/v1/admin/boats/extra?boat_id=${boat.id}`)
    ).content;
    await adminApi(`/v1/admin/boats/extra/${offered.find((e) => e.name === 'Kaptan')!.id}`, { method: 'DELETE' });
    await page.reload();
    await page.getByRole('button', { name: 'Ekstraları değiştir' }).click();
    const dialog = page.locator('dialog[open]');
    const kept = dialog.locator('li', { hasText: 'Kaptan' });
    await kept.waitFor();
    expect(await kept.textContent()).toContain('teknede artık sunulmuyor; anlaşılan fiyatla, en fazla 1');
    expect(await dialog.getByLabel('Kaptan: Adet').inputValue()).toBe('1');
    await dialog.getByLabel('Yemek: Adet').fill('1');
    await screenshot(page, 'reservation-extras-withdrawn-1440');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Ekstralar değiştirildi; yeni toplam');
    const changed = (await adminApi<{ content: Reservation }>(`/v1/admin/reservations/${id}`)).content;
    const withFood = total + 4 * 4 * 3_000;
    expect(changed).toMatchObject({ total: withFood });
    expect(changed.extras.map((e) => [e.name, e.quantity])).toEqual([
      ['Temizlik', 1],
      ['Yemek', 1],
      ['Kaptan', 1],
    ]);
  });

  it('shows the extras on the English boat page and quotes a chosen one in the booking form', async () => {
    const stamp = Date.now().toString(36);
    const { content: opts } = (await (await fetch(`${baseUrl()}/v1/search/boatoptions`)).json()) as {
      content: { marinas: { id: number }[]; boatTypes: { id: number }[] };
    };
    const ownerId = (await adminApi<{ content: { id: number }[] }>('/v1/admin/users/select?role=OWNER')).content[0]!.id;
    const boat = await arrange(`Extras Gulet ${stamp}`, opts.marinas[0]!.id, opts.boatTypes[0]!.id, ownerId, 10);
    for (const body of [
      { name: 'Temizlik', nameEn: 'Cleaning', priceMinor: 15_000, unit: 'booking', mandatory: true },
      { name: 'Kaptan', nameEn: 'Skipper', priceMinor: 15_000, unit: 'day', maxQuantity: 1 },
      { name: 'Yemek', priceMinor: 3_000, unit: 'person_day' },
    ])
      await adminApi('/v1/admin/boats/extra', { method: 'POST', body: { boat_id: boat.id, currency: 'EUR', ...body } });

    const { page } = await openBrowser({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/en/boat/${boat.slug}`);
    const table = page.getByTestId('extras-table');
    await table.waitFor();
    expect(await table.textContent()).toContain('Skipper');
    expect(await table.textContent()).toContain('per day');
    // No English name: the Turkish one, marked as Turkish.
    expect(await table.locator('td[lang="tr"]').textContent()).toBe('Yemek');
    await page.waitForSelector('html[data-hydrated]');
    const form = page.getByTestId('booking-form');
    await form.locator('input[name="start"]').fill(d('07-01'));
    await form.locator('input[name="end"]').fill(d('07-04'));
    await form.locator('input[name="guests"]').fill('4');
    await page.getByTestId('quote-total').waitFor();
    expect(await page.getByTestId('quote-extra').allTextContents()).toEqual([expect.stringContaining('Cleaning')]);
    await form.getByLabel('Skipper: quantity').fill('1');
    await expect.poll(() => page.getByTestId('quote-extra').count()).toBe(2);
    expect(await page.getByTestId('booking-extras').textContent()).toContain('Mandatory, included');
    await screenshot(page, 'boat-page-extras-en-1280');
  });
});
