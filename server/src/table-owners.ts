/**
 * Who owns which table. Every table of `migrations/*.sql` has one owner module (a folder under
 * `server/src/`): only the owner's code writes it (insert, update, delete, truncate, copy, or a SQL
 * function that writes it). Any other module reads it through the functions the owner exports
 * (each module's `read.ts`, or a file named for what it offers, such as `boats/ical-feed.ts`), or,
 * where a table is listed under `readers`, reads it directly with the reason given there: the
 * event-sourced read models (projections built for reading) and the catalog tables that search
 * reads as its read model, in one statement per query.
 *
 * `server/test/table-owners.test.ts` scans the SQL of every module against this map, and ARCHITECTURE.md's
 * module map is checked against it. The map is data only: nothing at run time reads it.
 */

export type Module =
  | 'auth'
  | 'backup'
  | 'boats'
  | 'booking'
  | 'calendar'
  | 'content'
  | 'eventstore'
  | 'limits'
  | 'mail'
  | 'messages'
  | 'metrics'
  | 'partners'
  | 'places'
  | 'platform'
  | 'search'
  | 'seed'
  | 'settings'
  | 'webhooks';

export interface TableOwnership {
  owner: Module;
  /** What the table holds, in a few words (the module map in ARCHITECTURE.md shows it). */
  holds: string;
  /** Modules that read the table directly, each with the reason. Nobody else but the owner may. */
  readers?: Partial<Record<Module, string>>;
}

/** Search's read side: the catalog as it stands, read in one statement per query with the 0057 indexes; the catalog's change notifications (0056) drop its cache. */
const SEARCH_READ_MODEL =
  'read model of the public search (one statement per query, 0057 indexes, cache dropped by the 0056 notifications)';

