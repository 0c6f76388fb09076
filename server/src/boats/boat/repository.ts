import type { CancellationPolicy } from '../../common/cancellation-policy.js';
import { likePattern, type Db } from '../../platform/db.js';
import type { OwnerScope } from '../owner-scope.js';
import type { Boat, BoatListQuery, BoatOption } from './schemas.js';

/** A boat's row as postgres.js reads it: the API's `Boat` with its timestamps as dates. */
type BoatRow = Omit<Boat, 'icalLastSyncAt' | 'createdAt' | 'updatedAt'> & {
  icalLastSyncAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const toBoat = ({ createdAt, updatedAt, icalLastSyncAt, ...r }: BoatRow): Boat => ({
  ...r,
  icalLastSyncAt: icalLastSyncAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** The English names of a boat's type and marina (null: not translated). */
export interface EnglishNames {
  boatTypeNameEn: string | null;
  marinaNameEn: string | null;
}

/** A boat with the English names of its type and marina (a document in English prints them). */
export type BoatRecord = Boat & EnglishNames;

/** What a create or a full update does not write: the server's own columns and those other use cases set. */
type NotWritten =
  | 'id'
  | 'slug'
  | 'boatTypeName'
  | 'marinaName'
  | 'ownerName'
  | 'thumbnail'
  | 'popular'
  | 'boatOfMonth'
  | 'displayOrder'
  | 'cancellationPolicy'
  | 'icalToken'
  | 'icalLastSyncAt'
  | 'icalLastError'
  | 'createdAt'
  | 'updatedAt';

/** Written when given, kept when left out (an update): the English texts (null: untranslated), the papers, the balance rule. */
type WrittenWhenGiven =
  | 'descriptionEn'
  | 'equipmentEn'
  | 'rulesEn'
  | 'registryNumber'
  | 'tourismLicenceNumber'
  | 'flag'
  | 'portOfRegistry'
  | 'balanceOnBoard';

/** The columns a create or a full update writes. */
export type BoatValues = Omit<Boat, NotWritten | WrittenWhenGiven> & Partial<Pick<Boat, WrittenWhenGiven>>;

/** Flags a PATCH may flip; the keys are the only column names that reach SQL. */
export const BOAT_FLAGS = { forRent: 'for_rent', forSale: 'for_sale', active: 'active', popular: 'popular' } as const;
export type BoatFlag = keyof typeof BOAT_FLAGS;

export function createBoatsRepository(db: Db) {
  const columns = db`
    b.id, b.name, b.slug, b.boat_type_id, t.name as boat_type_name, b.marina_id, p.name as marina_name,
      b.owner_id, u.first_name || ' ' || u.last_name as owner_name, b.length_m::float8 as length_m, b.year,
      b.guests_day, b.guests_night, b.cabins, b.bathrooms, b.crew, b.captain_included, b.description, b.equipment,
      b.rules, b.description_en, b.equipment_en, b.rules_en, b.thumbnail, b.for_rent, b.for_sale, b.sale_price_minor, b.sale_currency, b.popular, b.boat_of_month,
      b.active, b.display_order, b.ical_url, b.ical_token, b.ical_last_sync_at, b.ical_last_error, b.cancellation_policy,
      b.registry_number, b.tourism_licence_number, b.flag, b.port_of_registry, b.balance_on_board, b.created_at, b.updated_at`;
  const joins = db`
    join boat_types t on t.id = b.boat_type_id
    join places p on p.id = b.marina_id
    join users u on u.id = b.owner_id`;
  const select = db`select ${columns} from boats b ${joins}`;
  const scope = (owner: OwnerScope) => db`(${owner}::int is null or b.owner_id = ${owner})`;

  return {
    /**
     * Whether the marina a boat is given exists: a read of `places` beside this module's joins of it
     * (a declared reader), since the places module counts its boats through this module.
     */
    async marinaExists(placeId: number): Promise<boolean> {
      const [row] = await db<{ found: boolean }[]>`select exists (select 1 from places where id = ${placeId}) as found`;
      return row?.found ?? false;
    },

    async findById(id: number, owner: OwnerScope): Promise<Boat | undefined> {
      const [row] = await db<BoatRow[]>`${select} where b.id = ${id} and ${scope(owner)}`;
      return row && toBoat(row);
    },

    /** Any boat, active or not, with its type's and marina's English names (null: not translated). */
    async record(id: number): Promise<BoatRecord | undefined> {
      const [row] = await db<(BoatRow & EnglishNames)[]>`
        select ${columns}, t.name_en as boat_type_name_en, p.name_en as marina_name_en
        from boats b ${joins} where b.id = ${id}`;
      return row && { ...toBoat(row), boatTypeNameEn: row.boatTypeNameEn, marinaNameEn: row.marinaNameEn };
    },

    async list(q: BoatListQuery, owner: OwnerScope): Promise<{ content: Boat[]; total: number }> {
      const like = q.search ? likePattern(q.search) : null;
      const where = db`
        where ${scope(owner)}
          and (${q.id ?? null}::int is null or b.id = ${q.id ?? null})
          and (${q.popular ?? null}::boolean is null or b.popular = ${q.popular ?? null})
          ${
            // Only with a search, so its statement is planned for its text (migration 0112's index).
            like === null ? db`` : db`and (b.name_folded like tr_fold(${like}) or b.slug ilike ${like})`
          }`;
      const orders = {
        boat_desc: db`b.created_at desc, b.id desc`,
        boat_asc: db`b.created_at asc, b.id asc`,
        order: db`b.display_order asc, b.id desc`,
        name: db`b.name asc, b.id asc`,
      };
      const rows = await db<(BoatRow & { total: number })[]>`
        select ${columns}, count(*) over () as total from boats b ${joins} ${where}
        order by ${orders[q.order ?? 'boat_desc']} offset ${q.skip} limit ${q.take}`;
      if (rows.length || q.skip === 0) return { content: rows.map(toBoat), total: rows[0]?.total ?? 0 };
      const [c] = await db<{ n: number }[]>`select count(*) as n from boats b ${where}`;
      return { content: [], total: c?.n ?? 0 };
    },

    /** Every boat in scope, active or not (the panel home's counter). */
    async count(owner: OwnerScope): Promise<number> {
      const [row] = await db<{ n: number }[]>`select count(*) as n from boats b where ${scope(owner)}`;
      return row?.n ?? 0;
    },

    async options(owner: OwnerScope): Promise<BoatOption[]> {
      return db<BoatOption[]>`
        select b.id, b.name, b.slug from boats b where ${scope(owner)} order by b.name, b.id`;
    },

    async csvRows(owner: OwnerScope): Promise<Boat[]> {
      const rows = await db<BoatRow[]>`${select} where ${scope(owner)} order by b.id`;
      return rows.map(toBoat);
    },

    /** Locks the boat row for a write; undefined when missing or outside the owner's scope. */
    async lock(id: number, owner: OwnerScope): Promise<Pick<Boat, 'id' | 'ownerId'> | undefined> {
      const [row] = await db<Pick<Boat, 'id' | 'ownerId'>[]>`
        select b.id, b.owner_id from boats b where b.id = ${id} and ${scope(owner)} for update`;
      return row;
    },

    /** Slugs that begin with `prefix` (a slug: only a-z, 0-9 and dashes, nothing LIKE would read as a wildcard). */
    async slugsStartingWith(prefix: string): Promise<string[]> {
      const rows = await db<{ slug: string }[]>`select slug from boats where slug like ${`${prefix}%`}`;
      return rows.map((r) => r.slug);
    },

    /** Serialises the choice of a slug beginning with `prefix` until the transaction ends (the unique index is the final guard). */
    async lockSlugPrefix(prefix: string): Promise<void> {
      await db`select pg_advisory_xact_lock(hashtext(${prefix}))`;
    },

    async insert(slug: string, v: BoatValues): Promise<number> {
      const [row] = await db<{ id: number }[]>`
        insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, year, guests_day, guests_night, cabins,
          bathrooms, crew, captain_included, description, equipment, rules, description_en, equipment_en, rules_en,
          for_rent, for_sale, sale_price_minor, sale_currency, active, ical_url,
          registry_number, tourism_licence_number, flag, port_of_registry, balance_on_board)
        values (${v.name}, ${slug}, ${v.boatTypeId}, ${v.marinaId}, ${v.ownerId}, ${v.lengthM}, ${v.year}, ${v.guestsDay},
          ${v.guestsNight}, ${v.cabins}, ${v.bathrooms}, ${v.crew}, ${v.captainIncluded}, ${v.description},
          ${v.equipment}::text[], ${v.rules}, ${v.descriptionEn ?? null}, ${v.equipmentEn ?? null}::text[],
          ${v.rulesEn ?? null}, ${v.forRent}, ${v.forSale}, ${v.salePriceMinor}, ${v.saleCurrency},
          ${v.active}, ${v.icalUrl}, ${v.registryNumber ?? null}, ${v.tourismLicenceNumber ?? null}, ${v.flag ?? null},
          ${v.portOfRegistry ?? null}, ${v.balanceOnBoard ?? false})
        returning id`;
      return row!.id;
    },

    async update(id: number, v: BoatValues): Promise<void> {
      await db`
        update boats set name = ${v.name}, boat_type_id = ${v.boatTypeId}, marina_id = ${v.marinaId},
          owner_id = ${v.ownerId}, length_m = ${v.lengthM}, year = ${v.year}, guests_day = ${v.guestsDay},
          guests_night = ${v.guestsNight}, cabins = ${v.cabins}, bathrooms = ${v.bathrooms}, crew = ${v.crew},
          captain_included = ${v.captainIncluded}, description = ${v.description}, equipment = ${v.equipment}::text[],
          rules = ${v.rules},
          description_en = case when ${v.descriptionEn !== undefined} then ${v.descriptionEn ?? null} else description_en end,
          equipment_en = case when ${v.equipmentEn !== undefined} then ${v.equipmentEn ?? null}::text[] else equipment_en end,
          rules_en = case when ${v.rulesEn !== undefined} then ${v.rulesEn ?? null} else rules_en end,
          for_rent = ${v.forRent}, for_sale = ${v.forSale}, sale_price_minor = ${v.salePriceMinor},
          sale_currency = ${v.saleCurrency}, active = ${v.active}, ical_url = ${v.icalUrl},
          registry_number = case when ${v.registryNumber !== undefined} then ${v.registryNumber ?? null} else registry_number end,
          tourism_licence_number = case when ${v.tourismLicenceNumber !== undefined} then ${v.tourismLicenceNumber ?? null} else tourism_licence_number end,
          flag = case when ${v.flag !== undefined} then ${v.flag ?? null} else flag end,
          port_of_registry = case when ${v.portOfRegistry !== undefined} then ${v.portOfRegistry ?? null} else port_of_registry end,
          balance_on_board = case when ${v.balanceOnBoard !== undefined} then ${v.balanceOnBoard ?? false} else balance_on_board end,
          updated_at = now()
        where id = ${id}`;
    },

    async flag(id: number, flag: BoatFlag): Promise<boolean> {
      const [row] = await db<{ value: boolean }[]>`select ${db(BOAT_FLAGS[flag])} as value from boats where id = ${id}`;
      return row?.value ?? false;
    },

    async setFlag(id: number, flag: BoatFlag, value: boolean): Promise<void> {
      await db`update boats set ${db(BOAT_FLAGS[flag])} = ${value}, updated_at = now() where id = ${id}`;
    },

    async isBoatOfMonth(id: number): Promise<boolean> {
      const [row] = await db<{ v: boolean }[]>`select boat_of_month as v from boats where id = ${id}`;
      return row?.v ?? false;
    },

    /** Only one boat of the month: the previous one is cleared in the same statement order. */
    async setBoatOfMonth(id: number, value: boolean): Promise<void> {
      await db`select pg_advisory_xact_lock(7283119004)`;
      if (value)
        await db`update boats set boat_of_month = false, updated_at = now() where boat_of_month and id <> ${id}`;
      await db`update boats set boat_of_month = ${value}, updated_at = now() where id = ${id}`;
    },

    async setCancellationPolicy(id: number, policy: CancellationPolicy | null): Promise<void> {
      await db`update boats set cancellation_policy = ${policy === null ? null : JSON.stringify(policy)}::text::jsonb, updated_at = now() where id = ${id}`;
    },

    /** The boat's own cancellation policy (null: the settings' default applies). */
    async cancellationPolicy(id: number): Promise<CancellationPolicy | null> {
      const [row] = await db<{ cancellationPolicy: CancellationPolicy | null }[]>`
        select cancellation_policy from boats where id = ${id}`;
      return row?.cancellationPolicy ?? null;
    },

    async setDisplayOrder(id: number, order: number): Promise<void> {
      await db`update boats set display_order = ${order}, updated_at = now() where id = ${id}`;
    },

    async clearIcal(id: number): Promise<void> {
      await db`update boats set ical_url = null, updated_at = now() where id = ${id}`;
    },

    async setThumbnail(id: number, thumbnail: string | null): Promise<void> {
      await db`update boats set thumbnail = ${thumbnail}, updated_at = now() where id = ${id}`;
    },
  };
}
export type BoatsRepository = ReturnType<typeof createBoatsRepository>;
