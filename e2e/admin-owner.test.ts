import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, storedSession } from './admin.js';
import { arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('admin panel as a boat owner', () => {
  it('an OWNER sees only their own boats and reservations, without admin-only toggles, and never gets a 403', async () => {
    const stamp = Date.now();
    const owner = { email: `sahip.${stamp}@fethiyetekne.com`, password: 'Sahip-Parola-2026' };
    const { content: user } = await adminApi<{ content: { id: number } }>('/v1/admin/users', {
      method: 'POST',
      body: { ...owner, role: 'OWNER', firstName: 'Kemal', lastName: 'Öztürk' },
    });
    const own = await arrangeBoat({
      ownerId: user.id,
      priceFrom: `${year}-10-01`,
      priceTo: `${year}-10-31`,
      name: `Kemal Bey ${stamp}`,
    });
    const other = await arrangeBoat({ priceFrom: `${year}-10-01`, priceTo: `${year}-10-31` });
    expect((await bookPublicly(own.slug, `${year}-10-05`, `${year}-10-08`, 'Burak Şen')).status).toBe(201);
    expect((await bookPublicly(other.slug, `${year}-10-05`, `${year}-10-08`, 'Başka Müşteri')).status).toBe(201);

    const { page } = await openBrowser({ width: 1440, height: 900 });
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401 || res.status() === 403) refused.push(`${res.status()} ${res.url()}`);
    });
    await logInThroughForm(page, owner.email, owner.password);
    await page.getByText('Yalnızca kendi teknelerinizin bilgileri gösterilir.', { exact: false }).waitFor();
    await page.locator('.ops-stat').first().waitFor();
    expect(await page.locator('.ops-stat', { hasText: 'Tekne' }).locator('strong').textContent()).toBe('1');
    await screenshot(page, 'home-owner-1440');
    const menu = page.locator('.adm-menu');
    expect((await menu.locator('a').allTextContents()).map((t) => t.replace(/\d+$/, '').trim())).toEqual([
      'Ana sayfa',
      'Tekneler',
      'Rezervasyonlar',
      'Doluluk takvimi',
    ]);

    await page.goto(`${baseUrl()}/dashboard/boats`);
    await page.locator('.adm-table tbody tr', { hasText: own.name }).waitFor();
    expect(await page.locator('.adm-table tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(Popüler|Ayın teknesi):/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Sıra' }).count()).toBe(0);
    expect(await page.getByLabel('Popüler').count()).toBe(0);
    await page.getByRole('button', { name: `Satılık: ${own.name}` }).click();
    await page.locator('.Toastify__toast', { hasText: 'Tekne durumu güncellendi.' }).waitFor();
    await screenshot(page, 'boats-owner-1440');

    await page.goto(`${baseUrl()}/dashboard/boats/${own.id}`);
    await page.getByRole('tab', { name: 'Fiyatlar' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Yorumlar' }).count()).toBe(0);
    expect(await page.getByLabel('Tekne sahibi').count()).toBe(0);
    await page.getByLabel('Tekne tipi').locator('option').nth(1).waitFor({ state: 'attached' });

    await page.goto(`${baseUrl()}/dashboard/reservations`);
    await page.locator('.adm-table tbody tr', { hasText: 'Burak Şen' }).waitFor();
    expect(await page.locator('.adm-table tbody tr').count()).toBe(1);
    expect(await page.locator('.adm-table tbody', { hasText: 'Başka Müşteri' }).count()).toBe(0);
    await page.locator('.adm-table tbody tr').first().getByRole('link').first().click();
    await page.getByRole('list', { name: 'İşlem geçmişi' }).waitFor();

    expect(await page.getByRole('link', { name: 'Ödemeler' }).count()).toBe(0);

    // The occupancy of their own boats: the calendar and the fleet grid (issue 21, point 1).
    await page.goto(`${baseUrl()}/dashboard/occupancy?date=${year}-10-05`);
    await page.locator('.ops-calendar .rbc-event', { hasText: own.name }).first().waitFor();
    expect(await page.locator('.ops-calendar .rbc-event', { hasText: other.name }).count()).toBe(0);
    await page.goto(`${baseUrl()}/dashboard/occupancy?view=filo&from=${year}-10-01`);
    const grid = page.getByRole('grid', { name: /Filo takvimi/ });
    await grid.getByRole('rowheader', { name: new RegExp(own.name) }).waitFor();
    expect(await grid.getByRole('rowheader').count()).toBe(1);

    // Screens outside the OWNER menu, opened by URL: the same "no permission" screen as any forbidden one.
    for (const [path, title] of [
      ['external', 'Manuel kapatma'],
      ['transactions', 'Ödemeler'],
      ['users', 'Kullanıcılar'],
    ] as const) {
      await page.goto(`${baseUrl()}/dashboard/${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.locator('.adm-main p[role="alert"]').textContent(), path).toBe(
        'Bu sayfayı görüntüleme yetkiniz yok.',
      );
      expect(await page.locator('.adm-table, .ops-calendar').count(), path).toBe(0);
      if (path === 'transactions') await screenshot(page, 'owner-forbidden-transactions-1440');
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/dashboard`);
    await page.locator('.ops-stat').first().waitFor();
    await screenshot(page, 'home-owner-390');

    expect(refused).toEqual([]);
    expect(await storedSession(page)).not.toBeNull();
  });
});

describe('day-to-day screens at both widths', () => {
  it.each([1440, 390])('every screen renders at %i px without horizontal scrolling', async (width) => {
    const year = new Date().getFullYear() + 1;
    const boat = await arrangeBoat({ priceFrom: `${year}-12-01`, priceTo: `${year}-12-31` });
    const booked = await bookPublicly(boat.slug, `${year}-12-10`, `${year}-12-12`, 'Genişlik Deneme');
    const { page } = await openBrowser({ width, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    const screens = [
      '',
      'boats',
      'boats/new',
      ...['', '?tab=fiyatlar', '?tab=tarihler', '?tab=gorseller', '?tab=yorumlar', '?tab=ical'].map(
        (tab) => `boats/${boat.id}${tab}`,
      ),
      'reservations',
      'reservations/new',
      `reservations/${booked.body.content.id}`,
      'transactions',
      'external',
      `occupancy?date=${year}-12-10`,
    ];
    for (const path of screens) {
      await page.goto(`${baseUrl()}/dashboard/${path}`);
      await page.locator('.adm-main h1').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.adm-main .adm-spinner').length === 0);
      expect(await page.locator('.adm-main [role="alert"]').count(), path).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
  });
});
