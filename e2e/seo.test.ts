import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';

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
    // Every picture of a boat at its large size, not the first one's thumbnail.
    expect(xml).not.toMatch(/<image:loc>[^<]*-thumb\.webp<\/image:loc>/);
    for (const b of boats.slice(0, 5)) {
      const { images } = (await api<{ content: { images: { large: string }[] } }>(`/v1/boats/${b.slug}`)).content;
      const entry = new RegExp(`<loc>${baseUrl()}/boat/${b.slug}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? '';
      const locs = [...entry.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]);
      expect(locs, b.slug).toEqual(images.map((i) => (i.large.startsWith('/') ? `${baseUrl()}${i.large}` : i.large)));
    }
  });

  it('JSON-LD names the business with the settings’ telephone and address, and a post’s author and image', async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
    const site = (await api<{ content: { footerData: { key: string; value: string }[] } }>('/v1/website/sitedata'))
      .content;
    const setting = (key: string) => site.footerData.find((e) => e.key === key)?.value;
    const business = jsonLd(await (await fetch(`${baseUrl()}/en/contact`)).text()).find((d) =>
      (d['@type'] as string[]).includes('LocalBusiness'),
    ) as { telephone: string; address: { streetAddress: string; postalCode: string } };
    expect(business.telephone).toBe(setting('site_phone'));
    expect(setting('site_address')).toContain(business.address.streetAddress);
    expect(setting('site_address')).toContain(business.address.postalCode);
    expect(business.address.postalCode).toMatch(/^\d{5}$/);
    const [post] = (await api<{ content: { slug: string }[] }>('/v1/website/blog?take=1')).content;
    const posting = jsonLd(await (await fetch(`${baseUrl()}/blog/${post!.slug}`)).text()).find(
      (d) => d['@type'] === 'BlogPosting',
    ) as { image: string; author: { '@type': string; name: string } };
    expect(posting.image).toMatch(/^http/);
    expect(posting.author).toMatchObject({ '@type': 'Organization', name: 'Fethiye Tekne' });
  });

  it('canonical, og:url, og:locale and hreflang follow a client-side navigation', async () => {
    const { page } = await openBrowser();
    await page.goto(`${baseUrl()}/en`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const head = () =>
      page.evaluate(() => ({
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
        ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
        ),
        lang: document.documentElement.lang,
        sameDocument: (window as unknown as { sameDocument?: boolean }).sameDocument === true,
      }));
    // To the Turkish home by the language switch, then to a boat by its card: no page load between.
    await page.locator('[data-testid="language-switch"]').first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(async () => (await head()).ogLocale).toBe('tr_TR');
    expect(await head()).toEqual({
      canonical: `${baseUrl()}/`,
      ogUrl: `${baseUrl()}/`,
      ogLocale: 'tr_TR',
      alternates: [`tr ${baseUrl()}/`, `en ${baseUrl()}/en`, `x-default ${baseUrl()}/`],
      lang: 'tr',
      sameDocument: true,
    });
    const card = page.locator('main a[href^="/boat/"]').first();
    const path = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`${baseUrl()}${path}`);
    await expect.poll(async () => (await head()).canonical).toBe(`${baseUrl()}${path}`);
    expect(await head()).toEqual({
      canonical: `${baseUrl()}${path}`,
      ogUrl: `${baseUrl()}${path}`,
      ogLocale: 'tr_TR',
      alternates: [`tr ${baseUrl()}${path}`, `en ${baseUrl()}/en${path}`, `x-default ${baseUrl()}${path}`],
      lang: 'tr',
      sameDocument: true,
    });
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
