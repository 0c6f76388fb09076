import { describe, expect, it } from 'vitest';
import { adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { baseUrl, openBrowser } from './browser.js';

/** A partner's call with its key, as its own server would make it. */
const partnerCall = (key: string) =>
  fetch(`${baseUrl()}/v1/partner/reservations`, { headers: { 'x-api-key': key } }).then((r) => r.status);

describe('admin partners screen (İş ortakları)', () => {
  it('creates a partner, issues a key shown once with a copy button, and revokes it', async () => {
    const name = `Likya Tur ${Date.now()}`;
    const { context, page } = await openBrowser({ width: 1440, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);

    await page.locator('.adm-menu a', { hasText: 'İş ortakları' }).click();
    await page.getByRole('heading', { name: 'İş ortakları', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ Yeni iş ortağı' }).click();
    const form = page.locator('dialog[open]');
    await form.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
    await form.getByLabel('İlgili kişi').fill('Elif Demir');
    await form.getByLabel('E-posta').fill('elif@likyatur.example');
    // An agency that writes in English: its mails (a stopped webhook address) come in English.
    expect(await form.getByLabel('Yazışma dili').inputValue()).toBe('tr');
    await form.getByLabel('Yazışma dili').selectOption({ label: 'English' });
    await form.getByLabel('Komisyon (%)').fill('12,5');
    await form.getByLabel('İzinli tarayıcı adresleri').fill('https://likyatur.example');
    await form.getByLabel('Dakikada istek').fill('300');
    expect(await form.getByLabel('Müsaitlik okuma (availability:read)').isChecked()).toBe(true);
    await form.getByLabel('Katalog okuma (catalog:read)').check();
    await screenshot(page, 'partner-form-1440');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'İş ortağı kaydedildi.');
    const row = page.locator('.adm-table tbody tr', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('%12,5');
    expect(await row.textContent()).not.toContain('%12,50');
    await screenshot(page, 'partners-1440');

    await row.getByRole('link', { name: `Ayrıntılar: ${name}` }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Henüz anahtar yok').waitFor();
    // The commission reads the same in the details and in the history line; the language is shown.
    const details = page.getByRole('region', { name: 'Bilgiler' });
    expect(await details.locator('dt:has-text("Komisyon") + dd').textContent()).toBe('%12,5');
    expect(await details.locator('dt:has-text("Yazışma dili") + dd').textContent()).toBe('English');
    const registered = page.getByText('İş ortağı kaydedildi:');
    await registered.waitFor();
    expect(await registered.textContent()).toContain('komisyon %12,5;');
    expect(await registered.textContent()).toContain('yazışma dili İngilizce');
    await page.getByRole('button', { name: 'Anahtar ver' }).click();
    const shown = page.locator('dialog[open]', { hasText: 'Yeni anahtar' });
    await shown.getByText('yalnızca şimdi gösteriliyor').waitFor();
    const secret = await shown.getByTestId('partner-secret').inputValue();
    expect(secret).toMatch(/^fk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Kopyala' }).click();
    await toastText(page, 'Anahtar panoya kopyalandı.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'partner-key-once-1440');
    expect(await partnerCall(secret)).toBe(200);

    // Closed, the key is gone from the panel for good: only its prefix is listed, also after a reload.
    await shown.getByRole('button', { name: 'Kaydettim, kapat' }).click();
    const prefix = secret.slice(3, 15);
    const keyRow = page.locator('.adm-table tbody tr', { hasText: `fk_${prefix}_` });
    await keyRow.getByText('Çalışıyor').waitFor();
    expect(await page.content()).not.toContain(secret.slice(16));
    await page.reload();
    await keyRow.getByText('Çalışıyor').waitFor();
    expect(await page.content()).not.toContain(secret.slice(16));
    // The day's requests (the partner's call above) and the audit trail.
    await page.getByText('İş ortağı kaydedildi:').waitFor();
    await page.getByText(`Anahtar verildi: fk_${prefix}_…`).waitFor();

    await keyRow.getByRole('button', { name: `İptal et: fk_${prefix}` }).click();
    const confirm = page.locator('dialog[open]', { hasText: 'Anahtarı iptal et' });
    await confirm.getByRole('button', { name: 'İptal et', exact: true }).click();
    await toastText(page, 'Anahtar iptal edildi.');
    await keyRow.getByText('İptal edildi').waitFor();
    expect(await partnerCall(secret)).toBe(401);
    await page.getByText(`Anahtar iptal edildi: fk_${prefix}_…`).waitFor();
    await screenshot(page, 'partner-detail-1440');

    const { page: phone } = await openBrowser({ width: 390, height: 844 });
    await logInThroughForm(phone, adminLogin().email, adminLogin().password);
    await phone.goto(page.url());
    await phone.getByRole('heading', { name, level: 1 }).waitFor();
    await screenshot(phone, 'partner-detail-390');
  });
});
