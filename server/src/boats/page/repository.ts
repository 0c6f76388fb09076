import type { Db } from '../../platform/db.js';
import type { EnglishNames } from '../boat/repository.js';
import type { Boat } from '../boat/schemas.js';
import type { SitemapBoat } from '../public-schemas.js';

/**
 * What booking needs of a boat. `icalUrl`: the boat's iCal feed address, which a website hold re-reads
 * first (`booking/reservation/deps.ts` `FeedRecheck`).
 */
export type BookableBoat = Pick<
  Boat,
  'id' | 'name' | 'slug' | 'ownerId' | 'active' | 'forRent' | 'guestsDay' | 'guestsNight' | 'icalUrl'
>;

/** What the public page reads of an active boat: its own columns, the names of its type and marina, the owner's first name. */
export type PublicBoatRow = Pick<
  Boat,
  | 'id'
  | 'slug'
  | 'name'
  | 'boatTypeId'
  | 'boatTypeName'
  | 'marinaId'
  | 'marinaName'
  | 'lengthM'
  | 'year'
  | 'guestsDay'
  | 'guestsNight'
  | 'cabins'
  | 'bathrooms'
  | 'crew'
  | 'captainIncluded'
  | 'description'
  | 'descriptionEn'
  | 'equipment'
  | 'equipmentEn'
  | 'rules'
  | 'rulesEn'
  | 'thumbnail'
  | 'forRent'
  | 'forSale'
  | 'salePriceMinor'
  | 'saleCurrency'
  | 'popular'
  | 'boatOfMonth'
> &
  EnglishNames & { marinaKind: 'marina' | 'district'; ownerFirstName: string };

/** An active boat's page for the sitemap: address, last change, thumbnail and every image's key in order. */
type SitemapBoatRow = Omit<SitemapBoat, 'updatedAt' | 'images'> & { updatedAt: Date; imageKeys: string[] };

/** What the public site may read about a boat: active boats only, no owner contact details. */
export function createPublicBoatsRepository(db: Db) {
  return {
    async activeIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db<{ id: number }[]>`select id from boats where slug = ${slug} and active`;
      return row?.id;
    },

    /** What booking needs of an active boat, in one query. */
    async bookableBySlug(slug: string): Promise<BookableBoat | undefined> {
      const [row] = await db<BookableBoat[]>`
        select id, name, slug, owner_id, active, for_rent, guests_day, guests_night, ical_url from boats where slug = ${slug} and active`;
      return row;
    },

    /** Active boats' pages for the sitemap, by id. */
    async pages(): Promise<SitemapBoatRow[]> {
      return db<SitemapBoatRow[]>`
        select b.slug, b.updated_at, b.thumbnail,
          coalesce(array_agg(i.key order by i.position, i.id) filter (where i.id is not null), '{}') as image_keys
        from boats b
        left join boat_images i on i.boat_id = b.id
        where b.active
        group by b.id
        order by b.id`;
    },

    async findActiveBySlug(slug: string): Promise<PublicBoatRow | undefined> {
      const [row] = await db<PublicBoatRow[]>`
        select b.id, b.slug, b.name, b.boat_type_id, t.name as boat_type_name, t.name_en as boat_type_name_en, b.marina_id, p.name as marina_name,
          p.name_en as marina_name_en,
          p.kind as marina_kind, u.first_name as owner_first_name, b.length_m::float8 as length_m, b.year, b.guests_day,
          b.guests_night, b.cabins, b.bathrooms, b.crew, b.captain_included, b.description, b.description_en, b.equipment, b.equipment_en,
          b.rules, b.rules_en,
          b.thumbnail, b.for_rent, b.for_sale, b.sale_price_minor, b.sale_currency, b.popular, b.boat_of_month
        from boats b
        join boat_types t on t.id = b.boat_type_id
        join places p on p.id = b.marina_id
        join users u on u.id = b.owner_id
        where b.slug = ${slug} and b.active`;
      return row;
    },
  };
}
