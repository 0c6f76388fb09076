import { DomainError } from '../errors.js';
import { OCCUPANCY_PAGE_BOATS } from './occupancy-schemas.js';

/** Which boats a page of the occupancy answers: these ids, or `limit` boats after `after` (a boat's name and id). */
export interface OccupancyPage {
  boatIds?: readonly number[];
  limit: number;
  after?: readonly [string, number];
}

/** The page a query of `GET /v1/admin/occupancy` asks for (the route and the bench's bare client read it alike). */
export function occupancyPage(query: {
  boat_id?: number;
  boat_ids?: number[];
  limit?: number;
  cursor?: string;
}): OccupancyPage {
  const boatIds = query.boat_id !== undefined ? [query.boat_id, ...(query.boat_ids ?? [])] : query.boat_ids;
  return {
    limit: query.limit ?? OCCUPANCY_PAGE_BOATS,
    ...(boatIds ? { boatIds } : {}),
    ...(query.cursor !== undefined ? { after: occupancyCursor(query.cursor) } : {}),
  };
}

/** A `nextCursor` read back: base64url of the JSON `[name, id]` of a page's last boat; anything else is a 400. */
function occupancyCursor(cursor: string): [string, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') {
      const id: unknown = value[1];
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return [value[0], id];
    }
  } catch {
    // Not base64url JSON: refused below.
  }
  throw new DomainError('INVALID_CURSOR', 'Sayfa imleci geçersiz; ilk sayfadan yeniden başlayın.', 'invalid');
}
