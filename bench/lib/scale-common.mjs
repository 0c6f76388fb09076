// bench/scale.mjs's knobs (BENCH_* variables), targets, log line and number formats.
import { readFileSync } from 'node:fs';

export const SIZES = (process.env.BENCH_SIZES ?? '5000,50000').split(',').map(Number);
export const EVENTS_PER_BOAT = Number(process.env.BENCH_EVENTS_PER_BOAT ?? 20);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const ADMIN_SECONDS = Number(process.env.BENCH_ADMIN_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
export const CONNECTIONS = 10;
export const OFFICE_CONNECTIONS = 2;
export const P99_MS = 50;
/** Issue 36's re-based search target: p99 with one caller at the largest size. */
export const SINGLE_P99_MS = 20;

export const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
export const log = (...a) => console.error(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...a);

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const mark = (ok) => (ok === undefined ? '' : ok ? '✓' : '✗');
export const fmt = (n) => (typeof n === 'number' ? n.toLocaleString('en-US').replace(/,/g, ' ') : String(n));
