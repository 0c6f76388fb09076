import { langOf } from '@/i18n/lang';
import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { ApiError, inProcessApi } from '@/api/client';
import { getBoatOptions } from '@/features/boat-types/api/get-boat-options';
import {
  type BoatsKind,
  parseListingFilters,
  searchBoats,
  type SearchBoatsResult,
} from '@/features/boats/api/search-boats';
import { nameIn } from '@/i18n/content';
import { apiMessage } from '@/i18n/api-messages';
import { textsFor } from '@/i18n/texts';

export type ListingData = Awaited<ReturnType<typeof listingData>>;

/** Shared `+data` of /listing and /listingsale: the URL is the filter. */
export async function listingData(kind: BoatsKind, pageContext: PageContextServer) {
  const config = useConfig();
  const lang = langOf(pageContext);
  const t = textsFor(lang);
  const client = inProcessApi(pageContext.apiFetch);
  const filters = parseListingFilters(pageContext.urlParsed.search);
  // Filters the API refuses (reversed or past dates …) show its message on the page, answered as a 400;
  // a visitor past the search limit sees the API's message with its 429.
  const [searched, options] = await Promise.all([
    searchBoats(kind, filters, client).then(
      (found) => ({ found, refused: undefined, refusedLang: undefined }),
      (e: unknown) => {
        if (!(e instanceof ApiError) || (e.status !== 400 && e.status !== 429)) throw e;
        if (pageContext.answer) pageContext.answer.status = e.status;
        // English pages name the refusal in English where the dictionary knows its code.
        const message = apiMessage(t, e);
        return {
          found: { content: [], total: 0, totalExact: true },
          refused: message,
          refusedLang: message === e.message ? ('tr' as const) : lang,
        };
      },
    ),
    getBoatOptions(client),
  ]);
  const result: SearchBoatsResult = searched.found;
  // Names in the page's language (the Turkish one where a marina or type has no English name).
  const marinas = options.marinas.map((m) => ({ id: m.id, name: nameIn(lang, m) }));
  const boatTypes = options.boatTypes.map((b) => ({ id: b.id, name: nameIn(lang, b) }));
  const region = marinas.find((m) => m.id === filters.regions)?.name;
  const type = boatTypes.find((b) => b.id === filters.type)?.name;
  const what = [region, type].filter(Boolean).join(' ');
  const count = result.totalExact ? `${result.total}` : `${result.total}+`;
  const title = kind === 'rent' ? t.listing.rentTitle(what) : t.listing.saleTitle(what);
  config({
    title: `${title}${filters.page > 1 ? ` – ${t.common.page(filters.page)}` : ''} | Fethiye Tekne`,
    description: kind === 'rent' ? t.listing.rentDescription(count) : t.listing.saleDescription(count),
  });
  return {
    kind,
    title,
    origin: pageContext.origin,
    filters,
    result,
    /** The API's message when it refused these filters (then `result` is empty). */
    refused: searched.refused,
    /** The language of `refused` (the API's own message is Turkish). */
    refusedLang: searched.refusedLang,
    marinas,
    boatTypes,
  };
}
