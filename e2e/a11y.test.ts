import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';
import { HTML_VALIDATE_CONFIG } from './html-validate.config.js';
import { STATIC_PATHS } from '../server/src/web/seo-files.js';

const require = createRequire(import.meta.url);
/** axe-core from npm, evaluated in the page through the DevTools protocol (the page's CSP does not apply). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const english = (paths: string[]) => [...paths, ...paths.map((p) => (p === '/' ? '/en' : `/en${p}`))];

async function samples() {
  const [boat] = (await api<{ content: { slug: string }[] }>('/v1/searchboats?order=boat_asc&take=1')).content;
  const [sale] = (await api<{ content: { slug: string }[] }>('/v1/searchboatsforsale?order=boat_asc&take=1')).content;
  const [post] = (await api<{ content: { slug: string }[] }>('/v1/website/blog?lang=en&take=1')).content;
  return { boat: `/boat/${boat!.slug}`, sale: `/boat/${sale!.slug}`, post: `/blog/${post!.slug}` };
}

/** The pages axe runs on, in both languages: home, listing, a rental and a sale boat, blog and a post, FAQ, contact, enquire. */
async function publicPages(): Promise<string[]> {
  const { boat, sale, post } = await samples();
  return english(['/', '/listing', boat, sale, '/blog', post, '/faq', '/contact', '/enquire']);
}

/** Every public page in both languages (the sitemap's fixed pages, a boat of each kind, a post, the 404 page). */
async function everyPublicPage(): Promise<string[]> {
  const { boat, sale, post } = await samples();
  // The sitemap's fixed pages (the list the server writes the sitemap from), then the sampled ones.
  return english([...STATIC_PATHS, boat, sale, post, '/no-such-page']);
}

const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;

describe('accessibility and valid HTML of the public pages', () => {
  it('axe finds no violation on any page, in both languages, both themes, at 390 and 1280 px', async () => {
    const { page } = await openBrowser();
    const found: string[] = [];
    for (const path of await publicPages()) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      await page.evaluate(AXE_SOURCE);
      // One load per page: the theme is the document's data-theme (what the toggle sets), the width the viewport.
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const violations = await page.evaluate(
            async () =>
              (
                await (
                  window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }
                ).axe.run(document, { resultTypes: ['violations'] })
              ).violations as AxeViolation[],
          );
          for (const v of violations)
            found.push(
              `${path} ${theme} ${width}px: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
        }
      }
    }
    expect(found).toEqual([]);
  }, 420_000);

  it('html-validate (recommended, React-SSR rules off with reasons) finds no error on any public page in either language', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const found: string[] = [];
    for (const path of await everyPublicPage()) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
      const report = await validator.validateString(await res.text());
      for (const result of report.results)
        for (const m of result.messages) found.push(`${path}: ${m.ruleId} ${m.message} at ${m.selector ?? m.line}`);
    }
    expect(found).toEqual([]);
  });
});
