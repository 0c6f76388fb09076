import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, apiLogin, screenshot, sessionOf, setStoredSession, toastText } from './admin.js';
import { baseUrl, openBrowser } from './browser.js';

describe("Ayarlar › Webhook'lar", () => {
  it('registers an endpoint, shows its secret once, stops it, and opens its delivery log', async () => {
    const { page } = await openBrowser({ width: 1440 });
    const { email, password } = adminLogin();
    await setStoredSession(page, sessionOf(await apiLogin(email, password)));
    await page.goto(`${baseUrl()}/dashboard/settings/webhooks`);
    await page.getByRole('heading', { name: "Webhook'lar" }).waitFor();

    const url = `https://acente-${Date.now()}.example.com/webhooks`;
    await page.getByRole('button', { name: '+ Yeni webhook adresi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni webhook adresi' });
    await dialog.getByLabel('Adres (https://)').fill(url);
    await dialog.getByLabel(/Teknenin müsaitliği değişti/).uncheck();
    await dialog.getByLabel('Not').fill('Acente rezervasyon sistemi');
    await screenshot(page, 'webhooks-form');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();

    const secret = page.getByRole('dialog', { name: 'İmza anahtarı' });
    expect(await secret.getByLabel('Anahtar').inputValue()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await screenshot(page, 'webhooks-secret');
    await secret.getByRole('button', { name: 'Kaydettim, kapat' }).click();

    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    await row.getByText('Açık', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Kesinleşti');
    expect(await row.textContent()).not.toContain('Müsaitlik');
    await screenshot(page, 'webhooks-list');

    await row.getByRole('link', { name: 'Teslimat kaydı' }).click();
    await page.waitForURL(/\/dashboard\/settings\/webhooks\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Webhook teslimatları' }).waitFor();
    await page.getByText('Bu adrese henüz teslimat yapılmadı.').waitFor();
    await page.getByRole('button', { name: 'Durdur' }).click();
    await toastText(page, 'durduruldu');
    await page.getByRole('button', { name: 'Etkinleştir' }).waitFor();
    await page.getByText(/Bu adrese gönderim durduruldu: Ofis tarafından durduruldu\./).waitFor();
    await screenshot(page, 'webhooks-deliveries');

    // A new secret, shown once: the old one keeps signing beside it for a day.
    await page.getByRole('button', { name: 'Anahtarı yenile' }).click();
    await page
      .getByRole('dialog', { name: 'İmza anahtarını yenile' })
      .getByRole('button', { name: 'Evet, yenile' })
      .click();
    const renewed = page.getByRole('dialog', { name: 'İmza anahtarı' });
    expect(await renewed.getByLabel('Anahtar').inputValue()).toMatch(/^whsec_/);
    await renewed.getByRole('button', { name: 'Kaydettim, kapat' }).click();
  });

  it("lists an endpoint a partner registered with its own key under the partner's name, linked to its page", async () => {
    const { content: partner } = await adminApi<{ content: { id: string; name: string } }>('/v1/admin/partners', {
      method: 'POST',
      body: { name: `Likya Tur ${Date.now()}`, scopes: ['bookings:read'] },
    });
    const { content: key } = await adminApi<{ content: { secret: string } }>(`/v1/admin/partners/${partner.id}/keys`, {
      method: 'POST',
    });
    const url = `https://likya-${Date.now()}.example.com/hooks`;
    const created = await fetch(`${baseUrl()}/v1/partner/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': key.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ url, eventTypes: ['reservation.created'] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const { page } = await openBrowser({ width: 1440 });
    const { email, password } = adminLogin();
    await setStoredSession(page, sessionOf(await apiLogin(email, password)));
    await page.goto(`${baseUrl()}/dashboard/settings/webhooks`);
    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    const owner = row.getByRole('link', { name: partner.name });
    await owner.waitFor();
    expect(await owner.getAttribute('href')).toBe(`/dashboard/partners/${partner.id}`);
  });
});
