import { afterAll, describe, expect, it } from 'vitest';
import { ics, startIcsServer } from '../server/test/ics-server.js';
import { adminLogin, logInThroughForm, screenshot } from './admin.js';
import { arrangeBoat, bookPublicly } from './admin-data.js';
import { baseUrl, openBrowser } from './browser.js';

const year = new Date().getFullYear() + 1;

describe('iCal re-check at booking, as the office sees it', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());

  it('a hold taken while the feed failed is flagged in the list and on its screen; a block added meanwhile refuses the hold', async () => {
    feeds.files.set('/down.ics', { status: 503, body: 'bakımda' });
    const boat = await arrangeBoat({
      priceFrom: `${year}-07-01`,
      priceTo: `${year}-07-31`,
      icalUrl: feeds.url('/down.ics'),
    });
    const booked = await bookPublicly(boat.slug, `${year}-07-10`, `${year}-07-13`, 'Bora Çelik');
    expect(booked.status).toBe(201);
    const reference = booked.body.content.reference;

    const { page } = await openBrowser({ width: 1440, height: 900 });
    await logInThroughForm(page, adminLogin().email, adminLogin().password);
    await page.goto(`${baseUrl()}/dashboard/reservations?reservation_id=${reference}`);
    const row = page.locator('.adm-table tbody tr', { hasText: reference });
    const tag = row.locator('.adm-tag', { hasText: 'iCal kontrol edilemedi' });
    await tag.waitFor();
    expect(await tag.getAttribute('title')).toBe('Takvim adresi hata döndürdü: HTTP 503.');
    await screenshot(page, 'ical-unchecked-list-1440');

    await page.getByRole('link', { name: reference, exact: true }).click();
    await page.getByRole('heading', { name: `Rezervasyon ${reference}` }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'iCal kontrol edilemedi' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Neden: Takvim adresi hata döndürdü: HTTP 503.');
    await page
      .getByRole('list', { name: 'İşlem geçmişi' })
      .getByText(
        /iCal kontrol edilemedi, diğer platformdaki takvim elle kontrol edilmeli: Takvim adresi hata döndürdü: HTTP 503\./,
      )
      .waitFor();
    await screenshot(page, 'ical-unchecked-detail-1440');

    // Another boat, whose feed shows 20–23 July taken on the other platform and was never synced:
    // the hold reads it first and is refused, naming the block.
    feeds.files.set('/up.ics', {
      body: ics([{ uid: 'e2e@platform', start: `${year}-07-20`, end: `${year}-07-24` }]),
    });
    const other = await arrangeBoat({
      priceFrom: `${year}-07-01`,
      priceTo: `${year}-07-31`,
      icalUrl: feeds.url('/up.ics'),
    });
    const refused = await bookPublicly(other.slug, `${year}-07-22`, `${year}-07-25`, 'Bora Çelik');
    expect(refused.status).toBe(409);
    expect(refused.body.content.message).toContain(
      `başka bir platformdaki bir rezervasyon var (ilk kapalı gün 20.07.${year} – son kapalı gün 23.07.${year})`,
    );
    expect(feeds.hits.get('/up.ics')).toBe(1);
    await page.close();
  });
});
