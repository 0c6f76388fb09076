import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-paint.js';

const tail = [
  '<script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>',
  '<script src="/assets/entries/entry-client-routing.CIMOehCK.js" type="module" async></script>',
  '<link rel="modulepreload" href="/assets/entries/pages_index.wRYseXBt.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-8zshbRjQ.js" as="script" type="text/javascript">',
].join('\n        ');

describe('scripts after the first paint', () => {
  it('replaces the entry and its preloads of a server-rendered page with a loader that runs after the first contentful paint', () => {
    const html = scriptsAfterFirstPaint(
      `<body><div id="root"><main>Tekne</main></div>\n        ${tail}\n      </body>`,
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script src=');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>');
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/assets/entries/pages_index.wRYseXBt.js","/assets/chunks/chunk-8zshbRjQ.js"]');
    expect(loader).toContain('import("/assets/entries/entry-client-routing.CIMOehCK.js")');
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    // The page data still comes before the code that reads it.
    expect(html.indexOf('vike_pageContext')).toBeLessThan(html.indexOf('<script type="module">'));
  });

  it('leaves a client-only page (empty root) and an unknown script layout alone', () => {
    for (const html of [
      `<div id="root"></div>${tail}`,
      `<div id="root">\n  </div>${tail}`,
      '<div id="root"><p>x</p></div><script type="module" async>import("/a.js")</script>',
    ]) {
      expect(scriptsAfterFirstPaint(html)).toBe(html);
    }
  });
});
