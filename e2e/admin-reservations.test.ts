import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { type ApiReservation, arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('admin reservations', () => {
  it('handles a public booking from option to confirmed: bank details, a payment, confirmation; the audit trail shows each step', async () => {
    const boat = await arrangeBoat({ priceFrom: `${year}-07-01`, priceTo: `${year}-07-31` });
    const booked = await bookPublicly(boat.slug, `${year}-07-10`, `${year}-07-13`);
    expect(booked.status).toBe(201);
    const r = (await adminApi<{ content: ApiReservation }>(`/v1/admin/reservations/${booked.body.content.id}`)).content;
    expect(r.status).toBe('option');
    expect(r.deposit).toBeGreaterThan(0);

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/reservations`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'reservations-1440');
    await page.getByLabel('Rezervasyon no').fill(r.reference);
    await page.waitForURL(new RegExp(`reservation_id=${r.reference}`));
    await page.locator('.adm-table tbody tr', { hasText: r.reference }).waitFor();
    await expect.poll(() => page.locator('.adm-table tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: r.reference, exact: true }).click();
    await page.getByRole('heading', { name: `Rezervasyon ${r.reference}` }).waitFor();
    await page.getByText('Opsiyon', { exact: true }).first().waitFor();

    // Send bank details (asks first).
    await page.getByRole('button', { name: 'Banka bilgilerini gönder' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Evet, devam et' }).click();
    await toastText(page, 'Banka bilgileri gönderildi.');

    // Record the deposit: the option becomes confirmed.
    await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
    const dialog = page.locator('dialog[open]');
    // Pre-filled with what is due next, the deposit (not the whole balance), and said beforehand that
    // recording it confirms the reservation (issue 21).
    expect(await dialog.getByLabel(/^Tutar/).inputValue()).toBe(String(r.deposit / 100).replace('.', ','));
    await dialog.getByText('Sıradaki ödeme: ön ödemenin kalanı').waitFor();
    await dialog.getByText('kaydedince rezervasyon onaylanacak.').waitFor();
    expect(await dialog.getByLabel('Rezervasyonu onayla').isChecked()).toBe(true);
    // Issue 34: the customer is told by default, the confirmation with the contract.
    expect(await dialog.getByLabel('Müşteriye bildir').isChecked()).toBe(true);
    await dialog.getByText('onay e-postası kiralama sözleşmesiyle').waitFor();
    await screenshot(page, 'payment-deposit-dialog-1440');
    await dialog.getByLabel('Ödeme yöntemi').selectOption('bank_transfer');
    await dialog.getByLabel('Dekont / EFT açıklaması').fill('EFT 4411');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Ödeme kaydedildi.');
    await page.locator('.adm-page-header .adm-tag', { hasText: 'Onaylı' }).waitFor();
    // The confirmation went with the payment, no button pressed.
    await page
      .locator('section', { hasText: 'E-postalar' })
      .getByText(`Rezervasyonunuz onaylandı: ${r.reference}`)
      .waitFor();

    const timeline = page.getByRole('list', { name: 'İşlem geçmişi' });
    for (const step of [
      'Rezervasyon oluşturuldu',
      'Banka bilgileri gönderildi',
      'Ödeme kaydedildi',
      'Ön ödeme alındı, rezervasyon onaylandı',
      'Onay bildirimi gönderildi',
    ]) {
      await timeline.getByText(step).first().waitFor();
    }
    expect(await timeline.locator('li').count()).toBe(5);
    expect(await timeline.locator('li').last().textContent()).toContain('Site Yöneticisi');
    await page.locator('section', { hasText: 'Ödemeler' }).getByText('EFT 4411').waitFor();
    await screenshot(page, 'reservation-detail-1440');

    // A change made elsewhere meanwhile: saving with the loaded version gets the 409 message and a reload.
    const current = (await adminApi<{ content: ApiReservation }>(`/v1/admin/reservations/${r.id}`)).content;
    await adminApi(`/v1/admin/reservations/${r.id}`, {
      method: 'PUT',
      body: { expectedVersion: current.version, note: 'Telefonda konuşuldu' },
    });
    await page.getByRole('button', { name: 'Bilgileri değiştir' }).click();
    await page.locator('dialog[open]').getByLabel('Misafir').fill('5');
    let conflict = '';
    page.on('response', async (res) => {
      if (res.request().method() === 'PUT' && res.status() === 409)
        conflict = ((await res.json()) as { content: { message: string } }).content.message;
    });
    await page.locator('dialog[open]').getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Rezervasyon yeniden yüklendi');
    expect(conflict).not.toBe('');
    await toastText(page, conflict);
    await page.locator('section', { hasText: 'Müşteri' }).getByText('Telefonda konuşuldu').waitFor();

    await page.goto(`${baseUrl()}/dashboard/transactions`);
    await page.locator('.adm-table tbody tr', { hasText: r.reference }).waitFor();
    await screenshot(page, 'transactions-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/dashboard/reservations/${r.id}`);
    await page.getByRole('list', { name: 'İşlem geçmişi' }).waitFor();
    await screenshot(page, 'reservation-detail-390');
    await page.goto(`${baseUrl()}/dashboard/reservations`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'reservations-390');
    await page.goto(`${baseUrl()}/dashboard/transactions`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'transactions-390');
    await page.goto(`${baseUrl()}/dashboard/reservations/new`);
    await page.getByLabel('Müşteri adı soyadı').waitFor();
    await screenshot(page, 'reservation-new-390');
  });

  it('creates an office reservation through the form and cancels it with a reason', async () => {
    const boat = await arrangeBoat({ priceFrom: `${year}-08-01`, priceTo: `${year}-08-31` });
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/reservations/new`);
    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();
    await page.getByText('Bu alan zorunludur.').first().waitFor();
    await page.getByLabel('Tekne').selectOption({ label: boat.name });
    await page.getByLabel('Biniş günü').fill(`${year}-08-05`);
    await page.getByLabel('Dönüş günü').fill(`${year}-08-04`);
    await page.getByLabel('Dönüş günü').blur();
    await page.getByText('Dönüş günü biniş gününden sonra olmalıdır.').waitFor();
    await page.getByLabel('Dönüş günü').fill(`${year}-08-08`);
    await page.getByLabel('Müşteri adı soyadı').fill('Selin Koç');
    await page.getByLabel('Telefon').fill('+90 555 123 45 67');
    await screenshot(page, 'reservation-new-1440');
    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();
    // The toast names the stay as typed: boarding and check-out day (issue 21).
    expect(await toastText(page, 'Rezervasyon oluşturuldu')).toContain(`: biniş 05.08.${year} – dönüş 08.08.${year}.`);
    await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
    await page.getByText('Selin Koç').first().waitFor();

    await page.getByRole('button', { name: 'Tarihleri değiştir' }).click();
    const move = page.locator('dialog[open]');
    await move.getByLabel('Biniş günü').fill(`${year}-08-15`);
    await move.getByLabel('Dönüş günü').fill(`${year}-08-18`);
    await move.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, `Tarihler değiştirildi: biniş 15.08.${year} – dönüş 18.08.${year}.`);
    await page
      .getByRole('list', { name: 'İşlem geçmişi' })
      .getByText(
        /^Tarihler değişti: biniş 05\.08\.\d{4} – dönüş 08\.08\.\d{4} yerine biniş 15\.08\.\d{4} – dönüş 18\.08\.\d{4}/,
      )
      .waitFor();

    await page.getByRole('button', { name: 'İptal et' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('İptal nedeni').selectOption('customer');
    await dialog.getByLabel('Açıklama').fill('Tatil ertelendi');
    await dialog.getByRole('button', { name: 'İptal et' }).click();
    // The destructive step asks once more.
    await page.locator('dialog[open]', { hasText: 'geri alınamaz' }).getByRole('button', { name: 'İptal et' }).click();
    await toastText(page, 'Rezervasyon iptal edildi.');
    await page.locator('.adm-page-header .adm-tag', { hasText: 'İptal' }).waitFor();
    await page
      .getByRole('list', { name: 'İşlem geçmişi' })
      .getByText('Rezervasyon iptal edildi (müşteri isteği): Tatil ertelendi')
      .waitFor();
  });
});
