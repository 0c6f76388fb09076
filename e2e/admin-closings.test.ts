import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { type ApiReservation, arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('admin manual closings and occupancy calendar', () => {
  it('a manual closing blocks the dates for public booking and shows on the occupancy calendar; clicking a reservation opens it; removing the closing frees the dates', async () => {
    const boat = await arrangeBoat({ priceFrom: `${year}-09-01`, priceTo: `${year}-09-30` });
    const booked = await bookPublicly(boat.slug, `${year}-09-20`, `${year}-09-23`, 'Ahmet Yıldız');
    expect(booked.status).toBe(201);
    const reservation = (
      await adminApi<{ content: ApiReservation }>(`/v1/admin/reservations/${booked.body.content.id}`)
    ).content;

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.getByRole('heading', { name: 'Ana sayfa', level: 1 }).waitFor();
    await page.locator('.ops-stat').first().waitFor();
    await screenshot(page, 'home-1440');

    await page.goto(`${baseUrl()}/dashboard/external`);
    await page.getByRole('heading', { name: 'Manuel kapatma', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ Tarih kapat' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Bu alan zorunludur.').first().waitFor();
    await dialog.getByLabel('Tekne').selectOption({ label: boat.name });
    await dialog.getByLabel('İlk kapalı gün').fill(`${year}-09-10`);
    await dialog.getByLabel('Son kapalı gün (dahil)').fill(`${year}-09-12`);
    await dialog.getByLabel('Neden').selectOption('maintenance');
    await dialog.getByLabel('Not').fill('Motor bakımı');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    // Reported as typed: 10–12 September, not 10–13 (issue 21).
    await toastText(page, `Manuel kapatma kaydedildi: ilk kapalı gün 10.09.${year} – son kapalı gün 12.09.${year}.`);
    const row = page.locator('.adm-table tbody tr', { hasText: 'Motor bakımı' });
    await row.waitFor();
    await screenshot(page, 'external-1440');

    // The public site refuses those dates now.
    const refused = await bookPublicly(boat.slug, `${year}-09-11`, `${year}-09-13`);
    expect(refused.status).toBe(409);
    expect(refused.body.content.message).toBe(
      `Seçilen tarihler (biniş 11.09.${year} – dönüş 13.09.${year}) bu tekne için müsait değil: bir kapatma var (ilk kapalı gün 10.09.${year} – son kapalı gün 12.09.${year}).`,
    );

    // The calendar: Turkish toolbar, weeks from Monday, the closing and the reservation coloured by source.
    await page.goto(`${baseUrl()}/dashboard/occupancy?boat_id=${boat.id}&date=${year}-09-10`);
    const calendar = page.locator('.ops-calendar');
    await calendar.locator('.ops-event-closing', { hasText: 'Motor bakımı' }).first().waitFor();
    for (const label of ['Bugün', 'Geri', 'İleri', 'Ay', 'Hafta'])
      await calendar.getByRole('button', { name: label, exact: true }).waitFor();
    expect((await calendar.locator('.rbc-header').first().textContent())?.toLowerCase()).toMatch(/^pzt/);
    await calendar.locator('.ops-event-option', { hasText: reservation.reference }).first().waitFor();
    for (const legend of [
      'Rezervasyon (opsiyon)',
      'Rezervasyon (onaylı)',
      'Manuel kapatma',
      'iCal',
      'Tekne kapalı tarihi',
    ])
      await page.getByRole('list', { name: 'Renkler' }).getByText(legend).waitFor();
    await screenshot(page, 'occupancy-1440');
    await calendar.getByRole('button', { name: 'Hafta', exact: true }).click();
    await calendar.locator('.ops-event-closing').first().waitFor();
    await calendar.getByRole('button', { name: 'Ay', exact: true }).click();
    await calendar.locator('.ops-event-option', { hasText: reservation.reference }).first().click();
    await page.waitForURL(new RegExp(`/dashboard/reservations/${reservation.id}$`));
    await page.getByRole('heading', { name: `Rezervasyon ${reservation.reference}` }).waitFor();

    // Removing the closing (after a confirm) frees the dates.
    await page.goto(`${baseUrl()}/dashboard/external?boat_id=${boat.id}`);
    await page
      .getByRole('button', { name: /^Kaldır:/ })
      .first()
      .click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Kaldır' }).click();
    await toastText(page, 'Manuel kapatma kaldırıldı.');
    await page.locator('.adm-table tbody tr', { hasText: 'Kaldırıldı' }).waitFor();
    expect((await bookPublicly(boat.slug, `${year}-09-11`, `${year}-09-13`)).status).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/dashboard/occupancy?boat_id=${boat.id}&date=${year}-09-20`);
    await page.locator('.ops-calendar .rbc-event').first().waitFor();
    await screenshot(page, 'occupancy-390');
    await page.goto(`${baseUrl()}/dashboard/external`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'external-390');
    await page.goto(`${baseUrl()}/dashboard`);
    await page.locator('.ops-stat').first().waitFor();
    await screenshot(page, 'home-390');
  });

  it('the home screen lists today’s departures and options expiring within 24 hours', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const boat = await arrangeBoat({ priceFrom: day(-1), priceTo: day(30) });
    const { content: r } = await adminApi<{ content: ApiReservation }>('/v1/admin/reservations', {
      method: 'POST',
      body: {
        boat_id: boat.id,
        start: day(0),
        end: day(2),
        guests: 2,
        customer: { name: 'Bugün Binen', phone: '+90 555 222 33 44' },
        confirm: true,
      },
    });
    // An option is held at most until its first day, so the expiring one starts later.
    const { content: option } = await adminApi<{ content: ApiReservation }>('/v1/admin/reservations', {
      method: 'POST',
      body: {
        boat_id: boat.id,
        start: day(5),
        end: day(7),
        guests: 2,
        customer: { name: 'Opsiyonlu Müşteri', phone: '+90 555 222 33 45' },
        optionHours: 6,
      },
    });
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    const departures = page.locator('section', { has: page.getByRole('heading', { name: /^Bugün binişler/ }) });
    await departures.getByText(boat.name).waitFor();
    expect(await departures.textContent()).toContain('Bugün Binen');
    await screenshot(page, 'home-today-1440');
    const expiring = page.locator('section', {
      has: page.getByRole('heading', { name: 'Süresi 24 saat içinde dolacak opsiyonlar' }),
    });
    expect(await expiring.getByRole('link', { name: r.reference }).count()).toBe(0);
    await expiring.getByRole('link', { name: option.reference }).click();
    await page.waitForURL(new RegExp(`/dashboard/reservations/${option.id}$`));
  });
});

describe('admin boat iCal tab', () => {
  it('creates a boat’s export feed, previews another boat’s feed without changing anything, syncs it into the date blocks and removes it', async () => {
    const source = await arrangeBoat({ priceFrom: `${year}-11-01`, priceTo: `${year}-11-30` });
    const target = await arrangeBoat({ priceFrom: `${year}-11-01`, priceTo: `${year}-11-30` });
    await adminApi('/v1/admin/external', {
      method: 'POST',
      body: { boat_id: source.id, start_date: `${year}-11-10`, end_date: `${year}-11-14`, kind: 'external_booking' },
    });

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/boats/${source.id}?tab=ical`);
    await page.getByRole('button', { name: 'Takvim adresi oluştur' }).click();
    // The first address renews nothing (issue 21).
    expect(await toastText(page, 'Takvim adresi')).toContain('Takvim adresi oluşturuldu.');
    expect(await page.getByText('eski adres artık çalışmaz').count()).toBe(0);
    const feed = page.getByLabel('Takvim adresi');
    await feed.waitFor();
    const url = await feed.inputValue();
    expect(url).toMatch(new RegExp(`/v1/calendar/${source.id}\\.ics\\?token=`));

    await page.goto(`${baseUrl()}/dashboard/boats/${target.id}?tab=ical`);
    await page.getByLabel('iCal adresi').fill(url);
    await page.getByRole('button', { name: 'Önizle' }).click();
    await page.getByText('Önizleme (henüz hiçbir şey değişmedi)').waitFor();
    await page.getByText('Eklenecek (1)').waitFor();
    // The block as the office typed the closing: 10–14 November, both closed.
    await page.getByText(`ilk kapalı gün 10.11.${year} – son kapalı gün 14.11.${year}`).waitFor();
    expect(
      (await adminApi<{ content: { dates: unknown[] }[] }>(`/v1/admin/boats/withdates?boat_id=${target.id}`)).content[0]
        ?.dates,
    ).toEqual([]);
    await page.getByRole('button', { name: 'Adresi kaydet' }).click();
    await toastText(page, 'Tekne güncellendi.');
    await page.getByRole('button', { name: 'Şimdi eşitle' }).click();
    await toastText(page, 'iCal takvimi eşitlendi.');
    await page.getByText('Eşitleme sonucu').waitFor();
    // After the sync the groups say what happened, not what will.
    await page.getByText('Eklendi (1)').waitFor();
    expect(await page.getByText(/Eklenecek|Değişecek|Silinecek/).count()).toBe(0);
    await screenshot(page, 'boat-ical-sync-1440');

    await page.getByRole('tab', { name: 'Tarihler' }).click();
    await page.locator('.adm-table tbody tr', { hasText: 'iCal' }).waitFor();

    await page.getByRole('tab', { name: 'iCal' }).click();
    await page.getByRole('button', { name: 'iCal adresini kaldır' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'iCal adresini kaldır' }).click();
    await toastText(page, 'iCal adresi kaldırıldı.');
    await expect
      .poll(
        async () =>
          (await adminApi<{ content: { dates: unknown[] }[] }>(`/v1/admin/boats/withdates?boat_id=${target.id}`))
            .content[0]?.dates,
      )
      .toEqual([]);
  });
});
