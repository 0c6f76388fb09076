import LinkifyIt from 'linkify-it';
import { describe, expect, it } from 'vitest';
import { EVIL } from '../../test/evil-texts.js';
import { defangVisitorAddress, defangVisitorText, mailboxOf } from './visitor-limits.js';

// Issue 35 points 3 and 4, the pure rules: nothing a visitor typed stays a link for an auto-linker
// (checked with linkify-it itself, the rules many mail programs follow), and a mailbox is counted once
// however it is spelled.

const strict = new LinkifyIt({}, { fuzzyIP: true, fuzzyEmail: true, fuzzyLink: true });
const plain = new LinkifyIt();

describe('defanging what a visitor typed', () => {
  it.each(EVIL)('leaves no link in %j for linkify-it, fuzzy or not', (text) => {
    const out = defangVisitorText(text);
    expect(strict.match(out), out).toBeNull();
    expect(plain.match(out), out).toBeNull();
  });

  it('leaves names, sentences and numbers a person writes as they are', () => {
    for (const text of [
      'Ayşe Yılmaz',
      'A.Yılmaz',
      'Dr.Ali Kaya',
      'Biniş 12.06.2027, 3 kişi.',
      'Tel: +90 532 000 00 00',
    ])
      expect(defangVisitorText(text)).toBe(text);
  });
});

describe('defanging the address a visitor typed', () => {
  it('keeps an ordinary address as typed: a mail program makes it a mailto of itself, nothing else', () => {
    for (const address of ['ayse@example.com', 'victim@evil.Com', 'a@192.0.2.5', 'x+tag@evil.example']) {
      expect(defangVisitorAddress(address)).toBe(address);
      for (const m of strict.match(address) ?? []) expect(m.url).toBe(`mailto:${address}`);
    }
  });

  it('defangs a valid address that reads as a web link', () => {
    for (const address of ['www.evil.com/giris@example.net', 'evil.com@evil.example', 'evil.cOm/a@example.org']) {
      const out = defangVisitorAddress(address);
      expect(strict.match(out), out).toBeNull();
      expect(plain.match(out), out).toBeNull();
    }
  });
});

describe('the mailbox of an address', () => {
  it('drops case, a +tag, and Gmail’s dots', () => {
    expect(mailboxOf('Victim+1@Example.NET')).toBe('victim@example.net');
    expect(mailboxOf('victim+c5@example.net')).toBe('victim@example.net');
    expect(mailboxOf(' v.i.c.t.i.m+x@GoogleMail.com ')).toBe('victim@gmail.com');
    expect(mailboxOf('first.last@example.net')).toBe('first.last@example.net');
    expect(mailboxOf('+tag@example.net')).toBe('+tag@example.net');
  });
});
