import { describe, expect, it } from 'vitest';
import { body } from '../../../test/app.js';
import type { ErrorBody } from '../../../test/catalog.js';
import { addDays, type ReservationBody, reservationRoutesFixture } from '../../../test/reservation-routes.js';

describe('booking and reservation management', async () => {
  const { owner, boat, otherBoat, customer, book, asAdmin, nextWeek } = await reservationRoutesFixture();

  it('closes dates by hand, refuses a closing over a reservation, and frees them on removal', async () => {
    const { start, end } = nextWeek();
    const created = await asAdmin('POST', '/v1/admin/external', {
      boat_id: boat.id,
      start_date: start,
      end_date: addDays(end, -1),
      kind: 'owner_use',
      note: 'Sahibi kullanacak',
    });
    expect(created.statusCode).toBe(201);
    const closing = body<{ content: { id: string; status: string; endDate: string } }>(created).content;
    expect(closing).toMatchObject({ status: 'active', endDate: addDays(end, -1) });
    const blocked = await book({ start, end });
    expect(blocked.statusCode).toBe(409);
    expect(body<ErrorBody>(blocked).content.message).toContain('bir kapatma var');
    const list = body<{ content: { id: string }[]; total: number }>(
      await asAdmin('GET', `/v1/admin/external?status=active&boat_id=${boat.id}&started_at=${start}`),
    );
    expect(list.content.map((c) => c.id)).toContain(closing.id);
    const changed = await asAdmin('PUT', `/v1/admin/external/${closing.id}`, {
      start_date: start,
      end_date: end,
      note: 'uzadı',
    });
    expect(body<{ content: { endDate: string } }>(changed).content.endDate).toBe(end);
    const removed = await asAdmin('DELETE', `/v1/admin/external/${closing.id}`);
    expect(body<{ content: { status: string } }>(removed).content.status).toBe('removed');
    expect((await book({ start, end })).statusCode).toBe(201);
    const reversed = await asAdmin('POST', '/v1/admin/external', {
      boat_id: boat.id,
      start_date: end,
      end_date: start,
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      (
        await asAdmin(
          'POST',
          '/v1/admin/external',
          { boat_id: otherBoat.id, start_date: start, end_date: end },
          owner.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('manages boat dates and lists boats with their dates', async () => {
    const { start, end } = nextWeek();
    const res = await asAdmin(
      'POST',
      '/v1/admin/boats/date',
      { boat_id: boat.id, start_date: start, end_date: end, kind: 'maintenance', note: 'Karina' },
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const date = body<{ content: { id: string; endDate: string } }>(res).content;
    expect((await book({ start, end })).statusCode).toBe(409);
    const withDates = body<{ content: { id: number; dates: { id: string }[] }[] }>(
      await asAdmin('GET', `/v1/admin/boats/withdates?boat_id=${boat.id}`),
    );
    expect(withDates.content[0]!.dates.map((d) => d.id)).toContain(date.id);
    const moved = await asAdmin('PUT', `/v1/admin/boats/date/${date.id}`, {
      start_date: addDays(start, 10),
      end_date: addDays(end, 10),
    });
    expect(moved.statusCode).toBe(200);
    expect((await book({ start, end })).statusCode).toBe(201);
    expect((await asAdmin('DELETE', `/v1/admin/boats/date/${date.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/v1/admin/boats/date/${date.id}`)).statusCode).toBe(404);
  });

  it('shows occupancy with labels for the calendar', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(
      await book({ start, end, customer: { ...customer, name: 'Takvim Şükrü Işık' } }),
    ).content;
    const answer = await asAdmin('GET', `/v1/admin/occupancy?from=${start}&to=${end}&boat_id=${boat.id}`);
    // PostgreSQL's JSON text, sent as UTF-8 bytes: its length is theirs, and the Turkish letters arrive whole.
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const occ = body<{ content: { ref: string; label: string; source: string; status: string }[]; total: number }>(
      answer,
    );
    expect(occ.total).toBe(occ.content.length);
    // Nothing in a window without occupancy: an empty list, not null.
    expect(body(await asAdmin('GET', `/v1/admin/occupancy?from=2031-01-01&to=2031-01-02`))).toMatchObject({
      content: [],
      total: 0,
      nextCursor: null,
    });
    expect(occ.content).toContainEqual(
      expect.objectContaining({
        ref: r.id,
        source: 'reservation',
        status: 'option',
        label: `${r.reference} · Takvim Şükrü Işık`,
      }),
    );
    expect((await asAdmin('GET', `/v1/admin/occupancy?from=${end}&to=${start}`)).statusCode).toBe(400);
  });
});
