const ASCII = /^[\x00-\x7f]*$/;
const FOLD: Record<string, string> = { ş: 's', ğ: 'g', ı: 'i', ö: 'o', ü: 'u', ç: 'c', â: 'a', î: 'i', û: 'u' };

/**
 * Turkish-aware case and accent folding, the same mapping as the SQL function `tr_fold`:
 * 'İ' and 'I' are handled before lower-casing, so 'İstanbul', 'ISTANBUL' and 'istanbul' agree.
 */
export function trFold(input: string): string {
  // ASCII needs no locale: 'I' would become 'ı' and fold back to 'i', which is plain lower case.
  if (ASCII.test(input)) return input.toLowerCase();
  return input
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLocaleLowerCase('tr-TR')
    .replace(/[şğıöüçâîû]/g, (c) => FOLD[c] ?? c);
}

/** A URL slug from a Turkish name: 'Kaptan Şükrü İkizler' -> 'kaptan-sukru-ikizler'. */
export function slugify(input: string): string {
  const slug = trFold(input)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'tekne';
}

/** The first slug of `base`, `base-2`, `base-3`, ... not in `taken`. */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
