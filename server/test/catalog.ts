import type { TestApp } from './app.js';
import { bearer, body } from './app.js';

export interface ErrorBody {
  statusCode: number;
  code: string;
  content: { message: string };
}

export interface BoatBody {
  id: number;
  slug: string;
  name: string;
  ownerId: number;
  popular: boolean;
  boatOfMonth: boolean;
  active: boolean;
  forRent: boolean;
  forSale: boolean;
  displayOrder: number;
  icalUrl: string | null;
  thumbnail: string | null;
  description: string;
  [key: string]: unknown;
}

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;

/** Catalog fixtures written through the HTTP API, as an admin would. */
export function catalogFixtures(t: TestApp, adminToken: string) {
  const post = async <T>(url: string, payload: object, token = adminToken): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    if (res.statusCode !== 201) throw new Error(`${url} -> ${res.statusCode} ${res.body}`);
    return body<{ content: T }>(res).content;
  };
  return {
    marina: (overrides: object = {}) =>
      post<{ id: number; name: string }>('/v1/admin/marina', { name: `Marina ${unique()}`, ...overrides }),
    boatType: (overrides: object = {}) =>
      post<{ id: number; name: string }>('/v1/admin/boattypes', { name: `Tip ${unique()}`, ...overrides }),
    async boat(ownerId: number, overrides: Record<string, unknown> = {}, token = adminToken): Promise<BoatBody> {
      const marinaId = overrides.marinaId ?? (await this.marina()).id;
      const boatTypeId = overrides.boatTypeId ?? (await this.boatType()).id;
      return post<BoatBody>(
        '/v1/admin/boats',
        {
          name: `Tekne ${unique()}`,
          boatTypeId,
          marinaId,
          ownerId,
          lengthM: 18.5,
          guestsDay: 12,
          guestsNight: 8,
          cabins: 4,
          ...overrides,
        },
        token,
      );
    },
    price: (
      boatId: number,
      startDate: string,
      endDate: string,
      dailyPriceMinor: number,
      currency = 'EUR',
      token = adminToken,
    ) =>
      post<{ id: number }>(
        '/v1/admin/boats/price',
        { boat_id: boatId, startDate, endDate, dailyPriceMinor, currency },
        token,
      ),
    /** A priced extra of the boat (issue 21): `unit` booking/day/person/person_day. */
    extra: (
      boatId: number,
      extra: {
        name: string;
        nameEn?: string | null;
        priceMinor: number;
        currency?: string;
        unit: 'booking' | 'day' | 'person' | 'person_day';
        mandatory?: boolean;
        maxQuantity?: number | null;
      },
      token = adminToken,
    ) => post<{ id: number }>('/v1/admin/boats/extra', { boat_id: boatId, currency: 'EUR', ...extra }, token),
  };
}
