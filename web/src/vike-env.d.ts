import type { InProcessFetch } from '@/api/client';
import type { Rates } from '@/api/website/get-settings';
import type { SiteData } from '@/api/website/get-site-data';
import type { Lang } from '@/i18n/lang';
import type { SiteCurrency } from '@/stores/currency';

declare global {
  namespace Vike {
    interface PageContext {
      /** Site data and rates the server already had; seeds TanStack Query so the first paint has them. */
      site?: { siteData?: SiteData; rates?: Rates };
      /** The page's language, from its URL (+onBeforeRoute.ts): English under /en, Turkish elsewhere. */
      lang?: Lang;
      /** The display currency the server rendered prices in: the visitor's `currency` cookie, TL without one. */
      currency?: SiteCurrency;
    }
    interface PageContextServer {
      /** In-process API access given by the Fastify plugin (`app.inject`, no socket); wrap it with `inProcessApi`. */
      apiFetch: InProcessFetch;
      /** Absolute origin for canonical and Open Graph URLs, e.g. https://fethiyetekne.com */
      origin: string;
      /**
       * What a page says about its HTTP answer, read by the Fastify plugin after rendering: a status of
       * the page's own (a listing whose filters the API refused answers 400 with the API's message).
       */
      answer?: { status?: number };
    }
  }
}
export {};
