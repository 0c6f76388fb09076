import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminApi,
  adminLogin,
  apiLogin,
  logInThroughForm,
  screenshot,
  sessionOf,
  setStoredSession,
  storedSession,
  toastText,
} from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

const openAsAdmin = async (page: Page, path: string) => {
  const { email, password } = adminLogin();
  await setStoredSession(page, sessionOf(await apiLogin(email, password)));
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('.adm-header');
};

/** Top-level sidebar entries (links and group buttons), without badges. */
const topEntries = (page: Page) =>
  page.locator('.adm-menu > li > a > span:first-child, .adm-menu > li > button > span:first-child').allTextContents();
const groupLinks = (page: Page, id: string) =>
  page.locator(`.adm-group[data-group="${id}"] ul a > span:first-child`).allTextContents();

/** Every screen built on this branch, for the screenshot sweep. */
const SCREENS = [
  'users',
  'partners',
  'marina',
  'towndistrict',
  'boattypes',
  'templates/mailtemplates',
  'templates/outbox',
  'contact',
  'comments',
  'subscriber',
  'blog',
  'website/about',
  'website/team',
  'website/ourdocs',
  'website/faq',
  'website/bank',
  'website/rental',
  'website/cancel',
  'website/privacy',
  'website/kvkk',
  'website/howrent',
  'settings/exchange',
  'settings/site',
  'settings/contact',
  'settings/social',
  'settings/backup',
  'settings/webhooks',
];

