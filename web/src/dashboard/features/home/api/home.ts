import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import type { paths } from '@/api/schema';

type Status = NonNullable<paths['/v1/admin/reservations']['get']['parameters']['query']['status']>;
const STATUSES: readonly Status[] = ['option', 'confirmed', 'cancelled', 'completed'];

export const homeKeys = { all: OPS_KEYS.home };
const istanbulDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

/**
 * The home screen's figures, from endpoints both roles may read (the API scopes an OWNER to
 * their own boats): reservations per status and boats (totals of one-row pages), today's
 * departures and returns (occupancy around today), options expiring within 24 hours.
 */
async function loadHome(now: Date) {
  const today = istanbulDay(now);
  const yesterday = istanbulDay(new Date(now.getTime() - 86_400_000));
  const tomorrow = istanbulDay(new Date(now.getTime() + 86_400_000));
  const [counts, boats, occupancy, options] = await Promise.all([
    Promise.all(STATUSES.map(async (status) => [status, (await unwrap(api.GET('/v1/admin/reservations', { params: { query: { skip: 0, take: 1, status } } }))).total] as const)),
    unwrap(api.GET('/v1/admin/boats', { params: { query: { skip: 0, take: 1 } } })),
    unwrap(api.GET('/v1/admin/occupancy', { params: { query: { from: yesterday, to: tomorrow } } })),
    unwrap(api.GET('/v1/admin/reservations', { params: { query: { skip: 0, take: 500, status: 'option', oldrez: false } } })),
  ]);
  const reservations = occupancy.content.filter((o) => o.source === 'reservation');
  const limit = now.getTime() + 24 * 3_600_000;
  return {
    today,
    counts: Object.fromEntries(counts) as Record<Status, number>,
    boats: boats.total,
    departures: reservations.filter((o) => o.start === today),
    // Occupancy ends are exclusive: a boat back today is free from today.
    returns: reservations.filter((o) => o.end === today),
    expiring: options.content
      .filter((r) => {
        const until = new Date(r.optionUntil).getTime();
        return until >= now.getTime() && until <= limit;
      })
      .sort((a, b) => a.optionUntil.localeCompare(b.optionUntil)),
  };
}

export const useHome = () => useQuery({ queryKey: homeKeys.all, queryFn: () => loadHome(new Date()), refetchInterval: 120_000 });
