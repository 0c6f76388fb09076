import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';

interface ErrorBody {
  code: string;
  content: { message: string };
}
interface SectionBody {
  key: string;
  title: string;
  content: string;
}
interface PostBody {
  id: number;
  title: string;
  slug: string;
  body: string;
  published: boolean;
  publishedAt: string | null;
}

describe('website sections and blog', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const adminCall = as(admin.token);
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'contact'])(
    'serves the %s section publicly with its Turkish title',
    async (key) => {
      const res = await publicGet(`/v1/website/${key}`);
      expect(res.statusCode).toBe(200);
      const section = body<{ content: SectionBody }>(res).content;
      expect(section.key).toBe(key);
      expect(section.title.length).toBeGreaterThan(3);
    },
  );

  it.each(['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home'])(
    'lets an ADMIN edit the %s section',
    async (key) => {
      const res = await adminCall('PUT', `/v1/admin/${key}/edit`, {
        title: `Yeni ${key}`,
        content: `<p>${key} metni <strong>kalın</strong></p>`,
      });
      expect(res.statusCode).toBe(200);
      const section = body<{ content: SectionBody }>(await publicGet(`/v1/website/${key}`)).content;
      expect(section).toMatchObject({ title: `Yeni ${key}`, content: `<p>${key} metni <strong>kalın</strong></p>` });
    },
  );

  it.each(['bank', 'team', 'faq'])('lets an ADMIN edit the intro above the public %s list', async (key) => {
    const res = await adminCall('PUT', `/v1/admin/${key}/edit`, {
      content: `<p>${key} girişi</p><script>x()</script>`,
    });
    expect(res.statusCode).toBe(200);
    const page = body<{ content: unknown[]; intro: SectionBody }>(await publicGet(`/v1/website/${key}`));
    expect(Array.isArray(page.content)).toBe(true);
    expect(page.intro).toMatchObject({ key, content: `<p>${key} girişi</p>` });
  });

  it('keeps the title when only the content is sent', async () => {
    await adminCall('PUT', '/v1/admin/kvkk/edit', { title: 'KVKK Metni', content: '<p>ilk</p>' });
    await adminCall('PUT', '/v1/admin/kvkk/edit', { content: '<p>ikinci</p>' });
    expect(body<{ content: SectionBody }>(await publicGet('/v1/website/kvkk')).content).toMatchObject({
      title: 'KVKK Metni',
      content: '<p>ikinci</p>',
    });
  });

  it('stores rich text harmlessly: no script, no event handlers, no javascript: links, no style', async () => {
    const hostile =
      '<p style="color:red" onclick="steal()">Merhaba</p><img src=x onerror=alert(1)><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">tıkla</a><a href="JaVaScRiPt&colon;alert(1)">iki</a><img src="data:image/png;base64,AAAA">' +
      '<a href="https://fethiye.example/yat" target="_blank">yat</a><a href="mailto:info@example.com">posta</a><iframe src="https://evil.example"></iframe>';
    const res = await adminCall('PUT', '/v1/admin/about/edit', { content: hostile });
    expect(res.statusCode).toBe(200);
    const stored = body<{ content: SectionBody }>(await publicGet('/v1/website/about')).content.content;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|style=|iframe|data:/i);
    expect(stored).toContain('<p>Merhaba</p>');
    expect(stored).toContain('<img src="x" />');
    expect(stored).toContain('<a href="https://fethiye.example/yat" target="_blank" rel="noopener noreferrer">yat</a>');
    expect(stored).toContain('<a href="mailto:info@example.com">posta</a>');
  });

  it('refuses a section edit without content, in Turkish', async () => {
    const res = await adminCall('PUT', '/v1/admin/home/edit', { title: 'Başlık' });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe('Geçersiz istek: "content" alanı zorunludur.');
  });

  const newPost = (over: Record<string, unknown> = {}) => ({
    title: 'Göcek’te Gün Batımı',
    summary: 'Koylar arasında bir akşam',
    body: '<p>Göcek koyları <img src="/uploads/gocek.jpg" onerror="x()"></p>',
    published: true,
    ...over,
  });

  it('creates a blog post with a Turkish slug and serves it publicly by slug', async () => {
    const res = await adminCall('POST', '/v1/admin/blog', newPost());
    expect(res.statusCode).toBe(201);
    const post = body<{ content: PostBody }>(res).content;
    expect(post.slug).toBe('gocekte-gun-batimi');
    expect(post.body).toBe('<p>Göcek koyları <img src="/uploads/gocek.jpg" /></p>');
    expect(post.publishedAt).not.toBeNull();
    const pub = await publicGet('/v1/website/blog/gocekte-gun-batimi');
    expect(body<{ content: PostBody }>(pub).content.id).toBe(post.id);
  });

  it('drops apostrophes from a generated slug and serves a slug of the longest title', async () => {
    const own = body<{ content: PostBody }>(
      await adminCall('POST', '/v1/admin/blog', newPost({ title: "Kaptan'ın Teknesi" })),
    ).content;
    expect(own.slug).toBe('kaptanin-teknesi');
    const long = body<{ content: PostBody }>(
      await adminCall('POST', '/v1/admin/blog', newPost({ title: 'Ölüdeniz Kıyısında '.repeat(12).slice(0, 200) })),
    ).content;
    expect(long.slug.length).toBeLessThanOrEqual(100);
    expect(long.slug.endsWith('-')).toBe(false);
    expect((await publicGet(`/v1/website/blog/${long.slug}`)).statusCode).toBe(200);
    const tooLong = await adminCall('POST', '/v1/admin/blog', newPost({ slug: 'a'.repeat(101) }));
    expect(tooLong.statusCode).toBe(400);
  });

  it('hides drafts and future posts from the public but lists them for the ADMIN', async () => {
    const draft = body<{ content: PostBody }>(
      await adminCall('POST', '/v1/admin/blog', newPost({ title: 'Taslak yazı', published: false })),
    ).content;
    const future = body<{ content: PostBody }>(
      await adminCall(
        'POST',
        '/v1/admin/blog',
        newPost({ title: 'Gelecek yazı', publishedAt: '2099-01-01T00:00:00Z' }),
      ),
    ).content;
    expect((await publicGet(`/v1/website/blog/${draft.slug}`)).statusCode).toBe(404);
    expect((await publicGet(`/v1/website/blog/${future.slug}`)).statusCode).toBe(404);
    const publicList = body<{ content: PostBody[] }>(await publicGet('/v1/website/blog?take=100')).content.map(
      (p) => p.id,
    );
    expect(publicList).not.toContain(draft.id);
    expect(publicList).not.toContain(future.id);
    const adminList = body<{ content: PostBody[]; total: number }>(await adminCall('GET', '/v1/admin/blog?take=100'));
    expect(adminList.content.map((p) => p.id)).toEqual(expect.arrayContaining([draft.id, future.id]));
  });

  it('pages the admin blog list ten at a time with the total', async () => {
    for (let i = 0; i < 11; i++) await adminCall('POST', '/v1/admin/blog', newPost({ title: `Sayfa yazısı ${i}` }));
    const page = body<{ content: PostBody[]; total: number }>(await adminCall('GET', '/v1/admin/blog'));
    expect(page.content).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(11);
    const beyond = body<{ content: PostBody[]; total: number }>(
      await adminCall('GET', `/v1/admin/blog?skip=${page.total + 3}`),
    );
    expect(beyond).toEqual({ content: [], total: page.total });
  });

  it('edits a post, refusing a slug another post uses', async () => {
    const a = body<{ content: PostBody }>(
      await adminCall('POST', '/v1/admin/blog', newPost({ title: 'Birinci', slug: 'birinci' })),
    ).content;
    await adminCall('POST', '/v1/admin/blog', newPost({ title: 'İkinci', slug: 'ikinci' }));
    const edited = await adminCall('POST', '/v1/admin/blog/edit', {
      ...newPost({ title: 'Birinci (güncel)' }),
      id: a.id,
      slug: 'birinci',
    });
    expect(body<{ content: PostBody }>(edited).content).toMatchObject({
      title: 'Birinci (güncel)',
      slug: 'birinci',
      publishedAt: a.publishedAt,
    });
    const clash = await adminCall('POST', '/v1/admin/blog/edit', { ...newPost(), id: a.id, slug: 'ikinci' });
    expect(clash.statusCode).toBe(409);
    expect(body<ErrorBody>(clash)).toMatchObject({ code: 'SLUG_TAKEN' });
    const dup = await adminCall('POST', '/v1/admin/blog', newPost({ slug: 'ikinci' }));
    expect(dup.statusCode).toBe(409);
    const missing = await adminCall('POST', '/v1/admin/blog/edit', { ...newPost(), id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).content.message).toBe('999999 numaralı blog yazısı bulunamadı.');
  });

  it('refuses an invalid slug and a title that yields no slug, in Turkish', async () => {
    const bad = await adminCall('POST', '/v1/admin/blog', newPost({ slug: 'Büyük Harf' }));
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).content.message).toBe('Geçersiz istek: "slug" biçimi geçersiz.');
    const symbols = await adminCall('POST', '/v1/admin/blog', newPost({ title: '!!!' }));
    expect(symbols.statusCode).toBe(400);
    expect(body<ErrorBody>(symbols).code).toBe('SLUG_REQUIRED');
  });

  it('refuses a publication date outside 2000–2100, in Turkish', async () => {
    for (const publishedAt of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z']) {
      const res = await adminCall('POST', '/v1/admin/blog', newPost({ title: 'Eski yazı', publishedAt }));
      expect(res.statusCode, publishedAt).toBe(400);
      expect(body<ErrorBody>(res).content.message).toBe(
        'Geçersiz istek: "publishedAt" 2000 ile 2100 yılları arasında bir tarih olmalıdır.',
      );
    }
  });

  it('deletes a post, then answers 404', async () => {
    const post = body<{ content: PostBody }>(
      await adminCall('POST', '/v1/admin/blog', newPost({ title: 'Silinecek' })),
    ).content;
    expect((await adminCall('DELETE', `/v1/admin/blog/${post.id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/v1/admin/blog/${post.id}`)).statusCode).toBe(404);
  });

  it('keeps every content write closed to OWNERs', async () => {
    const ownerCall = as(owner.token);
    const calls = [
      ...['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'bank', 'team', 'faq'].map(
        (k) => ['PUT', `/v1/admin/${k}/edit`] as const,
      ),
      ['GET', '/v1/admin/blog'],
      ['POST', '/v1/admin/blog'],
      ['POST', '/v1/admin/blog/edit'],
      ['DELETE', '/v1/admin/blog/1'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await ownerCall(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
