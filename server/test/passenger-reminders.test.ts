import { describe, expect, it } from 'vitest';
import { body, createTestApp } from './app.js';
import { remindPassengerLists } from '../src/booking/reservation/remind-passenger-lists.js';
import { createServices } from '../src/services.js';
import { setup, guest } from './visitor-reservation-setup.js';

describe('the passenger-list reminder (daily job, injected clock)', async () => {
  const t = await createTestApp();
  const { book, asAdmin, mailsOf } = await setup(t);
  const { booking } = createServices(t.config, t.db.sql);
  const reminders = async (id: string) => (await mailsOf(id)).filter((m) => m.kind === 'passenger_list_reminder');
  const confirm = async (id: string) =>
    expect((await asAdmin('POST', '/v1/admin/sendconfirm', { id })).statusCode).toBe(200);
  const at = (day: string) => `${day}T06:00:00.000Z`;

  it('reminds once, three days before boarding, only while the list is short of the guests', async () => {
    const short = await book(undefined, 3);
    const full = await book(undefined, 1);
    const option = await book(undefined, 2);
    await confirm(short.id);
    await confirm(full.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/visitor-reservations/${full.reference}/passengers?t=${full.token}`,
      payload: { emergencyPhone: '+90 555 000 00 00', passengers: [guest(1)] },
    });
    expect(saved.statusCode).toBe(200);
    const startOf = async (id: string) =>
      body<{ content: { start: string } }>(await asAdmin('GET', `/v1/admin/reservations/${id}`)).content.start;
    const start = await startOf(short.id);
    const day = (n: number) => new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

    // Four days ahead: not yet.
    expect(await remindPassengerLists(booking, at(day(-4)))).toBe(0);
    // Three days ahead: the short list is reminded, the full one and the option are not.
    await remindPassengerLists(booking, at(day(-3)));
    await expect.poll(async () => (await reminders(short.id)).length).toBe(1);
    const mail = (await reminders(short.id))[0]!;
    expect(mail.recipient).toBe('deniz@example.com');
    expect(mail.html).toContain(`?t=${short.token}`);
    // The job running again (late, or twice) reminds nobody again.
    expect(await remindPassengerLists(booking, at(day(-2)))).toBe(0);
    expect(await remindPassengerLists(booking, at(day(-3)))).toBe(0);
    expect(await reminders(full.id)).toHaveLength(0);
    expect(await reminders(option.id)).toHaveLength(0);
    const events = await t.db.sql<{ type: string }[]>`
      select type from events where stream_id = ${`reservation-${short.id}`} and type = 'PassengerListReminded'`;
    expect(events).toHaveLength(1);
  });
});
