import { createSql } from './src/platform/db.js';
import { createSearchService } from './src/search/service.js';
const url = 'postgres://postgres:postgres@127.0.0.1:54999/fethiye';
const callers = Number(process.argv[3] ?? 10), secs = Number(process.argv[4] ?? 5);
const sql = createSql(url, { max: 4, prepare: false });
const planned = createSql(url, { max: 4, genericPlans: true });
const svc = createSearchService(sql, { cacheMs: 0, plannedSql: planned });
const u = new URL(process.argv[2]!, 'http://x');
const q: Record<string, unknown> = { skip: 0, take: 20 };
for (const [k, v] of u.searchParams) q[k] = k === 'regions' ? [Number(v)] : /^\d+$/.test(v) ? Number(v) : v;
const call = () => u.pathname.includes('input') ? (svc as any).typeahead(u.searchParams.get('searchString')) : svc.search(u.pathname.includes('forsale') ? 'sale' : 'rent', q as never);
for (let i = 0; i < 20; i++) await call();
const lat: number[] = [];
const end = performance.now() + secs * 1000;
await Promise.all(Array.from({ length: callers }, async () => {
  while (performance.now() < end) { const t = performance.now(); await call(); lat.push(performance.now() - t); }
}));
lat.sort((a, b) => a - b);
const p = (x: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * x))]!.toFixed(1);
console.log(callers, 'callers:', (lat.length / secs).toFixed(0), 'req/s p50', p(0.5), 'p99', p(0.99));
await sql.end(); await planned.end();
