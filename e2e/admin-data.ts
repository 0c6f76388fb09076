import { adminApi } from './admin.js';
import { baseUrl } from './browser.js';

export interface ApiBoat {
  id: number;
  name: string;
  slug: string;
}
export interface ApiReservation {
  id: string;
  reference: string;
  status: string;
  version: number;
  deposit: number;
  currency: string;
}

/** A rentable boat with one price period, arranged through the admin API. */
export async function arrangeBoat(options: {
  ownerId?: number;
  priceFrom: string;
  priceTo: string;
  name?: string;
  /** The boat's iCal feed address (a website hold re-reads it first). */
  icalUrl?: string;
}): Promise<ApiBoat> {
  const { content: opts } = (await (await fetch(`${baseUrl()}/v1/search/boatoptions`)).json()) as {
    content: { marinas: { id: number }[]; boatTypes: { id: number }[] };
  };
  const ownerId =
    options.ownerId ??
    (await adminApi<{ content: { id: number }[] }>('/v1/admin/users/select?role=OWNER')).content[0]?.id;
  const { content: boat } = await adminApi<{ content: ApiBoat }>('/v1/admin/boats', {
    method: 'POST',
    body: {
      name: options.name ?? `E2E Tekne ${Date.now()}-${Math.floor(Math.random() * 1000)}`,
      boatTypeId: opts.boatTypes[0]?.id,
      marinaId: opts.marinas[0]?.id,
      ownerId,
      lengthM: 15,
      guestsDay: 10,
      guestsNight: 6,
      forRent: true,
      active: true,
      ...(options.icalUrl ? { icalUrl: options.icalUrl } : {}),
    },
  });
  await adminApi('/v1/admin/boats/price', {
    method: 'POST',
    body: {
      boat_id: boat.id,
      startDate: options.priceFrom,
      endDate: options.priceTo,
      dailyPriceMinor: 1_000_000,
      currency: 'TRY',
      minDays: 1,
    },
  });
  return boat;
}

/** A booking from the public site (POST /v1/reservations): the status code and the body. */
export async function bookPublicly(
  slug: string,
  start: string,
  end: string,
  name = 'Deniz Aydın',
): Promise<{ status: number; body: { content: ApiReservation & { message?: string } } }> {
  const res = await fetch(`${baseUrl()}/v1/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      boatSlug: slug,
      start,
      end,
      guests: 4,
      customer: { name, email: 'deniz.aydin@example.com', phone: '+90 532 000 11 22' },
    }),
  });
  return { status: res.status, body: (await res.json()) as { content: ApiReservation & { message?: string } } };
}
