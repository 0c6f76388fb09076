import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify, trFold } from './turkish.js';

describe('trFold', () => {
  it('folds dotted and dotless I the Turkish way', () => {
    expect(trFold('İstanbul')).toBe('istanbul');
    expect(trFold('ISTANBUL')).toBe('istanbul');
    expect(trFold('ılıca')).toBe('ilica');
  });
  it('folds any ASCII text exactly as the Turkish locale path does', () => {
    const FOLD: Record<string, string> = { ı: 'i' };
    const localePath = (t: string) => t.replace(/I/g, 'ı').toLocaleLowerCase('tr-TR').replace(/ı/g, (c) => FOLD[c] ?? c);
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
  it('falls back to "tekne" when nothing usable remains', () => {
    expect(slugify('%%% ___')).toBe('tekne');
  });
  it('keeps slugs at most 80 characters without a trailing dash', () => {
    const slug = slugify('a '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('nextFreeSlug', () => {
  it('suffixes -2, -3 on clashes', () => {
    expect(nextFreeSlug('mavi-yol', [])).toBe('mavi-yol');
    expect(nextFreeSlug('mavi-yol', ['mavi-yol'])).toBe('mavi-yol-2');
    expect(nextFreeSlug('mavi-yol', ['mavi-yol', 'mavi-yol-2'])).toBe('mavi-yol-3');
  });
});