export const TABLE_OWNERS = {
  backup_status: { owner: 'backup', holds: 'the last base backup and WAL segment shipped, failures, alerts' },
  system_secrets: { owner: 'platform', holds: 'the shared JWT key and other generated secrets' },
  users: {
    owner: 'auth',
    holds: 'panel users (ADMIN, OWNER) with scrypt hashes',
    readers: { boats: "the owner's name joined into a boat's row (the public boat page stays one query)" },
  },
  login_failures: { owner: 'auth', holds: 'failed logins per address and account' },
  settings: { owner: 'settings', holds: 'key/value settings: exchange rates, site, contact, social' },
  places: {
    owner: 'places',
    holds: 'marinas and town districts',
    readers: {
      // Not through a places function: places counts its boats through boats/read.ts, and the two
      // modules would import each other.
      boats: "the marina's name joined into a boat's row (one query), and whether a boat's marina exists",
      search: SEARCH_READ_MODEL,
    },
  },
  boat_types: { owner: 'boats', holds: 'boat types', readers: { search: SEARCH_READ_MODEL } },
  boats: {
    owner: 'boats',
    holds: 'boats, with their iCal URL, export token and sync bookkeeping',
    readers: { search: SEARCH_READ_MODEL },
  },
  boat_prices: { owner: 'boats', holds: 'seasonal price periods', readers: { search: SEARCH_READ_MODEL } },
  boat_price_lowest: {
    owner: 'boats',
    holds:
      "each boat's lowest price in kuruş across its currencies for a day, by day (kept by the 0137 triggers on boat_prices)",
    readers: { search: SEARCH_READ_MODEL },
  },
  boat_price_runs: {
    owner: 'boats',
    holds:
      "each boat's runs of one to three consecutive price periods with their lowest kuruş, by the dates they answer (kept by the 0109 triggers on boat_prices)",
    readers: { search: SEARCH_READ_MODEL },
  },
  boat_images: { owner: 'boats', holds: 'boat pictures and their variants' },
  boat_extras: { owner: 'boats', holds: 'priced extras of a boat (skipper, fuel, food …)' },
  boat_comments: { owner: 'boats', holds: 'reviews', readers: { search: SEARCH_READ_MODEL } },
  occupancy: {
    owner: 'booking',
    holds: 'projection: every held date range of a boat (exclusion constraint: no double booking)',
    readers: {
      search: `${SEARCH_READ_MODEL}: free dates`,
      calendar:
        'projection read by the iCal export (the occupied ranges) and the sync plan (the holds a feed may clash with)',
      partners: "projection read by the partners' bulk availability (busy ranges, no labels), one statement a page",
    },
  },
  streams: { owner: 'eventstore', holds: 'one row per event stream with its version' },
  events: { owner: 'eventstore', holds: 'the append-only event log' },
  personal_texts: {
    owner: 'eventstore',
    holds: "what a person typed into a booking's events (notes, references), kept out of the log for KVKK erasure",
  },
  projection_checkpoints: { owner: 'eventstore', holds: 'positions of async projections and reactors' },
  customers: {
    owner: 'booking',
    holds: "a reservation's personal data (name, e-mail, phone, client fingerprint)",
    readers: { mail: "visitor limits: a reservation's client fingerprint, counted with the outbox in one statement" },
  },
  reservations: {
    owner: 'booking',
    holds: 'projection: the reservation list',
    readers: {
      mail: "projection read by the mail reactor (the last hour's website holds, a mail's client)",
      partners: "projection read for a partner's live options (its limit, counted by partner_options_claim)",
    },
  },
  payments: { owner: 'booking', holds: 'projection: payments of reservations' },
  closings: { owner: 'booking', holds: 'projection: manual closings' },
  boat_dates: {
    owner: 'booking',
    holds: 'projection: boat-date blocks, iCal imports and clashes',
    readers: { calendar: "projection read by the iCal sync (the feed's imported blocks) and the clash count" },
  },
  website_sections: { owner: 'content', holds: 'website sections and list intros' },
  blog_posts: { owner: 'content', holds: 'blog' },
  banks: { owner: 'content', holds: 'bank accounts (IBAN)' },
  team_members: { owner: 'content', holds: 'team' },
  faqs: { owner: 'content', holds: 'FAQ' },
  documents: { owner: 'content', holds: 'our documents (PDF)' },
  contact_messages: { owner: 'messages', holds: 'contact form messages' },
  subscribers: { owner: 'messages', holds: 'newsletter subscribers' },
  mail_templates: { owner: 'mail', holds: 'editable mail templates' },
  outbox_mails: { owner: 'mail', holds: 'the mail outbox (one row per mail and attempt state)' },
  office_hold_digest: {
    owner: 'mail',
    holds: 'flood-time holds whose office notice waits for the next digest, and the digest that listed each',
  },
  catalog_version: {
    owner: 'booking',
    holds: "the booking catalog's snapshot counter (bumped only by the 0045 triggers)",
  },
  request_counters: { owner: 'limits', holds: 'per-minute request counters (count_request)' },
  hold_limits: { owner: 'booking', holds: 'holds per client key (hold_limit_refusal)' },
  reservation_links: {
    owner: 'booking',
    holds: "the visitor's signed link to the reservation page (salt and token hash; a secret, outside the log)",
  },
  passenger_lists: {
    owner: 'booking',
    holds: "the visitor's passenger list: emergency phone (personal data, erased with the customer)",
  },
  passengers: {
    owner: 'booking',
    holds: 'the guests of a passenger list (personal data, erased with the customer)',
  },
  partners: {
    owner: 'partners',
    holds: 'API partners: contact, scopes, commission, browser origins, limits',
    readers: {
      booking: "the partner's name joined into a reservation's row (the office's reservation screen)",
      webhooks: "the partner's name joined into an endpoint's row (the office's Webhook'lar screen)",
    },
  },
  partner_keys: {
    owner: 'partners',
    holds: "partners' keys: public prefix and SHA-256 of the secret, rotation, revocation",
  },
  partner_request_days: { owner: 'partners', holds: "each partner's requests per Istanbul day" },
  webhook_endpoints: {
    owner: 'webhooks',
    holds: 'webhook endpoints: URL, event types, signing secret, owning partner, enabled or why not',
  },
  webhook_deliveries: {
    owner: 'webhooks',
    holds: 'one row per webhook message and endpoint: the body sent, its lane, attempts and outcome',
  },
} satisfies Record<string, TableOwnership>;

export type Table = keyof typeof TABLE_OWNERS;

/** SQL functions of the migrations that write a table: calling one writes that table. */
export const WRITING_FUNCTIONS: Record<string, Table> = {
  count_request: 'request_counters',
  hold_limit_refusal: 'hold_limits',
  refresh_boat_price_lowest: 'boat_price_lowest',
  refresh_boat_price_runs: 'boat_price_runs',
  reprice_boat_price_runs: 'boat_price_runs',
  count_partner_request: 'partner_request_days',
};
