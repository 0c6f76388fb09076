import { langOf } from '@/i18n/lang';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getAvailability } from '@/features/availability/api/get-availability';
import { monthStart, todayInIstanbul } from '@/lib/iso-calendar';
import { getBoat } from '@/features/boats/api/get-boat';
import { nameIn, pick } from '@/i18n/content';
import { textsFor } from '@/i18n/texts';
import { formatNumber } from '@/lib/money';

export type Data = Awaited<ReturnType<typeof data>>;

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function data(pageContext: PageContextServer) {
  const config = useConfig();
  const lang = langOf(pageContext);
  const client = inProcessApi(pageContext.apiFetch);
  const slug = pageContext.routeParams.slug ?? '';
  const boat = await getBoat(slug, client).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) throw render(404);
    throw e;
  });
  const summary = plain(pick(lang, boat.description, boat.descriptionEn).value).slice(0, 150);
  const typeName = nameIn(lang, boat.type);
  config({
    title: `${boat.name} – ${typeName}, ${nameIn(lang, boat.marina)} | Fethiye Tekne`,
    description: textsFor(lang)
      .boat.description(boat.name, formatNumber(boat.lengthM, 3, lang), typeName, boat.guestsDay, boat.cabins, summary)
      .slice(0, 300),
    ...(boat.images[0] ? { image: `${pageContext.origin}${boat.images[0].medium}` } : {}),
  });
  // The calendar's first month comes with the page, so it shows occupied days without JavaScript.
  const today = todayInIstanbul();
  const availability = boat.forRent
    ? await getAvailability(slug, monthStart(today), monthStart(today, 1), client).catch(() => undefined)
    : undefined;
  return { boat, origin: pageContext.origin, today, availability };
}
