import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/dates.js';
import type { EventStore } from '../../eventstore/store.js';
import type { EventMetadata } from '../../eventstore/types.js';
import type { Db, Sql } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { retryTransient } from '../../platform/transient.js';
import {
  availabilityStreamId,
  decideAvailability,
  evolveAvailability,
  initialAvailabilityState,
  type AvailabilityCommand,
  type AvailabilityEvent,
  type AvailabilityState,
  type BlockKind,
} from '../availability/events.js';
import { lockBoatDates } from '../boat-lock.js';
import { boatById } from '../catalog.js';
import {
  closingStreamId,
  decideClosing,
  evolveClosing,
  initialClosingState,
  type ClosingCommand,
  type ClosingEvent,
  type ClosingKind,
  type ClosingState,
} from './events.js';
import { datesUnavailable, execute, isExclusionViolation, toAppError, type StreamSpec } from '../command-handler.js';
import type { OwnerScope } from '../reservation/read-repository.js';
import type { RequestContext } from '../reservation/service.js';

const closingSpec: StreamSpec<ClosingState, ClosingEvent, ClosingCommand> = {
  streamType: 'closing',
  decide: decideClosing,
  evolve: evolveClosing,
  initial: initialClosingState,
};
const availabilitySpec: StreamSpec<AvailabilityState, AvailabilityEvent, AvailabilityCommand> = {
  streamType: 'availability',
  decide: decideAvailability,
  evolve: evolveAvailability,
  initial: initialAvailabilityState,
};