describe('admin frame', () => {
  it('ADMIN sees the full menu with groups, and only one group is open at a time', async () => {
    const { page } = await openBrowser({ width: 1440 });
    await openAsAdmin(page, '/dashboard');
    expect(await topEntries(page)).toEqual([
      'Ana sayfa',
      'Kullanıcılar',
      'İş ortakları',
      'Tekneler',
      'Rezervasyon yönetimi',
      'Mail şablonları',
      'İletişim formu',
      'Yorumlar',
      'Aboneler',
      'Blog',
      'Web sitesi içerikleri',
      'Ayarlar',
    ]);
    const toggle = (label: string) => page.locator('.adm-group-toggle', { hasText: label });
    await toggle('Tekneler').click();
    expect(await groupLinks(page, 'boats')).toEqual(['Tekneler', 'Marinalar / İlçeler', 'Tekne tipleri']);
    expect(await toggle('Tekneler').getAttribute('aria-expanded')).toBe('true');
    await toggle('Rezervasyon yönetimi').click();
    expect(await groupLinks(page, 'reservations')).toEqual(['Rezervasyonlar', 'Manuel kapatma', 'Doluluk takvimi']);
    await toggle('Ayarlar').click();
    expect(await groupLinks(page, 'settings')).toEqual([
      'Döviz kuru',
      'Site',
      'İletişim',
      'Sosyal medya',
      'Yedekler',
      "Webhook'lar",
    ]);
    await toggle('Web sitesi içerikleri').click();
    expect(await groupLinks(page, 'website')).toEqual([
      'Hakkımızda',
      'Ekibimiz',
      'Belgelerimiz',
      'SSS',
      'Banka bilgileri',
      'Kiralama sözleşmesi',
      'İptal koşulları',
      'Gizlilik',
      'KVKK',
      'Nasıl kiralarım',
    ]);
    expect(await page.locator('.adm-group-toggle[aria-expanded="true"]').count()).toBe(1);
    expect(await page.locator('.adm-group ul:not([hidden])').count()).toBe(1);
    await page.locator('.adm-group[data-group="website"] a', { hasText: 'KVKK' }).click();
    await page.waitForURL(/\/dashboard\/website\/kvkk$/);
    await page.getByRole('heading', { name: 'KVKK aydınlatma metni' }).waitFor();
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex,nofollow');
  });

  it('OWNER sees home, boats, reservations and the occupancy of their boats only, and an ADMIN screen shows a notice instead of calling the API', async () => {
    const email = `sahip-${Date.now()}@fethiyetekne.com`;
    const password = 'Sahip-parola-2026';
    await adminApi('/v1/admin/users', {
      method: 'POST',
      body: { email, password, role: 'OWNER', firstName: 'Deniz', lastName: 'Kaptan', phone: null },
    });
    const { page } = await openBrowser({ width: 1440 });
    await logInThroughForm(page, email, password);
    expect(await topEntries(page)).toEqual(['Ana sayfa', 'Tekneler', 'Rezervasyonlar', 'Doluluk takvimi']);
    expect(await page.locator('.adm-group-toggle').count()).toBe(0);
    expect(await page.locator('.adm-header').textContent()).toContain('Deniz Kaptan');
    expect(await page.locator('.adm-header').textContent()).toContain('Tekne sahibi');
    const adminCalls: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) adminCalls.push(r.url());
    });
    await page.goto(`${baseUrl()}/dashboard/users`);
    await page.getByText('Bu sayfayı görüntüleme yetkiniz yok.').waitFor();
    expect(adminCalls).toEqual([]);
    expect(await storedSession(page)).not.toBeNull();
    await screenshot(page, 'owner-menu-1440');
  });

  it('the contact badge appears for an unread message and disappears once it is read; badges show only above 0', async () => {
    const unread = await adminApi<{ content: { id: number }[] }>('/v1/admin/contact/messages?unread=true&take=100');
    for (const m of unread.content) await adminApi(`/v1/admin/contact/messages/${m.id}`);
    const { page } = await openBrowser({ width: 1440 });
    await openAsAdmin(page, '/dashboard');
    await page.locator('.adm-menu a', { hasText: 'Kullanıcılar' }).waitFor();
    const counts = (await adminApi<{ content: { reservationCount: number; contactCount: number } }>('/v1/admin/other'))
      .content;
    expect(counts.contactCount).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-badge="contactCount"]').count()).toBe(0);
    if (counts.reservationCount > 0) {
      await expect(page.locator('[data-badge="reservationCount"]').first().textContent()).resolves.toBe(
        String(counts.reservationCount),
      );
    } else {
      expect(await page.locator('[data-badge="reservationCount"]').count()).toBe(0);
    }

    const subject = `Panel rozeti denemesi ${Date.now()}`;
    await api('/v1/website/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rozet Deneme',
        email: 'rozet@example.com',
        subject,
        message: 'Merhaba, bu bir deneme mesajıdır.',
      }),
    });
    await page.reload();
    const badge = page.locator('[data-badge="contactCount"]');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await screenshot(page, 'badges-1440');

    await page.locator('.adm-menu a', { hasText: 'İletişim formu' }).click();
    await page.getByRole('button', { name: `Oku: ${subject}` }).click();
    await page.getByRole('dialog').getByText('Merhaba, bu bir deneme mesajıdır.').waitFor();
    await badge.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Kapat' }).click();
    expect(await page.locator('tr.adm-unread').count()).toBe(0);
  });

  it('shows the site-data error line in the sidebar when site data fails to load', async () => {
    const { page } = await openBrowser({ width: 1440 });
    await page.route(
      (url) => url.pathname === '/v1/website/sitedata',
      (route) => route.abort(),
    );
    await openAsAdmin(page, '/dashboard/users');
    await page.locator('.adm-sidebar').getByText('Failed to load; network/connection error.').waitFor();
  });

  it('at 390 px the sidebar collapses behind a menu button', async () => {
    const { page } = await openBrowser({ width: 390, height: 844 });
    await openAsAdmin(page, '/dashboard/users');
    await page.getByRole('heading', { name: 'Kullanıcılar' }).waitFor();
    expect(await page.locator('.adm-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await page.locator('.adm-menu a', { hasText: 'Blog' }).waitFor({ state: 'visible' });
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.adm-sidebar') as Element).transform === 'none',
    );
    await screenshot(page, 'sidebar-open-390');
    await page.locator('.adm-menu a', { hasText: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Blog' }).waitFor();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.adm-sidebar') as Element).visibility === 'hidden',
    );
  });
});

