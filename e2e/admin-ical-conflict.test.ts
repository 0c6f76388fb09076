import { afterAll, describe, expect, it } from 'vitest';
import { ics, startIcsServer } from '../server/test/ics-server.js';
import { adminApi, adminLogin, logInThroughForm, screenshot, toastText } from './admin.js';
import { arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('a clash with another platform, as the office sees it (issue 34 point 6)', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());

  it('marks the reservation in the list, warns on its screen naming the other dates, lists it on the home, and lets the office dismiss it', async () => {
    feeds.files.set('/clash.ics', { body: ics([]) });
    const boat = await arrangeBoat({
      priceFrom: `${year}-08-01`,
      priceTo: `${year}-08-31`,
      icalUrl: feeds.url('/clash.ics'),
    });
    const booked = await bookPublicly(boat.slug, `${year}-08-10`, `${year}-08-14`, 'Bora Çelik');
    expect(booked.status).toBe(201);
    const reference = booked.body.content.reference;
    // Later the other platform sells 12–15 August too, and the office syncs the boat.
    feeds.files.set('/clash.ics', {
      body: ics([{ uid: 'e2e-clash@platform', start: `${year}-08-12`, end: `${year}-08-16` }]),
    });
    await adminApi('/v1/admin/boats/date/sync', { method: 'POST', body: { boat_id: boat.id } });
    const otherDays = `ilk kapalı gün 12.08.${year} – son kapalı gün 15.08.${year}`;

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    const homeCard = page.locator('section', { has: page.getByRole('heading', { name: /^Takvim çakışmaları/ }) });
    await homeCard.getByText(reference).waitFor();
    expect(await homeCard.textContent()).toContain(`Diğer platform: ${otherDays}`);
    await screenshot(page, 'ical-conflict-home-1440');

    await page.goto(`${baseUrl()}/dashboard/reservations?reservation_id=${reference}`);
    const row = page.locator('.adm-table tbody tr', { hasText: reference });
    const tag = row.locator('.adm-tag', { hasText: 'Takvim çakışması' });
    await tag.waitFor();
    expect(await tag.getAttribute('title')).toBe(`Başka platformda: ${otherDays}`);
    await screenshot(page, 'ical-conflict-list-1440');

    await page.getByRole('link', { name: reference, exact: true }).click();
    await page.getByRole('heading', { name: `Rezervasyon ${reference}` }).waitFor();
    const card = page.getByTestId('external-conflict');
    await card.getByRole('heading', { name: 'Takvim çakışması: başka platformda da rezervasyon var' }).waitFor();
    expect(await card.textContent()).toContain(otherDays);
    await page
      .getByRole('list', { name: 'İşlem geçmişi' })
      .getByText(/^Takvim çakışması: teknenin iCal takviminde başka bir platformdaki bir kayıt/)
      .waitFor();
    await screenshot(page, 'ical-conflict-detail-1440');

    await card.getByRole('button', { name: 'Uyarıyı kaldır' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Uyarıyı kaldır' }).click();
    await toastText(page, 'Takvim çakışması uyarısı kaldırıldı.');
    await card.waitFor({ state: 'detached' });
    await page.close();
  });
});
