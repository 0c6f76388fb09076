import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineProjections } from '../src/booking/projections.js';
import { ERASED_TEXT } from '../src/eventstore/personal-texts.js';
import { rebuildProjections } from '../src/eventstore/projections.js';
import { createMailQueue } from '../src/mail/queue.js';
import { bearer, body, createTestApp, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { captureLog, containsAny, formsOf, person, tablesHolding } from './personal-scan.js';
import { visitorLinkOf } from './visitor-link.js';
import { workJobs } from './working-jobs.js';

/** Every read model of the booking core, row for row (occupancy ids are surrogate, renumbered by a rebuild). */
async function readModels(t: TestApp) {
  const sql = t.db.sql;
  return {
    reservations: await sql`select * from reservations order by id`,
    payments: await sql`select * from payments order by id`,
    occupancy: await sql`select boat_id, period::text, source, ref, status, active from occupancy order by source, ref`,
    closings: await sql`select * from closings order by id`,
    boatDates: await sql`select * from boat_dates order by id`,
  };
}

/** Every file under a folder, as text (the uploads: images and documents). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'latin1')));
}

const today = new Date().toISOString().slice(0, 10);

describe('KVKK erasure reaches the event log: what the person typed is gone, a rebuild gives the same read models', async () => {
  const p = person('C');
  // What the person (or the office, about them) typed: their name, phone and e-mail in free text.
  const typed = {
    note: `Merhaba, ben ${p.name}; ${p.phone} numarasından ya da ${p.email} adresinden ulaşabilirsiniz.`,
    changedNote: `Müşteri ${p.surname} aradı: iskeleye saat 10'da gelecek (${p.phone}).`,
    payment: `EFT ${p.name.toLocaleUpperCase('tr-TR')}`,
    refusal: `Sayın ${p.name}, tarih değişikliği önerebiliriz`,
    cancelNote: `${p.surname} ailesi telefonla iptal etti`,
    override: `${p.name} ile görüşüldü, yarısı iade`,
    refund: `İade ${p.name}`,
    guest: `${p.surname} Eşi Yolcu`,
  };
  const plusTagged = p.email.replace('@', '+kvkk@');
  const forms = [...formsOf(p), plusTagged, typed.guest, ...Object.values(typed).map((v) => v.slice(0, 40))];
  const log = captureLog();
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    { OFFICE_EMAIL: 'ofis@fethiyetekne.test', LOG_LEVEL: 'trace' },
    { mailQueue, logStream: log.stream },
  );
  await workJobs(t, mailQueue, t.app.log);

  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  const as = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
    const res = await t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const reservation = async (id: string) =>
    body<{ content: { version: number; status: string } }>(await as('GET', `/v1/admin/reservations/${id}`)).content;

  /** The person books with a note, fills the passenger list, pays, asks to cancel; the office answers. */
  async function livedBooking(start: string, end: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start,
        end,
        guests: 2,
        currency: 'EURO',
        note: typed.note,
        customer: { name: p.name, email: p.email, phone: p.phone },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = body<{ content: { id: string; reference: string } }>(res).content;
    const { token } = await visitorLinkOf(t.db.sql, r.id);
    const visitor = (method: 'PUT' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/v1/visitor-reservations/${r.reference}${path}?t=${token}`, payload });
    const guest = (fullName: string, n: number) => ({
      fullName,
      nationality: 'Türkiye',
      documentNo: `U${1000000 + n}`,
      birthDate: '1990-03-01',
      consent: true,
    });
    const saved = await visitor('PUT', '/passengers', {
      emergencyPhone: p.phone,
      passengers: [guest(`${p.name} Yolcu`, 1), guest(typed.guest, 2)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await as('PUT', `/v1/admin/reservations/${r.id}`, { note: typed.changedNote });
    await as('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 150_000,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: typed.payment,
      receivedOn: today,
    });
    expect((await reservation(r.id)).status).toBe('confirmed');
    expect((await visitor('POST', '/cancellation-request')).statusCode).toBe(200);
    await as('POST', `/v1/admin/reservations/${r.id}/cancellation-request/refuse`, { reason: typed.refusal });
    await as('PUT', `/v1/admin/reservations/${r.id}`, {
      status: 'cancelled',
      cancelReason: 'customer',
      cancelNote: typed.cancelNote,
      refundOverride: { amount: 75_000, reason: typed.override },
    });
    await as('POST', `/v1/admin/reservations/${r.id}/refunds`, {
      amount: 74_000,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: typed.refund,
      paidOn: today,
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: { name: p.name, email: p.email, phone: p.phone, subject: 'İptal', message: typed.note },
    });
    expect(contact.statusCode).toBe(200);
    // The same mailbox spelled otherwise (+tag): the same person, erased with them.
    const tagged = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: {
        name: 'Z. K.',
        email: plusTagged,
        phone: '+90 500 000 00 00',
        subject: 'Yine ben',
        message: 'Merhaba',
      },
    });
    expect(tagged.statusCode).toBe(200);
    return r;
  }

  it('keeps every typed text out of the events, and after the erasure nothing of the person is anywhere', async () => {
    const r = await livedBooking('2027-06-01', '2027-06-04');
    const events = await t.db.sql<{ type: string; data: string }[]>`
      select type, data::text from events where stream_id = ${`reservation-${r.id}`} order by version`;
    // Every text went to personal_texts; the events hold references.
    expect(events.filter((e) => containsAny(e.data, forms))).toEqual([]);
    expect(events.filter((e) => e.data.includes('"$text"')).map((e) => e.type)).toEqual([
      'ReservationRequested',
      'ReservationDetailsChanged',
      'PaymentRecorded',
      'CancellationRequestRefused',
      'ReservationCancelled',
      'RefundDue',
      'RefundPaid',
    ]);
    // The office reads them as typed: the reservation, its payments, the audit trail.
    const detail = (await as('GET', `/v1/admin/reservations/${r.id}`)).body;
    for (const text of [typed.changedNote, typed.override]) expect(detail).toContain(JSON.stringify(text).slice(1, -1));
    const trail = (await as('GET', `/v1/admin/reservations/${r.id}/events`)).body;
    for (const text of [typed.refusal, typed.cancelNote, typed.override])
      expect(trail).toContain(JSON.stringify(text).slice(1, -1));
    expect((await as('GET', '/v1/admin/transactions')).body).toContain(typed.refund);
    await expect.poll(async () => (await tablesHolding(t.db.sql, forms))['public.outbox_mails']).toBeDefined();
    const held = Object.keys(await tablesHolding(t.db.sql, forms)).sort();
    expect(held).toEqual(expect.arrayContaining(['public.customers', 'public.personal_texts', 'public.reservations']));
    expect(held).not.toContain('public.events');
    const before = await readModels(t);

    await as('DELETE', `/v1/admin/reservations/${r.id}/customer?alsoMessages=true`);

    expect(await tablesHolding(t.db.sql, forms)).toEqual({});
    for (const file of await filesUnder(t.config.uploadsDir)) expect(containsAny(file, forms)).toBeUndefined();
    expect(log.lines.filter((l) => containsAny(l, forms))).toEqual([]);
    const erased = await readModels(t);
    // The read models lost the person and nothing else: where a text was, the erasure's words.
    const mask = (models: typeof before) =>
      JSON.parse(
        JSON.stringify(models)
          .replaceAll(JSON.stringify(typed.changedNote).slice(1, -1), ERASED_TEXT)
          .replaceAll(JSON.stringify(typed.cancelNote).slice(1, -1), ERASED_TEXT)
          .replaceAll(JSON.stringify(typed.override).slice(1, -1), ERASED_TEXT)
          .replaceAll(typed.payment, ERASED_TEXT)
          .replaceAll(typed.refund, ERASED_TEXT),
      ) as unknown;
    expect(JSON.parse(JSON.stringify(erased))).toEqual(mask(before));
    const trail2 = (await as('GET', `/v1/admin/reservations/${r.id}/events`)).body;
    expect(containsAny(trail2, forms)).toBeUndefined();
    expect(trail2).toContain(`İptal talebi reddedildi: ${ERASED_TEXT}`);

    // A rebuild from the log gives the read models the erasure left, row for row.
    await rebuildProjections(t.db.owner.sql, { inline: inlineProjections }, { vacuum: false });
    expect(JSON.parse(JSON.stringify(await readModels(t)))).toEqual(JSON.parse(JSON.stringify(erased)));
    // And the booking goes on: the office can still act on it (its events are read with the texts gone).
    const after = await reservation(r.id);
    expect(after.status).toBe('cancelled');
    await as('POST', `/v1/admin/reservations/${r.id}/refunds`, {
      amount: 1_000,
      currency: 'EUR',
      method: 'cash',
      reference: 'Kasa',
      paidOn: today,
    });
  }, 90_000);
});