describe('public pages and the panel bundle', () => {
  it('public pages load none of the panel code', async () => {
    const { page } = await openBrowser();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().then((t) => `${r.url()}\n${t}`));
    });
    for (const path of ['/', '/listing', '/contact']) {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
    }
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const script of loaded) {
      // vike's route table names every page entry; only the entry itself must not be fetched.
      expect(script.split('\n', 1)[0]).not.toContain('pages_dashboard');
      expect(script).not.toContain('adm-sidebar');
      expect(script).not.toContain('Yönetim paneline giriş');
    }
  });
});

describe('admin screens', () => {
  it('boat types: create with inline validation, filter in the URL, edit, confirm before delete', async () => {
    const { page } = await openBrowser({ width: 1440 });
    await openAsAdmin(page, '/dashboard/boattypes');
    const name = `Deneme Tipi ${Date.now()}`;
    await page.getByRole('button', { name: '+ Yeni tekne tipi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Bu alan zorunludur.').waitFor();
    await dialog.getByLabel('Tekne tipi adı').fill(name);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Tekne tipi eklendi.');
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Ada göre ara').fill(name);
    await page.waitForURL(/search=/);
    // The previous rows stay (dimmed, aria-busy) until the filtered answer arrives.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.adm-table tbody tr').length === 1 &&
        document.querySelector('.adm-table-wrap')?.getAttribute('aria-busy') === 'false',
    );
    await page.getByRole('button', { name: `Düzenle: ${name}` }).waitFor();

    const renamed = `${name} (düzenlendi)`;
    await page.getByRole('button', { name: `Düzenle: ${name}` }).click();
    await dialog.getByLabel('Tekne tipi adı').fill(renamed);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Tekne tipi güncellendi.');
    await page.getByRole('cell', { name: renamed, exact: true }).waitFor();

    await page.getByRole('button', { name: `Sil: ${renamed}` }).click();
    await dialog.getByText('silinsin mi?').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: renamed, exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: `Sil: ${renamed}` }).click();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await toastText(page, 'Tekne tipi silindi.');
    await page.getByText('Kayıt bulunamadı.').waitFor();
    const left = await adminApi<{ content: { name: string }[] }>(
      `/v1/admin/boattypes?search=${encodeURIComponent(name)}`,
    );
    expect(left.content).toEqual([]);
  });

  it('users: create an owner with the form, edit the name, deactivate after confirming; the owner can no longer log in', async () => {
    const { page } = await openBrowser({ width: 1440 });
    await openAsAdmin(page, '/dashboard/users');
    const email = `yeni-sahip-${Date.now()}@fethiyetekne.com`;
    await page.getByRole('button', { name: '+ Yeni kullanıcı' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Ad\s*\*?$/).fill('Ali');
    await dialog.getByLabel('Soyad').fill('Reis');
    await dialog.getByLabel('E-posta').fill(email);
    await dialog.getByLabel('Parola').fill('kisa');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('En az 8 karakter girin.').waitFor();
    await dialog.getByLabel('Parola').fill('Ali-Reis-2026');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Kullanıcı oluşturuldu.');
    await page.getByLabel('Ad veya e-posta').fill(email);
    await page.waitForFunction(() => document.querySelectorAll('.adm-table tbody tr').length === 1);
    expect(await page.locator('.adm-table tbody td[data-label="Rol"]').textContent()).toBe('Tekne sahibi');
    await apiLogin(email, 'Ali-Reis-2026');

    await page.getByRole('button', { name: 'Düzenle: Ali Reis' }).click();
    await dialog.getByLabel('Soyad').fill('Kaptan');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Kullanıcı güncellendi.');
    await page.getByRole('cell', { name: 'Ali Kaptan', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Pasifleştir: Ali Kaptan' }).click();
    await dialog.getByRole('button', { name: 'Pasifleştir', exact: true }).click();
    await toastText(page, 'Kullanıcı pasifleştirildi.');
    await page.locator('.adm-table tbody td[data-label="Durum"]', { hasText: 'Pasif' }).waitFor();
    await expect(apiLogin(email, 'Ali-Reis-2026')).rejects.toThrow();
  });

  it('users: the role filter lives in the URL and the list pages by 10', async () => {
    const { page } = await openBrowser({ width: 1440 });
    await openAsAdmin(page, '/dashboard/users?role=OWNER');
    await page.locator('.adm-table tbody tr').first().waitFor();
    const roles = await page.locator('.adm-table tbody td[data-label="Rol"]').allTextContents();
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.length).toBeLessThanOrEqual(10);
    expect(new Set(roles)).toEqual(new Set(['Tekne sahibi']));
    expect(await page.getByLabel('Rol').inputValue()).toBe('OWNER');
  });

  it('a new exchange rate saved in the settings changes the prices on the public site', async () => {
    const before = (await adminApi<{ content: { key: string; value: string }[] }>('/v1/admin/getexchange')).content;
    const dollar = Number(before.find((e) => e.key === 'dollar_exchange_rate')?.value);
    const halved = (Math.round((dollar / 2) * 100) / 100).toFixed(2);
    const { page } = await openBrowser({ width: 1440 });
    const firstPrice = async () => {
      await page.goto(`${baseUrl()}/listing`);
      await hydrated(page);
      await page.selectOption('[data-testid="currency-select"]', 'DOLLAR');
      await page.waitForFunction(() => document.querySelector('[data-price]')?.textContent?.includes('$'));
      return (await page.locator('[data-price]').first().textContent()) ?? '';
    };
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const oldPrice = await firstPrice();
    try {
      await openAsAdmin(page, '/dashboard/settings/exchange');
      const field = page.getByLabel('1 ABD doları (USD) kaç TL');
      await field.fill('abc');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Sıfırdan büyük, en fazla 4 ondalık basamaklı bir sayı girin.').waitFor();
      await field.fill(halved.replace('.', ','));
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await toastText(page, 'Döviz kurları kaydedildi.');
      await screenshot(page, 'settings-exchange-saved-1440');
      // The server reuses rendered pages and site data for up to 60 s.
      let newPrice = oldPrice;
      for (const deadline = Date.now() + 75_000; newPrice === oldPrice && Date.now() < deadline;) {
        await page.waitForTimeout(3_000);
        newPrice = await firstPrice();
      }
      expect(newPrice).not.toBe(oldPrice);
      const ratio = amount(newPrice) / amount(oldPrice);
      expect(ratio).toBeGreaterThan(1.9);
      expect(ratio).toBeLessThan(2.1);
    } finally {
      await adminApi('/v1/admin/exchange/edit', {
        method: 'PUT',
        body: Object.fromEntries(before.map((e) => [e.key, e.value])),
      });
    }
  }, 150_000);

  it.each([1440, 390])(
    'every screen of this branch renders at %i px without horizontal scrolling (screenshots)',
    async (width) => {
      const { page } = await openBrowser({ width, height: 900 });
      await page.goto(`${baseUrl()}/dashboard/login`);
      await page.getByRole('heading', { name: 'Yönetim paneline giriş' }).waitFor();
      await screenshot(page, `login-${width}`);
      await openAsAdmin(page, '/dashboard');
      for (const screen of SCREENS) {
        await page.goto(`${baseUrl()}/dashboard/${screen}`);
        await page.locator('.adm-main h1').waitFor();
        await page.waitForFunction(() => document.querySelectorAll('.adm-main [role="status"]').length === 0);
        expect(await page.locator('.adm-main [role="alert"]').count(), screen).toBe(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, screen).toBeLessThanOrEqual(1);
        await screenshot(page, `${screen.replace(/\//g, '-')}-${width}`);
      }
      await page.goto(`${baseUrl()}/dashboard/users`);
      await page.getByRole('button', { name: '+ Yeni kullanıcı' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
      await page.getByRole('dialog').getByText('Bu alan zorunludur.').first().waitFor();
      await screenshot(page, `users-form-${width}`);
    },
    120_000,
  );
});
