import { describe, expect, it } from 'vitest';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { baseUrl, openBrowser } from './browser.js';
import { pngFixture } from './images.js';

interface Boat {
  id: number;
  slug: string;
  name: string;
  popular: boolean;
  forSale: boolean;
  thumbnail: string | null;
}
interface Image {
  id: number;
  position: number;
}

const nextYear = new Date().getFullYear() + 1;

describe('admin boats', () => {
  it('creates a boat through the form, uploads and reorders two compressed images, sets a price period, toggles states and the boat shows on the public site with its price', async () => {
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/boats`);
    await page.getByRole('heading', { name: 'Tekneler', level: 1 }).waitFor();
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'boats-1440');

    // The form validates inline in Turkish before anything is sent.
    await page.getByRole('button', { name: '+ Yeni tekne' }).click();
    await page.waitForURL(/\/dashboard\/boats\/new$/);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/admin/boats')) posts += 1;
    });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    expect(await page.locator('.form-error', { hasText: 'Bu alan zorunludur.' }).count()).toBeGreaterThan(3);
    expect(await page.getByLabel('Tekne adı').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Boy (metre)').fill('-3');
    await page.getByLabel('Boy (metre)').blur();
    await page.getByText('Sıfırdan büyük bir sayı girin.').waitFor();
    await screenshot(page, 'boat-form-1440');
    expect(posts).toBe(0);

    const name = `E2E Gulet ${Date.now()}`;
    await page.getByLabel('Tekne adı').fill(name);
    await page.getByLabel('Tekne tipi').selectOption({ index: 1 });
    await page.getByLabel('Marina / bölge').selectOption({ index: 1 });
    await page.getByLabel('Tekne sahibi').selectOption({ index: 1 });
    await page.getByLabel('Boy (metre)').fill('24,5');
    await page.getByLabel('Yapım yılı').fill('2019');
    await page.getByLabel('Günlük misafir kapasitesi').fill('12');
    await page.getByLabel('Konaklamalı misafir kapasitesi').fill('8');
    await page.getByLabel('Kabin sayısı').fill('4');
    await page.getByLabel('Açıklama').fill('<p>Fethiye koylarında mavi tur için rahat bir gulet.</p>');
    await page.getByLabel('Donanım').fill('Klima\nJeneratör');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Tekne eklendi.');
    await page.waitForURL(/\/dashboard\/boats\/\d+\?tab=gorseller$/);
    const boatId = Number(/boats\/(\d+)/.exec(page.url())?.[1]);
    const boat = (await adminApi<{ content: Boat }>(`/v1/admin/boats/${boatId}`)).content;
    expect(boat.name).toBe(name);

    // Two PNGs through the file input: compressed in the browser to JPEG files named .jpg.
    // What the page hands to XMLHttpRequest (a multipart body of Blobs is not visible to request events).
    await page.evaluate(() => {
      const w = window as unknown as { uploads: { name: string; type: string }[][] };
      w.uploads = [];
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData)
          w.uploads.push(body.getAll('files').map((f) => ({ name: (f as File).name, type: (f as File).type })));
        return send.call(this, body);
      };
    });
    await page.getByLabel('Görsel seç (JPEG, PNG, WebP)').setInputFiles([
      { name: 'pruva.png', mimeType: 'image/png', buffer: pngFixture(320, 200, [200, 40, 40]) },
      { name: 'kic.png', mimeType: 'image/png', buffer: pngFixture(300, 220, [30, 90, 200]) },
    ]);
    await toastText(page, '2 görsel yüklendi.');
    const uploads = await page.evaluate(
      () => (window as unknown as { uploads: { name: string; type: string }[][] }).uploads,
    );
    expect(uploads).toEqual([
      [
        { name: 'pruva.jpg', type: 'image/jpeg' },
        { name: 'kic.jpg', type: 'image/jpeg' },
      ],
    ]);
    const tiles = page.locator('.ops-image');
    await expect.poll(() => tiles.count()).toBe(2);
    await page.locator('.ops-image img').nth(1).waitFor();
    const before = (await adminApi<{ content: Image[] }>(`/v1/admin/boats/image?boat_id=${boatId}`)).content.map(
      (i) => i.id,
    );
    expect(before).toHaveLength(2);
    expect(await tiles.first().getAttribute('data-image-id')).toBe(String(before[0]));
    await expect
      .poll(async () => (await adminApi<{ content: Boat }>(`/v1/admin/boats/${boatId}`)).content.thumbnail)
      .toBeTruthy();

    // Drag the second image onto the first: the new order is saved and the first one is the thumbnail.
    await tiles.nth(1).dragTo(tiles.nth(0));
    await toastText(page, 'Görsel sırası kaydedildi.');
    await expect
      .poll(async () =>
        (await adminApi<{ content: Image[] }>(`/v1/admin/boats/image?boat_id=${boatId}`)).content.map((i) => i.id),
      )
      .toEqual([before[1], before[0]]);
    expect(await tiles.first().getAttribute('data-image-id')).toBe(String(before[1]));
    await tiles.first().getByText('Küçük resim').waitFor();
    await screenshot(page, 'boat-images-1440');

    // Files the browser cannot compress are refused with the Turkish messages, before any upload.
    const input = page.getByLabel('Görsel seç (JPEG, PNG, WebP)');
    await input.setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await toastText(page, 'Seçilen dosya geçerli bir görsel değil.');
    await input.setInputFiles({ name: 'bozuk.png', mimeType: 'image/png', buffer: Buffer.from('bu bir png değil') });
    await toastText(page, 'Görsel okunamadı veya yüklenemedi.');
    expect(await page.evaluate(() => (window as unknown as { uploads: unknown[] }).uploads.length)).toBe(1);

    // Deleting asks first; the other image stays.
    await page.getByRole('button', { name: 'Sil: Görsel 2' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Sil' }).click();
    await toastText(page, 'Görsel silindi.');
    await expect.poll(() => tiles.count()).toBe(1);
    expect(await tiles.first().getAttribute('data-image-id')).toBe(String(before[1]));

    // A price period through the Fiyatlar tab.
    await page.getByRole('tab', { name: 'Fiyatlar' }).click();
    await page.getByRole('button', { name: '+ Yeni fiyat dönemi' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Başlangıç günü').fill(`${nextYear}-06-01`);
    await dialog.getByLabel('Bitiş günü (dahil)').fill(`${nextYear}-05-01`);
    await dialog.getByLabel('Günlük fiyat').fill('45000');
    await dialog.getByLabel('Para birimi').selectOption('TRY');
    await dialog.getByLabel('En az gün').fill('3');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Bitiş günü başlangıçtan önce olamaz.').waitFor();
    await dialog.getByLabel('Bitiş günü (dahil)').fill(`${nextYear}-09-30`);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toastText(page, 'Fiyat dönemi kaydedildi.');
    await page.locator('.adm-table tbody tr', { hasText: '45.000,00' }).waitFor();
    await screenshot(page, 'boat-prices-1440');

    // State toggles (ADMIN sees popular and boat of the month too).
    const popular = page.getByRole('button', { name: `Popüler: ${name}` });
    expect(await popular.getAttribute('aria-pressed')).toBe('false');
    await popular.click();
    await toastText(page, 'Tekne durumu güncellendi.');
    await expect.poll(() => popular.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Satılık: ${name}` }).click();
    await expect
      .poll(async () => (await adminApi<{ content: Boat }>(`/v1/admin/boats/${boatId}`)).content)
      .toMatchObject({ popular: true, forSale: true });
    await page.getByRole('button', { name: `Satılık: ${name}` }).click();
    await expect
      .poll(async () => (await adminApi<{ content: Boat }>(`/v1/admin/boats/${boatId}`)).content.forSale)
      .toBe(false);

    // Other tabs render.
    await page.getByRole('tab', { name: 'Tarihler' }).click();
    await page.getByRole('heading', { name: 'Kapalı tarihler' }).waitFor();
    await page.getByRole('tab', { name: 'iCal' }).click();
    await page.getByRole('heading', { name: 'İçe aktarma (başka platformun takvimi)' }).waitFor();
    await screenshot(page, 'boat-ical-1440');
    await page.getByRole('tab', { name: 'Yorumlar' }).click();
    await page.getByText('Bu tekne için yorum yok.').waitFor();
    const posted = await fetch(`${baseUrl()}/v1/boats/${boat.slug}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Gül Tan', rating: 5, text: 'Kaptan ve mürettebat çok ilgiliydi.' }),
    });
    expect(posted.ok).toBe(true);
    await page.reload();
    const comment = page.locator('.adm-table tbody tr', { hasText: 'Gül Tan' });
    await comment.getByText('Bekliyor / gizli').waitFor();
    await comment.getByRole('button', { name: 'Yayına al' }).click();
    await toastText(page, 'Yorum yayına alındı.');
    await comment.getByText('Yayında').waitFor();
    await comment.getByRole('button', { name: 'Gizle' }).waitFor();
    await screenshot(page, 'boat-comments-1440');
    await comment.getByRole('button', { name: 'Sil: Gül Tan' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Sil' }).click();
    await toastText(page, 'Yorum silindi.');
    await page.getByText('Bu tekne için yorum yok.').waitFor();

    // The list finds it by search; the public page shows it with the price.
    await page.goto(`${baseUrl()}/dashboard/boats?search=${encodeURIComponent(name)}`);
    await page.locator('.adm-table tbody tr', { hasText: name }).waitFor();
    await expect.poll(() => page.locator('.adm-table tbody tr').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.locator('.adm-table tbody tr', { hasText: name }).waitFor();
    await screenshot(page, 'boats-390');
    await page.goto(`${baseUrl()}/dashboard/boats/${boatId}?tab=gorseller`);
    await page.locator('.ops-image').first().waitFor();
    await screenshot(page, 'boat-images-390');
    await page.goto(`${baseUrl()}/dashboard/boats/${boatId}`);
    await page.getByLabel('Tekne adı').waitFor();
    await screenshot(page, 'boat-form-390');
    await page.goto(`${baseUrl()}/dashboard/boats/${boatId}?tab=fiyatlar`);
    await page.locator('.adm-table tbody tr').first().waitFor();
    await screenshot(page, 'boat-prices-390');
    await page.goto(`${baseUrl()}/dashboard/boats/${boatId}?tab=ical`);
    await page.getByRole('heading', { name: 'İçe aktarma (başka platformun takvimi)' }).waitFor();
    await screenshot(page, 'boat-ical-390');

    await page.goto(`${baseUrl()}/boat/${boat.slug}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const row = page.locator('[data-testid="price-table"] tbody tr').first();
    expect(await row.textContent()).toContain('45.000');
    expect(await row.textContent()).toContain('3 gün');
  });

  it('downloads the boats CSV with the bearer token as a file', async () => {
    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/boats`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text.split('\n').length).toBeGreaterThan(2);
  });
});
