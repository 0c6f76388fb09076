// The bare SQL client of bench/catalog and bench/scale: the server's own search service on pools made as
// main.ts makes them, called in this process with no HTTP in between, so a bench can put the server's
// figures beside the limit the same statements reach on the same machine in the same minute (the cost of
// the search's own statements: its round trips, planning and execution, and the building of its SQL).
//
// Run by the benches as `tsx server/src/search/bench-client.ts <database url>`. Reads one JSON line per
// measurement on stdin, `{"paths": ["/v1/searchboats?…", …], "callers": 10, "seconds": 3}`, calls the
// service for the paths in turn from `callers` loops at once for that long, and writes one JSON line
// `{"requests", "seconds", "p50", "p99"}` (milliseconds) on stdout. Not part of the server.
import { createInterface } from 'node:readline';
import { Value } from 'typebox/value';
import { SearchQuerySchema, type SearchQuery } from './schemas.js';
import { createSearchService } from './service.js';
import { createSearchPools, endSearchPools } from './pools.js';

const url = process.argv[2];
if (!url) throw new Error('usage: bench-client.ts <database url>');
const pools = createSearchPools(url);
const service = createSearchService(pools.searchSql, {
  cacheMs: 0,
  plannedSql: pools.searchPlannedSql,
  closeSql: pools.searchCloseSql,
});

/** One path as the route would call the service: the query string converted and defaulted by its schema. */
function callOf(path: string): () => Promise<unknown> {
  const u = new URL(path, 'http://bench');
  const raw = Object.fromEntries(u.searchParams);
  if (u.pathname === '/v1/search/input') {
    const text = raw['searchString'] ?? '';
    return () => service.typeahead(text);
  }
  const kind = u.pathname === '/v1/searchboatsforsale' ? 'sale' : 'rent';
  if (kind === 'rent' && u.pathname !== '/v1/searchboats') throw new Error(`not a search path: ${path}`);
  const query = Value.Default(SearchQuerySchema, Value.Convert(SearchQuerySchema, raw)) as SearchQuery;
  if (!Value.Check(SearchQuerySchema, query)) throw new Error(`the route would refuse ${path}`);
  return () => service.search(kind, query);
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
await endSearchPools(pools, 5);
