import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFreeSlug, SLUG_MAX_LENGTH, slugClashPrefix, slugify, trFold } from './turkish.js';

describe('trFold', () => {
  it('folds dotted and dotless I the Turkish way', () => {
    expect(trFold('İstanbul')).toBe('istanbul');
    expect(trFold('ISTANBUL')).toBe('istanbul');
    expect(trFold('ılıca')).toBe('ilica');
  });
  it('folds any ASCII text exactly as the Turkish locale path does', () => {
    const FOLD: Record<string, string> = { ı: 'i' };
    const localePath = (t: string) =>
      t
        .replace(/I/g, 'ı')
        .toLocaleLowerCase('tr-TR')
        .replace(/ı/g, (c) => FOLD[c] ?? c);
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), (t) => trFold(t) === localePath(t)));
    expect(trFold('ISTANBUL Marina')).toBe('istanbul marina');
  });

  it('folds Göcek, GÖCEK and gocek to the same text', () => {
    expect(new Set(['Göcek', 'GÖCEK', 'gocek', 'göcek'].map(trFold))).toEqual(new Set(['gocek']));
  });
  it('drops every Turkish accent', () => {
    expect(trFold('ŞĞÜÖÇ şğüöç âîû')).toBe('sguoc sguoc aiu');
  });
});

describe('slugify', () => {
  it('turns a Turkish name into a URL slug', () => {
    expect(slugify('Kaptan Şükrü İkizler')).toBe('kaptan-sukru-ikizler');
    expect(slugify('  Ölüdeniz  Gulet #1 ')).toBe('oludeniz-gulet-1');
    expect(slugify('ÇAĞLA & Işıl')).toBe('cagla-isil');
  });

  it('folds every Turkish letter, in both cases, to ASCII', () => {
    expect(slugify('ç ğ ı i ö ş ü Ç Ğ I İ Ö Ş Ü')).toBe('c-g-i-i-o-s-u-c-g-i-i-o-s-u');
    expect(slugify('Rüzgârgülü Îmâ Ûlu')).toBe('ruzgargulu-ima-ulu');
    expect(slugify('IŞIK İLE ışık ile')).toBe('isik-ile-isik-ile');
  });

  it('drops apostrophes instead of splitting the word at them', () => {
    expect(slugify("Kaptan'ın Teknesi")).toBe('kaptanin-teknesi');
    expect(slugify('Kaptan’ın Teknesi')).toBe('kaptanin-teknesi');
    expect(slugify('Göcek’te Gün Batımı')).toBe('gocekte-gun-batimi');
    expect(slugify("Fethiye'den 'Ölüdeniz'e")).toBe('fethiyeden-oludenize');
  });

  it('gives "" when nothing usable remains, so the caller decides', () => {
    expect(slugify('%%% ___')).toBe('');
    expect(slugify("’'")).toBe('');
  });

  it(`cuts at ${SLUG_MAX_LENGTH} characters without a trailing dash`, () => {
    expect(slugify('a '.repeat(100))).toHaveLength(SLUG_MAX_LENGTH - 1);
    expect(slugify('a '.repeat(100)).endsWith('-')).toBe(false);
    expect(slugify('b'.repeat(200))).toBe('b'.repeat(SLUG_MAX_LENGTH));
    // A 120-character boat name with a dash exactly at the cut.
    expect(slugify(`${'x'.repeat(SLUG_MAX_LENGTH)} yat`)).toBe('x'.repeat(SLUG_MAX_LENGTH));
    expect(slugify(`${'x'.repeat(SLUG_MAX_LENGTH - 1)} yat`)).toBe('x'.repeat(SLUG_MAX_LENGTH - 1));
  });

  it('always yields a slug the database check and the blog schema accept', () => {
    const pattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = slugify(text);
        return slug === '' || (pattern.test(slug) && slug.length <= SLUG_MAX_LENGTH);
      }),
    );
  });
});

describe('nextFreeSlug', () => {
  it('suffixes -2, -3 on clashes', () => {
    expect(nextFreeSlug('mavi-yol', [])).toBe('mavi-yol');
    expect(nextFreeSlug('mavi-yol', ['mavi-yol'])).toBe('mavi-yol-2');
    expect(nextFreeSlug('mavi-yol', ['mavi-yol', 'mavi-yol-2'])).toBe('mavi-yol-3');
    expect(nextFreeSlug('mavi-yol', ['mavi-yol', 'mavi-yol-3'])).toBe('mavi-yol-2');
  });

  it('shortens a full-length base so the suffixed slug stays within the limit', () => {
    const base = slugify(`${'kaptan '.repeat(20)}`);
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    const taken = [base];
    for (let i = 0; i < 12; i++) taken.push(nextFreeSlug(base, taken));
    expect(new Set(taken).size).toBe(taken.length);
    for (const slug of taken) {
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.startsWith(slugClashPrefix(base))).toBe(true);
    }
    expect(taken.at(-1)).toMatch(/-13$/);
  });

  it('names a prefix that every candidate starts with', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 20 }), (text, clashes) => {
        const base = slugify(text) || 'tekne';
        const taken = [base];
        for (let i = 0; i < clashes; i++) taken.push(nextFreeSlug(base, taken));
        return nextFreeSlug(base, taken).startsWith(slugClashPrefix(base));
      }),
    );
  });
});
