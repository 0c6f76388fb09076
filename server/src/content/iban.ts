import { ContentError } from './errors.js';

/** Spaces, dashes and case do not matter when an IBAN is typed: `tr33 0006 1005 ...` is fine. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** The normalised IBAN, or a refusal (`IBAN_INVALID`) that says in Turkish what is wrong with it. */
export function validateIban(input: string): string {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    throw ContentError.ibanInvalid(
      'iki harfli ülke kodu, iki kontrol basamağı ve hesap numarasından oluşmalıdır (ör. TR.. ile başlayan 26 karakter).',
    );
  }
  if (iban.startsWith('TR') && (iban.length !== 26 || !/^TR[0-9]{24}$/.test(iban))) {
    throw ContentError.ibanInvalid('Türkiye IBAN’ı TR ile başlayan ve 24 rakamdan oluşan 26 karakter olmalıdır.');
  }
  if (!ibanChecksumValid(iban)) {
    throw ContentError.ibanInvalid('kontrol basamakları tutmuyor. Lütfen numarayı bankanızdaki haliyle kontrol edin.');
  }
  return iban;
}
