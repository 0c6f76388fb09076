import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getVisitorReservation } from '@/features/reservation/api/visitor-reservation';
import { langOf } from '@/i18n/lang';
import { textsFor } from '@/i18n/texts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One visitor's reservation, read with the link's token as that visitor (the server renders it for
 * each request and never caches it). Any refusal of the link is the plain 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const t = textsFor(langOf(pageContext));
  const number = pageContext.routeParams.number ?? '';
  const token = pageContext.urlParsed.search.t ?? '';
  if (!token) throw render(404);
  const reservation = await getVisitorReservation(number, token, inProcessApi(pageContext.apiFetch)).catch(
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 429) throw render(429);
      if (e instanceof ApiError && e.status < 500) throw render(404);
      throw e;
    },
  );
  config({ title: t.visitor.metaTitle(reservation.reference), description: t.visitor.description });
  return { reservation, token };
}
