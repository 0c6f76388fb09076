// bench/scale.mjs's search URLs: the same 1 000 filter/date/order URLs in every run (a seeded generator).
import { seasonYears } from '../seed-reservations.mjs';

/** mulberry32: the same URLs in every run. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const iso = (d) => d.toISOString().slice(0, 10);
export const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000);

/** The rotation: searchboats and searchboatsforsale URLs with random filters, and typeahead words. */
export function rotation(count = 1000) {
  const rnd = prng(20_270_601);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const chance = (p) => rnd() < p;
  const [, , next] = seasonYears();
  const tomorrow = addDays(new Date(), 1);
  const windowStart = new Date(Math.max(tomorrow.getTime(), Date.UTC(next, 3, 1)));
  const windowDays = Math.max(10, Math.round((Date.UTC(next, 9, 25) - windowStart.getTime()) / 86_400_000));
  // Units per EUR in each display currency (the bench's exchange rates are the defaults: about these).
  const perEur = { TL: 48, DOLLAR: 1.16, EURO: 1, POUND: 0.87 };
  const filters = (sale) => {
    const q = new URLSearchParams();
    if (chance(0.4)) q.set('regions', String(1 + Math.floor(rnd() * 10)));
    if (chance(0.4)) q.set('type', String(1 + Math.floor(rnd() * 6)));
    if (!sale && chance(0.4)) q.set('guests', String(pick([2, 4, 6, 8, 10, 12, 16, 20])));
    if (chance(0.3)) q.set('cabins', String(pick([1, 2, 3, 4, 5, 6, 8])));
    const lengthMin = chance(0.3) ? pick([8, 10, 12, 15, 20, 25]) : undefined;
    if (lengthMin !== undefined) q.set('length_min', String(lengthMin));
    if (chance(0.3)) q.set('length_max', String(pick([15, 20, 25, 30, 40].filter((m) => m >= (lengthMin ?? 0)))));
    if (chance(0.4)) {
      const currency = pick(Object.keys(perEur));
      q.set('currency', currency);
      const scale = perEur[currency] * (sale ? 1000 : 1);
      const min = chance(0.7) ? pick(sale ? [50, 100, 150, 200] : [200, 400, 800, 1200, 2000]) : 0;
      if (min) q.set('price_min', String(Math.round(min * scale)));
      if (chance(0.6))
        q.set(
          'price_max',
          String(
            Math.round(pick((sale ? [150, 250, 400, 600] : [1000, 1500, 2500, 4000]).filter((m) => m > min)) * scale),
          ),
        );
    }
    if (!sale && chance(0.6)) {
      const from = addDays(windowStart, Math.floor(rnd() * windowDays));
      q.set('from', iso(from));
      q.set('to', iso(addDays(from, 3 + Math.floor(rnd() * 8))));
    }
    if (chance(0.7)) q.set('order', pick(['boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular']));
    if (chance(0.5)) q.set('skip', String(20 * Math.floor(rnd() * 11)));
    return q.toString();
  };
  const rent = new Set();
  const sale = new Set();
  const words = new Set();
  const parts = [
    'Mavi',
    'Deniz',
    'Rüzgâr',
    'Şirin',
    'Kaptan',
    'Yıldız',
    'Göcek',
    'Işıl',
    'Ege',
    'Çağla',
    'Rüya',
    'Sultan',
    'Yolcu',
    'Perisi',
    'Gülü',
    'Kraliçe',
    'Esinti',
    'Fethiye',
    'Marmaris',
    'Bodrum',
    'Kaş',
    'Gulet',
    'Katamaran',
    'Yelkenli',
  ];
  while (rent.size < count * 0.6) rent.add(`/v1/searchboats?${filters(false)}`.replace(/\?$/, ''));
  while (sale.size < count * 0.25) sale.add(`/v1/searchboatsforsale?${filters(true)}`.replace(/\?$/, ''));
  while (words.size < count * 0.15) {
    const w = pick(parts);
    const n = 3 + Math.floor(rnd() * (w.length - 2));
    const word = chance(0.3)
      ? `${w.slice(0, n)} ${Math.floor(rnd() * 5000)}`
      : chance(0.5)
        ? w.slice(0, n).toLowerCase()
        : w.slice(0, n);
    words.add(`/v1/search/input?searchString=${encodeURIComponent(word)}`);
  }
  const all = [...rent, ...sale, ...words];
  // Shuffled, so consecutive requests are of every kind.
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return { all, rent: [...rent], sale: [...sale], words: [...words] };
}
