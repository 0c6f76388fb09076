import { describe, expect, it } from 'vitest';
import { blogPosting, organization, postalAddress } from './json-ld';

describe('JSON-LD of the business and posts', () => {
  it('reads street, postal code, district and province from a Turkish one-line address', () => {
    expect(postalAddress('Karagözler Mah. Fevzi Çakmak Cad. No: 12, 48300 Fethiye / Muğla')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Karagözler Mah. Fevzi Çakmak Cad. No: 12',
      postalCode: '48300',
      addressLocality: 'Fethiye',
      addressRegion: 'Muğla',
      addressCountry: 'TR',
    });
  });

  it('keeps an address it cannot split whole as the street address', () => {
    expect(postalAddress('Liman yolu 4')).toMatchObject({ streetAddress: 'Liman yolu 4', addressLocality: 'Fethiye' });
    expect(postalAddress(undefined)).not.toHaveProperty('streetAddress');
  });

  it('gives the business the settings’ telephone and e-mail', () => {
    const org = organization('https://x.test', '/', 'en', { phone: '+90 252 000 00 00', email: 'a@x.test' });
    expect(org).toMatchObject({ telephone: '+90 252 000 00 00', email: 'a@x.test' });
  });

  it('names a post’s author and always gives it an image', () => {
    const post = blogPosting('https://x.test', {
      url: '/blog/a',
      title: 'A',
      summary: 'S',
      image: null,
      publishedAt: null,
      lang: 'tr',
    });
    expect(post.author).toMatchObject({ '@type': 'Organization', name: 'Fethiye Tekne' });
    expect(post.image).toBe('https://x.test/favicon.svg');
  });
});
