/** Whole days, hours, minutes and seconds from `now` to `until` (all zero once it has passed). */
export function timeLeft(until: number, now: number): { d: number; h: number; m: number; s: number; over: boolean } {
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return {
    d: Math.floor(left / 86_400),
    h: Math.floor((left % 86_400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
    over: left === 0,
  };
}
