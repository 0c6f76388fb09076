import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures } from '../../../test/catalog.js';
import { addDays, istanbulDate, trDate } from '../../common/dates.js';
import { createServices } from '../../services.js';
import { readPaymentSchedule } from './read-payment-schedule.js';
import { remindBalances } from './remind-balances.js';

const OFFICE = 'ofis@fethiyetekne.test';

describe('the daily balance job (reminders and the overdue mark, on an injected clock)', async () => {
  const t = await createTestApp({ OFFICE_EMAIL: OFFICE });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const today = istanbulDate(new Date());
  const boat = await fx.boat(owner.id, { name: 'Hatırlatma Guleti' });
  const onBoard = await fx.boat(owner.id, { name: 'Teknede Ödeme', balanceOnBoard: true });
  for (const b of [boat, onBoard]) await fx.price(b.id, today, addDays(today, 300), 100_000, 'EUR');
  const { booking } = createServices(t.config, t.db.sql);
  /** 08:00 in Istanbul on `day`, the job's hour. */
  const at = (day: string) => `${day}T05:00:00.000Z`;

  const office = async (boatId: number, start: string, over: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        boat_id: boatId,
        start,
        end: addDays(start, 3),
        guests: 2,
        confirm: true,
        customer: { name: 'Selin Ağaoğlu', email: 'selin@example.com' },
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string; reference: string; total: number; paid: number } }>(res).content;
  };
  const pay = async (id: string, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reservations/${id}/payments`,
      headers: bearer(admin.token),
      payload: { amount, currency: 'EUR', method: 'bank_transfer', receivedOn: today },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mails = (id: string) =>
    t.db.sql<{ kind: string; recipient: string; subject: string; html: string; text: string }[]>`
      select kind, recipient, subject, html, text from outbox_mails where reservation_id = ${id} order by created_at, kind`;
  const mailOf = async (id: string, kind: string) => {
    await expect.poll(async () => (await mails(id)).some((m) => m.kind === kind)).toBe(true);
    return (await mails(id)).find((m) => m.kind === kind)!;
  };
  const events = async (id: string) =>
    (
      await t.db.sql<{ type: string }[]>`
        select type from events where stream_id = ${`reservation-${id}`} order by version`
    ).map((e) => e.type);
  /**
   * The signed link a customer mail carries: its path, and whether the reservation it names opens
   * with its token (the API the page reads answers 200).
   */
  const linkOf = async (mail: { html: string }) => {
    const href = /<a href="([^"]+)">/.exec(mail.html)?.[1];
    expect(href, mail.html).toBeDefined();
    const url = new URL(href!.replace(/&amp;/g, '&'));
    const reference = decodeURIComponent(url.pathname.split('/').pop()!);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/visitor-reservations/${encodeURIComponent(reference)}?t=${url.searchParams.get('t') ?? ''}`,
    });
    return { path: `${url.pathname}?t=`, status: opened.statusCode, reference };
  };
  const overdueOn = async (id: string) =>
    (
      await t.db.sql<{ d: string | null }[]>`select balance_overdue_on::text as d from reservations where id = ${id}`
    )[0]!.d;

  // Boarding in 60 days: the balance (total less the 20% deposit) is due 30 days before, by default.
  const start = addDays(today, 60);
  const due = addDays(start, -30);
  const r = await office(boat.id, start);
  await pay(r.id, 60_000); // the deposit (20% of 3 days at 1 000 €)

  it('computes the schedule the job uses (and the visitor page will show)', async () => {
    const schedule = await readPaymentSchedule(t.db.sql, r.id);
    expect(schedule?.balance).toMatchObject({ dueOn: due, amount: 240_000, outstanding: 240_000, onBoard: false });
    expect(await readPaymentSchedule(t.db.sql, crypto.randomUUID())).toBeUndefined();
  });

  it('sends nothing before the week of the due day', async () => {
    expect(await remindBalances(booking, at(addDays(due, -8)))).toEqual({ reminded: 0, overdue: 0 });
    expect(await events(r.id)).not.toContain('BalanceReminderSent');
  });

  it('reminds the customer a week before, once however often it runs (also two instances at once)', async () => {
    const week = at(addDays(due, -7));
    const [a, b] = await Promise.all([remindBalances(booking, week), remindBalances(booking, week)]);
    expect(a.reminded + b.reminded).toBe(1);
    expect(await remindBalances(booking, at(addDays(due, -5)))).toEqual({ reminded: 0, overdue: 0 });
    expect((await events(r.id)).filter((e) => e === 'BalanceReminderSent')).toHaveLength(1);
    const mail = await mailOf(r.id, 'balance_reminder');
    expect(mail.recipient).toBe('selin@example.com');
    expect(mail.subject).toBe(`Kalan ödemenizin son günü yaklaşıyor: ${r.reference}`);
    expect(mail.text).toContain('€2.400,00');
    expect(mail.text).toContain(trDate(due));
    // The balance's terms as every other surface states them.
    expect(mail.text).toContain(`Kalan €2.400,00, en geç ${trDate(due)} tarihine kadar banka havalesiyle ödenir.`);
    expect(await linkOf(mail)).toEqual({ path: `/rezervasyon/${r.reference}?t=`, status: 200, reference: r.reference });
  });

  it('reminds again on the due day, then marks the balance overdue the day after and tells the office', async () => {
    expect(await remindBalances(booking, at(due))).toEqual({ reminded: 1, overdue: 0 });
    const today_ = await mailOf(r.id, 'balance_due_today');
    expect(today_.subject).toBe(`Bugün kalan ödemenizin son günü: ${r.reference}`);
    expect(await linkOf(today_)).toEqual({
      path: `/rezervasyon/${r.reference}?t=`,
      status: 200,
      reference: r.reference,
    });
    expect(await overdueOn(r.id)).toBeNull();

    expect(await remindBalances(booking, at(addDays(due, 1)))).toEqual({ reminded: 0, overdue: 1 });
    expect(await remindBalances(booking, at(addDays(due, 2)))).toEqual({ reminded: 0, overdue: 0 });
    expect(await overdueOn(r.id)).toBe(due);
    const office_ = await mailOf(r.id, 'balance_overdue_office');
    expect(office_.recipient).toBe(OFFICE);
    expect(office_.text).toContain('€2.400,00');
    expect((await events(r.id)).filter((e) => e.startsWith('Balance'))).toEqual([
      'BalanceReminderSent',
      'BalanceReminderSent',
      'BalanceOverdue',
    ]);
  });

  it('shows overdue reservations first in the admin list and on the home, with the marker', async () => {
    const later = await office(boat.id, addDays(today, 100));
    const list = body<{ content: { id: string; balanceOverdueOn: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/reservations', headers: bearer(admin.token) }),
    ).content;
    expect(list[0]).toMatchObject({ id: r.id, balanceOverdueOn: due });
    expect(list.find((x) => x.id === later.id)?.balanceOverdueOn).toBeNull();
    // The second page does not show it again.
    const page2 = body<{ content: { id: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/reservations?skip=1&take=1', headers: bearer(admin.token) }),
    ).content;
    expect(page2.map((x) => x.id)).not.toContain(r.id);
    const home = body<{ content: { overdue: { id: string; dueOn: string; balance: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: bearer(owner.token) }),
    ).content;
    expect(home.overdue).toEqual([expect.objectContaining({ id: r.id, dueOn: due, balance: 240_000 })]);
  });

  it('clears the mark when the balance is paid, and sends nothing after payment', async () => {
    await pay(r.id, 240_000);
    expect(await overdueOn(r.id)).toBeNull();
    const paid = await office(boat.id, addDays(today, 120));
    await pay(paid.id, paid.total - paid.paid);
    const paidDue = addDays(today, 90);
    for (const day of [addDays(paidDue, -7), paidDue, addDays(paidDue, 1)]) await remindBalances(booking, at(day));
    expect((await events(paid.id)).some((e) => e.startsWith('Balance'))).toBe(false);
  });

  it('follows the setting for the days before departure, and the boarding day for late bookings', async () => {
    await t.db.sql`insert into settings (key, value) values ('balance_days_before', '10')
      on conflict (key) do update set value = excluded.value`;
    try {
      const soon = await office(boat.id, addDays(today, 140));
      expect((await readPaymentSchedule(t.db.sql, soon.id))?.balance.dueOn).toBe(addDays(today, 130));
      const late = await office(boat.id, addDays(today, 5));
      expect((await readPaymentSchedule(t.db.sql, late.id))?.balance.dueOn).toBe(addDays(today, 5));
    } finally {
      // Blank: the default again (the app's role may not delete settings).
      await t.db.sql`update settings set value = '' where key = 'balance_days_before'`;
    }
  });

  it('writes to an English booking in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: addDays(today, 200),
        end: addDays(today, 203),
        guests: 2,
        language: 'en',
        customer: { name: 'Jane Doe', email: 'jane@example.com', phone: '+44 20 7946 0000' },
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const en = body<{ content: { id: string; reference: string } }>(res).content;
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendconfirm',
      headers: bearer(admin.token),
      payload: { id: en.id },
    });
    const enDue = addDays(today, 170);
    expect(await remindBalances(booking, at(addDays(enDue, -3)))).toMatchObject({ reminded: 1 });
    const mail = await mailOf(en.id, 'balance_reminder');
    expect(mail.subject).toMatch(/^Your balance is due soon: /);
    expect(mail.text).toContain('€3,000.00'); // confirmed by the office, nothing paid yet
    expect(mail.text).toContain('To see your booking');
    expect(await linkOf(mail)).toEqual({
      path: `/en/reservation/${en.reference}?t=`,
      status: 200,
      reference: en.reference,
    });
    expect(await remindBalances(booking, at(enDue))).toMatchObject({ reminded: 1 });
    const dueToday = await mailOf(en.id, 'balance_due_today');
    expect(dueToday.subject).toMatch(/^Your balance is due today: /);
    expect((await linkOf(dueToday)).path).toBe(`/en/reservation/${en.reference}?t=`);
  });

  it('gives a balance paid on board no reminders and marks it overdue after the boarding day', async () => {
    const boardDay = addDays(today, 250);
    const b = await office(onBoard.id, boardDay);
    expect((await readPaymentSchedule(t.db.sql, b.id))?.balance).toMatchObject({ dueOn: boardDay, onBoard: true });
    for (const day of [addDays(boardDay, -7), boardDay]) await remindBalances(booking, at(day));
    expect((await events(b.id)).some((e) => e === 'BalanceReminderSent')).toBe(false);
    await remindBalances(booking, at(addDays(boardDay, 1)));
    expect(await overdueOn(b.id)).toBe(boardDay);
  });
});
