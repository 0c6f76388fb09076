import LinkifyIt from 'linkify-it';

/** Dots that some mail programs read as a domain's dot: the ideographic, full-width and half-width ones. */
const OTHER_DOTS = /[\u3002\uFF0E\uFF61]/gu;

/** Finds what an auto-linker would link (the rules of linkify-it, which many mail programs follow). */
const linkify = new LinkifyIt({}, { fuzzyIP: true, fuzzyEmail: true, fuzzyLink: true });

/** A found link broken so no auto-linker joins it again: its dots, colons and double slashes bracketed. */
const breakLink = (raw: string) =>
  raw
    .replace(/\./g, '[.]')
    .replace(/:(?!\])/g, '[:]')
    .replace(/\/\//g, '/[/]');

/**
 * What a visitor typed, made safe to show in a mail: already HTML-escaped by the renderer, and
 * here anything a mail program would turn into a link (a scheme, `www.`, a domain name in any case,
 * a bare IP address, a name written with full-width dots) is broken with brackets, so a form cannot be
 * used to mail a clickable link to someone. The last step asks linkify-it itself: whatever it still
 * finds is broken too, until it finds nothing.
 */
export function defangVisitorText(text: string): string {
  let out = text
    .replace(OTHER_DOTS, '[.]')
    .replace(/([a-z][a-z0-9+.-]*):\/\//giu, '$1[:]//')
    .replace(/\b(www)\./giu, '$1[.]')
    // A bare IPv4 address.
    .replace(/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/gu, '$1[.]$2[.]$3[.]$4')
    // A domain ends in a label of two or more letters in one case ("evil.com", "EVIL.COM"); a
    // name such as "A.Yılmaz" or "Dr.Ali" does not.
    .replace(/([\p{L}\p{N}-])\.(?=(?:\p{Ll}{2,}|\p{Lu}{2,})(?![\p{L}\p{N}]))/gu, '$1[.]');
  // Mixed-case endings ("evil.Com") and whatever else an auto-linker still finds.
  for (let round = 0; round < 4; round++) {
    const found = linkify.match(out);
    if (!found) break;
    let next = '';
    let at = 0;
    for (const m of found) {
      next += out.slice(at, m.index) + breakLink(out.slice(m.index, m.lastIndex));
      at = m.lastIndex;
    }
    out = next + out.slice(at);
  }
  return out;
}

/**
 * A visitor's e-mail address, made safe to show in a mail (the office's notices, the contact form's
 * copy) or the contract. The office replies to it, so an ordinary address stays as typed: an auto-linker
 * makes it a `mailto:` of that very address and nothing else. But an address may be valid and still read
 * as a web link (`www.evil.com/x@example.net`, `evil.com@evil.example`): such an address is defanged like
 * any other text the visitor typed, so it opens no page.
 */
export function defangVisitorAddress(address: string): string {
  const found = linkify.match(address);
  if (!found) return address;
  const [only] = found;
  const wholeMailto =
    found.length === 1 && only!.index === 0 && only!.lastIndex === address.length && only!.url === `mailto:${address}`;
  return wholeMailto ? address : defangVisitorText(address);
}