export interface Closing {
  id: string;
  boat: { id: number; name: string };
  startDate: string;
  endDate: string;
  kind: ClosingKind;
  note: string | null;
  status: 'active' | 'removed';
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface BoatDate {
  id: string;
  startDate: string;
  endDate: string;
  kind: BlockKind;
  note: string | null;
  uid: string | null;
}

export interface ClosingFilters {
  skip: number;
  take: number;
  status?: 'active' | 'removed';
  boat_id?: number;
  started_at?: string;
  finished_at?: string;
  created_at?: string;
}

interface ClosingRow {
  id: string;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  kind: ClosingKind;
  note: string | null;
  status: 'active' | 'removed';
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** API dates are inclusive (the last closed day); the domain keeps [start, end). */
const toClosing = (r: ClosingRow): Closing => ({
  id: r.id,
  boat: { id: r.boatId, name: r.boatName },
  startDate: r.startDate,
  endDate: addDays(r.endDate, -1),
  kind: r.kind,
  note: r.note,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

const meta = (ctx: RequestContext): EventMetadata => ({ actor: ctx.actor, requestId: ctx.requestId, at: ctx.now });

export function createClosingsService(deps: { sql: Sql; store: EventStore }) {
  const { sql, store } = deps;
  const scope = (owner: OwnerScope) => sql`(${owner}::int is null or b.owner_id = ${owner})`;
  const select = sql`
    select k.id, k.boat_id, b.name as boat_name, k.start_date::text, k.end_date::text, k.kind, k.note, k.status,
      k.created_at, k.updated_at, k.version
    from closings k join boats b on b.id = k.boat_id`;

  /**
   * Writes one boat's dates in a transaction that takes the boat's lock first (and runs again from
   * the start after a deadlock or serialization failure); a clash becomes the 409 naming it.
   */
  async function guarded<T>(boatId: number, start: string, end: string, ref: string | undefined, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await retryTransient(() =>
        sql.begin(async (tx) => {
          await lockBoatDates(tx, [boatId]);
          return work(tx);
        }) as Promise<T>,
      );
    } catch (e) {
      if (isExclusionViolation(e)) throw await datesUnavailable(sql, boatId, start, end, ref);
      throw toAppError(e);
    }
  }

  async function getClosing(id: string, owner: OwnerScope): Promise<Closing> {
    const [row] = await sql<ClosingRow[]>`${select} where k.id = ${id} and ${scope(owner)}`;
    if (!row) throw notFound('Kapatma kaydı bulunamadı.');
    return toClosing(row);
  }

  async function dateOf(db: Db, id: string, owner: OwnerScope): Promise<{ boatId: number } & BoatDate> {
    const [row] = await db<({ boatId: number } & BoatDate)[]>`
      select d.id, d.boat_id, d.start_date::text, d.end_date::text, d.kind, d.note, d.uid
      from boat_dates d join boats b on b.id = d.boat_id where d.id = ${id} and ${scope(owner)}`;
    if (!row) throw notFound('Tarih kaydı bulunamadı.');
    return row;
  }

  return {
    get: getClosing,

    async list(f: ClosingFilters, owner: OwnerScope): Promise<{ content: Closing[]; total: number }> {
      const where = sql`
        where ${scope(owner)}
          and (${f.status ?? null}::text is null or k.status = ${f.status ?? null})
          and (${f.boat_id ?? null}::int is null or k.boat_id = ${f.boat_id ?? null})
          and (${f.started_at ?? null}::date is null or k.start_date >= ${f.started_at ?? null}::date)
          and (${f.finished_at ?? null}::date is null or k.end_date <= ${f.finished_at ?? null}::date + 1)
          and (${f.created_at ?? null}::date is null or k.created_at >= ${f.created_at ?? null}::date)`;
      const rows = await sql<ClosingRow[]>`${select} ${where} order by k.start_date desc, k.id offset ${f.skip} limit ${f.take}`;
      const [count] = await sql<{ n: number }[]>`select count(*) as n from closings k join boats b on b.id = k.boat_id ${where}`;
      return { content: rows.map(toClosing), total: count?.n ?? 0 };
    },

    async open(body: { boat_id: number; start_date: string; end_date: string; kind: ClosingKind; note?: string | null }, ctx: RequestContext, owner: OwnerScope) {
      const boat = await boatById(sql, body.boat_id, owner);
      const id = randomUUID();
      const end = addDays(body.end_date, 1);
      await guarded(boat.id, body.start_date, end, undefined, (tx) =>
        execute(tx, store, closingSpec, closingStreamId(id), {
          type: 'OpenClosing',
          data: { closingId: id, boatId: boat.id, start: body.start_date, end, kind: body.kind, note: body.note?.trim() || null },
          metadata: { now: ctx.now },
        }, meta(ctx)),
      );
      return getClosing(id, owner);
    },

    async change(id: string, body: { start_date: string; end_date: string; kind: ClosingKind; note?: string | null; expectedVersion?: number }, ctx: RequestContext, owner: OwnerScope) {
      const current = await getClosing(id, owner);
      if (body.expectedVersion !== undefined && body.expectedVersion !== current.version) {
        throw conflict('CONCURRENCY_CONFLICT', 'Bu kayıt siz işlem yaparken değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.');
      }
      const end = addDays(body.end_date, 1);
      await guarded(current.boat.id, body.start_date, end, id, (tx) =>
        execute(tx, store, closingSpec, closingStreamId(id), {
          type: 'ChangeClosing',
          data: { start: body.start_date, end, kind: body.kind, note: body.note?.trim() || null },
          metadata: { now: ctx.now },
        }, meta(ctx)),
      );
      return getClosing(id, owner);
    },

    async remove(id: string, ctx: RequestContext, owner: OwnerScope) {
      const current = await getClosing(id, owner);
      await guarded(current.boat.id, current.startDate, current.endDate, id, (tx) =>
        execute(tx, store, closingSpec, closingStreamId(id), { type: 'RemoveClosing', data: { reason: null }, metadata: { now: ctx.now } }, meta(ctx)),
      );
      return getClosing(id, owner);
    },

    async boatsWithDates(owner: OwnerScope, boatId?: number) {
      const boats = await sql<{ id: number; name: string; slug: string; active: boolean; icalUrl: string | null }[]>`
        select b.id, b.name, b.slug, b.active, b.ical_url from boats b
        where ${scope(owner)} and (${boatId ?? null}::int is null or b.id = ${boatId ?? null}) order by b.name, b.id`;
      const dates = await sql<({ boatId: number } & BoatDate)[]>`
        select d.id, d.boat_id, d.start_date::text, d.end_date::text, d.kind, d.note, d.uid from boat_dates d
        where d.boat_id = any(${boats.map((b) => b.id)}::int[]) order by d.start_date`;
      return boats.map((b) => ({
        ...b,
        dates: dates.filter((d) => d.boatId === b.id).map(({ boatId: _b, ...d }) => ({ ...d, endDate: addDays(d.endDate, -1) })),
      }));
    },

    async addDate(body: { boat_id: number; start_date: string; end_date: string; kind?: BlockKind; note?: string | null }, ctx: RequestContext, owner: OwnerScope) {
      const boat = await boatById(sql, body.boat_id, owner);
      const blockId = randomUUID();
      const end = addDays(body.end_date, 1);
      await guarded(boat.id, body.start_date, end, undefined, (tx) =>
        execute(tx, store, availabilitySpec, availabilityStreamId(boat.id), {
          type: 'BlockDates',
          data: { boatId: boat.id, blockId, start: body.start_date, end, kind: body.kind ?? 'unavailable', note: body.note?.trim() || null, uid: null },
        }, meta(ctx)),
      );
      const row = await dateOf(sql, blockId, owner);
      return { ...row, endDate: addDays(row.endDate, -1) };
    },

    async changeDate(id: string, body: { start_date: string; end_date: string; kind?: BlockKind; note?: string | null }, ctx: RequestContext, owner: OwnerScope) {
      const current = await dateOf(sql, id, owner);
      const end = addDays(body.end_date, 1);
      await guarded(current.boatId, body.start_date, end, id, (tx) =>
        execute(tx, store, availabilitySpec, availabilityStreamId(current.boatId), {
          type: 'ChangeBlock',
          data: { blockId: id, start: body.start_date, end, kind: body.kind ?? current.kind, note: body.note === undefined ? current.note : body.note?.trim() || null },
        }, meta(ctx)),
      );
      const row = await dateOf(sql, id, owner);
      return { ...row, endDate: addDays(row.endDate, -1) };
    },

    async removeDate(id: string, ctx: RequestContext, owner: OwnerScope): Promise<void> {
      const current = await dateOf(sql, id, owner);
      await guarded(current.boatId, current.startDate, current.endDate, id, (tx) =>
        execute(tx, store, availabilitySpec, availabilityStreamId(current.boatId), { type: 'UnblockDates', data: { blockId: id } }, meta(ctx)),
      );
    },
  };
}
export type ClosingsService = ReturnType<typeof createClosingsService>;
