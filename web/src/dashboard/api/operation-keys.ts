import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

/**
 * Key prefixes of the day-to-day screens (boats, reservations, closings, occupancy, home) and of the
 * lists another feature's write changes (a KVKK erasure empties contact messages and subscribers), so a
 * write in one feature refreshes the others through one shared list, never retyped arrays.
 */
export const OPS_KEYS = {
  boats: ['admin', 'boats'],
  reservations: ['admin', 'reservations'],
  transactions: ['admin', 'transactions'],
  external: ['admin', 'external'],
  occupancy: ['admin', 'occupancy'],
  home: ['admin', 'home'],
  comments: ['admin', 'comments'],
  contactMessages: ['admin', 'contact-messages'],
  subscribers: ['admin', 'subscribers'],
} as const;

/** Every boat the user may see (id, name, slug) for select boxes; the API gives an OWNER only their own. */
export const boatChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...OPS_KEYS.boats, 'select'] as const,
    queryFn: async () => (await unwrap(api.GET('/v1/admin/boats/all'))).content,
    staleTime: 60_000,
  });
export const useBoatChoices = () => useQuery(boatChoicesQueryOptions());
