// The bare SQL client of bench/catalog and bench/scale: the server's own search service and office reads
// on pools made as the server makes them, called in this process with no HTTP in between, so a bench can
// put the server's figures beside the limit the same statements reach on the same machine in the same
// minute (the cost of the statements themselves: their round trips, planning and execution, and the
// building of their SQL).
//   - searches (`/v1/searchboats`, `/v1/searchboatsforsale`, `/v1/search/input`): the search service on
//     the three search pools (`search/pools.ts`, as `main.ts` makes them);
//   - the office's reservation list and occupancy (`/v1/admin/reservations`, `/v1/admin/occupancy`) as an
//     ADMIN sees them: the reservations read repository on pools made as the server's main one
//     (`createSql` with its defaults) and its `officeValuesSql` (`main.ts`), with the query converted and
//     defaulted by the route's schema;
//   - the partners' bulk availability (`/v1/partner/availability`): its one statement on the main pool.
//
// Run by the benches as `tsx server/src/bench-client.ts <database url>`. Reads one JSON line per
// measurement on stdin, `{"paths": ["/v1/searchboats?…", …], "callers": 10, "seconds": 3}`, calls the
// service for the paths in turn from `callers` loops at once for that long, and writes one JSON line
// `{"requests", "seconds", "p50", "p99"}` (milliseconds) on stdout. Not part of the server.
import { createInterface } from 'node:readline';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { occupancyPage } from './booking/reservation/occupancy-page.js';
import { createOccupancyReadRepository } from './booking/reservation/occupancy-read-repository.js';
import { createReservationsReadRepository } from './booking/reservation/read-repository.js';
import { OccupancyQuerySchema } from './booking/reservation/occupancy-schemas.js';
import { ReservationListQuerySchema, type ReservationListQuery } from './booking/reservation/office-schemas.js';
import { istanbulDate } from './common/dates.js';
import { createSql } from './platform/db.js';
import { SearchQuerySchema, type SearchQuery } from './search/schemas.js';
import { availabilityJson } from './partners/availability-repository.js';
import { availabilityPage } from './partners/get-partner-availability.js';
import { AvailabilityQuerySchema, type AvailabilityQuery } from './partners/partner-schemas.js';
import { createSearchService } from './search/service.js';
import { createSearchPools, endSearchPools } from './search/pools.js';

const url = process.argv[2];
if (!url) throw new Error('usage: bench-client.ts <database url>');
const pools = createSearchPools(url);
const service = createSearchService(pools.searchSql, {
  cacheMs: 0,
  plannedSql: pools.searchPlannedSql,
  closeSql: pools.searchCloseSql,
});
const main = createSql(url);
const officeValues = createSql(url, { max: 4, prepare: false });
const office = createReservationsReadRepository(main, officeValues);
const occupancy = createOccupancyReadRepository(main);

/** A query string as the route receives it: converted and defaulted by its schema, or refused as the route would. */
function queryOf<T>(schema: TSchema, raw: Record<string, string>, path: string): T {
  const query = Value.Default(schema, Value.Convert(schema, raw));
  if (!Value.Check(schema, query)) throw new Error(`the route would refuse ${path}`);
  return query as T;
}

/** One path as its route would call the service or repository (an ADMIN's scope for the office's reads). */
function callOf(path: string): () => Promise<unknown> {
  const u = new URL(path, 'http://bench');
  const raw = Object.fromEntries(u.searchParams);
  switch (u.pathname) {
    case '/v1/search/input': {
      const text = raw['searchString'] ?? '';
      return () => service.typeahead(text);
    }
    case '/v1/searchboats':
    case '/v1/searchboatsforsale': {
      const query = queryOf<SearchQuery>(SearchQuerySchema, raw, path);
      const kind = u.pathname === '/v1/searchboats' ? 'rent' : 'sale';
      return () => service.search(kind, query);
    }
    case '/v1/admin/reservations': {
      const query = queryOf<ReservationListQuery>(ReservationListQuerySchema, raw, path);
      return () => office.list(query, null, istanbulDate(new Date()));
    }
    case '/v1/admin/occupancy': {
      const query = queryOf<Static<typeof OccupancyQuerySchema>>(OccupancyQuerySchema, raw, path);
      return () => occupancy.occupancyJson(query.from, query.to, occupancyPage(query), null);
    }
    case '/v1/partner/availability': {
      const query = queryOf<AvailabilityQuery>(AvailabilityQuerySchema, raw, path);
      return () => availabilityJson(main, availabilityPage(query));
    }
    default:
      throw new Error(`not a path the bare client knows: ${path}`);
  }
}

async function measure(paths: string[], callers: number, seconds: number) {
  const calls = paths.map(callOf);
  let next = 0;
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const call = calls[next++ % calls.length]!;
        const t = performance.now();
        await call();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { requests: latencies.length, seconds, p50: at(0.5), p99: at(0.99) };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { paths, callers, seconds } = JSON.parse(line) as { paths: string[]; callers: number; seconds: number };
  process.stdout.write(`${JSON.stringify(await measure(paths, callers, seconds))}\n`);
}
await Promise.all([endSearchPools(pools, 5), main.end({ timeout: 5 }), officeValues.end({ timeout: 5 })]);
