import { timingSafeEqual } from 'node:crypto';

/** Whether an `Authorization` header carries the metrics token (compared in constant time). */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
