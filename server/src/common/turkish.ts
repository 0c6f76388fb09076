// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
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

/**
 * The longest slug, suffix included: a slug is a path parameter (`/v1/boats/{slug}`,
 * `/v1/website/blog/{slug}`) and the router refuses one over 100 characters with a 414
 * (Fastify's `maxParamLength`, platform/errors.ts). Slugs are `text` columns checked only by their
 * pattern, so every slug stored before (boats were cut at 80) stays valid.
 */
export const SLUG_MAX_LENGTH = 100;

/** Apostrophes join a suffix to its word in Turkish (Kaptan'ın, Göcek’te): they vanish, not split. */
const APOSTROPHES = /['’‘ʼ`´]/g;

/** `slug` cut to `max` characters without a dash left at the end. */
const cut = (slug: string, max: number) => slug.slice(0, max).replace(/-+$/g, '');

/**
 * A URL slug from Turkish text, the one slug function of the server (boats and blog posts):
 * letters folded as `trFold` does ('Kaptan Şükrü İkizler' → 'kaptan-sukru-ikizler'), apostrophes
 * dropped ("Kaptan'ın Teknesi" → 'kaptanin-teknesi'), any other run of non-alphanumerics one dash,
 * at most SLUG_MAX_LENGTH characters, never starting or ending with a dash. '' when nothing usable
 * remains; the caller decides what that means (a boat falls back, a blog post is refused).
 */
export function slugify(input: string): string {
  const slug = trFold(input)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(slug, SLUG_MAX_LENGTH);
}

/** `base` with the collision suffix `-n`, the base shortened so the whole stays within SLUG_MAX_LENGTH. */
const withSuffix = (base: string, n: number) => `${cut(base, SLUG_MAX_LENGTH - String(n).length - 1)}-${n}`;

/** The first of `base`, `base-2`, `base-3`, ... not in `taken` (see `slugClashPrefix` for what to read). */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(base, n);
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * A prefix every candidate of `nextFreeSlug(base, …)` starts with (up to a suffix of 10 digits),
 * so a repository reads the slugs that may clash with `where slug like prefix || '%'`.
 */
export function slugClashPrefix(base: string): string {
  return base.slice(0, SLUG_MAX_LENGTH - 12);
}
