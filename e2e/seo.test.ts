import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    for (const path of ['/', '/listing', '/listingsale', '/faq', '/website/kvkk'])
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
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

  it('pages and assets go out brotli-compressed when the browser accepts it; built HTML files are not served raw', async () => {
    const get = (path: string, encoding: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        request(`${baseUrl()}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/', '/enquire']) {
      const br = await get(path, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toContain('accept-encoding');
      const html = brotliDecompressSync(br.bytes).toString();
      expect(html, path).toContain('</html>');
      const plain = await get(path, 'identity');
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.bytes.length, path).toBeGreaterThan(br.bytes.length * 2);
    }
    const home = (await get('/', 'identity')).bytes.toString();
    const stylesheet = /(\/assets\/[^"]+\.css)/.exec(home)?.[1] ?? '';
    const gz = await get(stylesheet, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).length).toBeGreaterThan(gz.bytes.length);
    expect((await get('/enquire/index.html', 'identity')).status).toBe(404);
  });
});
