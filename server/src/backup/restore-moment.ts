/**
 * `--to` as the office writes it: `2027-06-12 14:30` (or with seconds, or `T`) in Turkey time, which is
 * UTC+3 all year since 2016; an explicit offset or `Z` is taken as written. Undefined for anything else.
 */
export function parseRestoreMoment(text: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!m) return undefined;
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2]!;
  const at = new Date(`${m[1]}T${time}${m[3] ?? '+03:00'}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
