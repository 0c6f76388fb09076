import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, apiLogin, screenshot, sessionOf, setStoredSession, toastText } from './admin.js';
import { baseUrl, openBrowser } from './browser.js';

describe("Ayarlar › Webhook'lar", () => {
  it('registers an endpoint, shows its secret once, stops it, opens its delivery log and its history', async () => {
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
    const owner = dialog.getByLabel('Adresin sahibi');
    expect(await owner.locator('option:checked').textContent()).toBe('Ofisin kendi adresi');
    await screenshot(page, 'webhooks-form');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();

    const secret = page.getByRole('dialog', { name: 'İmza anahtarı' });
    expect(await secret.getByLabel('Anahtar').inputValue()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await screenshot(page, 'webhooks-secret');
    await secret.getByRole('button', { name: 'Kaydettim, kapat' }).click();

    const escaped = url.replace(/[.]/g, '\\.');
    const row = page.getByRole('row', { name: new RegExp(escaped) });
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
    const renewedSecret = await renewed.getByLabel('Anahtar').inputValue();
    expect(renewedSecret).toMatch(/^whsec_/);
    await renewed.getByRole('button', { name: 'Kaydettim, kapat' }).click();

    // Its history, newest first: who did what and when, the address as given, never a secret.
    const history = page.getByRole('region', { name: 'İşlem geçmişi' });
    const entries = history.getByRole('list', { name: 'İşlem geçmişi' }).getByRole('listitem');
    await entries.nth(2).waitFor();
    const lines = await entries.allTextContents();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(`Webhook imza anahtarı yenilendi \\(${escaped}\\); eski anahtar .* kadar da imzalar$`),
    );
    expect(lines[1]).toContain(`Webhook adresi değişti (${url}): gönderim durduruldu`);
    expect(lines[2]).toContain(`Webhook adresi eklendi: ${url} (reservation.created,`);
    const me = await adminApi<{ content: { UserDetail: { firstName: string; lastName: string } } }>('/v1/auth/me');
    const name = `${me.content.UserDetail.firstName} ${me.content.UserDetail.lastName}`;
    for (const line of lines) expect(line).toMatch(new RegExp(`^\\d{1,2} \\S+ \\d{4} \\d{2}:\\d{2} · ${name}`));
    expect(await history.textContent()).not.toContain(renewedSecret.slice('whsec_'.length, 20));
    // At 1280 px the card fits the page: no sideways scrolling.
    await page.setViewportSize({ width: 1280, height: 900 });
    await history.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'webhooks-history');
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

    // Its history names the partner, which registered it with its key, and leads to the partner's page.
    await row.getByRole('link', { name: 'Teslimat kaydı' }).click();
    const history = page.getByRole('region', { name: 'İşlem geçmişi' });
    const entry = history.getByRole('listitem');
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(
      new RegExp(`· ${partner.name}Webhook adresi eklendi: ${url.replace(/[.]/g, '\\.')} \\(reservation\\.created\\)$`),
    );
    expect(await history.getByRole('link', { name: 'İş ortağının sayfası' }).getAttribute('href')).toBe(
      `/dashboard/partners/${partner.id}`,
    );
  });
  it("registers an endpoint for a partner chosen by name, and lists it under the partner's name", async () => {
    const name = `Kelebek Otel ${Date.now()}`;
    const { content: partner } = await adminApi<{ content: { id: string; name: string } }>('/v1/admin/partners', {
      method: 'POST',
      body: { name, scopes: ['bookings:read'] },
    });
    const { page } = await openBrowser({ width: 1440 });
    const { email, password } = adminLogin();
    await setStoredSession(page, sessionOf(await apiLogin(email, password)));
    await page.goto(`${baseUrl()}/dashboard/settings/webhooks`);
    await page.getByRole('heading', { name: "Webhook'lar" }).waitFor();

    const url = `https://kelebek-${Date.now()}.example.com/hooks`;
    await page.getByRole('button', { name: '+ Yeni webhook adresi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni webhook adresi' });
    await dialog.getByLabel('Adres (https://)').fill(url);
    await dialog.getByLabel(/Teknenin müsaitliği değişti/).uncheck();
    const owner = dialog.getByLabel('Adresin sahibi');
    await owner.locator('option', { hasText: name }).waitFor({ state: 'attached' });
    // The partners by name, the office's own address first; no identifier to paste.
    expect((await owner.locator('option').allTextContents())[0]).toBe('Ofisin kendi adresi');
    await owner.selectOption({ label: name });
    await screenshot(page, 'webhooks-form-partner');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('dialog', { name: 'İmza anahtarı' }).getByRole('button', { name: 'Kaydettim, kapat' }).click();

    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    const link = row.getByRole('link', { name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/dashboard/partners/${partner.id}`);
    const { content: endpoints } = await adminApi<{ content: { url: string; partnerId: string | null }[] }>(
      '/v1/admin/webhooks',
    );
    expect(endpoints.find((e) => e.url === url)?.partnerId).toBe(partner.id);
  });
});
