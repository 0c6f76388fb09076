import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './browser.js';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site and points at the sitemap', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages and every active boat', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of ['/', '/listing', '/listingsale', '/faq', '/website/kvkk']) expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    const boats = (await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100')).content;
    for (const b of boats) expect(xml).toContain(`<loc>${baseUrl()}/boat/${b.slug}</loc>`);
  });

  it('hashed assets are served immutable and API 404s stay JSON', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${baseUrl()}/v1/yok`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});
