/**
 * Texts a visitor may type to have a mail carry a clickable link (issue 35 point 4): a domain in any case,
 * a scheme, `www.`, a bare IP address, full-width dots, an address, a shortener. The defanging's unit test
 * (server/src/mail/defang.test.ts) checks each one; the end-to-end test of the mails
 * (visitor-links-in-mails.test.ts) types them into every field a visitor fills.
 */
export const EVIL = [
  'evil.Com/login',
  'evil.cOm/a',
  'EVIL.COM',
  'evil.com',
  'http://evil.example/x',
  'HTTPS://Evil.Example/x',
  'http[:]//192.0.2.5/x',
  '192.0.2.5/x',
  'http://192.0.2.5:8080/x',
  '//evil.com/x',
  'evil。com',
  'evil．com',
  'evil｡com',
  'www.evil.com',
  'WWW.Evil.Net',
  'mailto:victim@example.net',
  'victim@example.net',
  'sub.evil.co.uk/path?q=1',
  'ftp://files.evil.org',
  'evil.xn--p1ai',
  'Kazandınız! Tıklayın: bit.ly/abc',
  'evil.Com/login ve evil.cOm/a ve http[:]//192.0.2.5/x',
];
