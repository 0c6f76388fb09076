import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPrerendered, PRERENDER_ORIGIN, withOrigin } from './prerendered.js';

describe('prerendered pages', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('finds each route’s index.html, skips 404.html and assets, and fills in the origin', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'prerendered-'));
    dirs.push(dir);
    await mkdir(join(dir, 'enquire'), { recursive: true });
    await mkdir(join(dir, 'website', 'x'), { recursive: true });
    await mkdir(join(dir, 'assets', 'static'), { recursive: true });
    await writeFile(join(dir, 'enquire', 'index.html'), `<link rel="canonical" href="${PRERENDER_ORIGIN}/enquire">`);
    await writeFile(join(dir, 'website', 'x', 'index.html'), 'x');
    await writeFile(join(dir, 'assets', 'static', 'index.html'), 'asset');
    await writeFile(join(dir, '404.html'), 'not a route');

    const pages = loadPrerendered(dir);
    expect([...pages.keys()].sort()).toEqual(['/enquire', '/website/x']);
    expect(withOrigin(pages.get('/enquire') ?? '', 'https://fethiyetekne.com')).toBe(
      '<link rel="canonical" href="https://fethiyetekne.com/enquire">',
    );
  });

  it('has nothing to serve when the site is not built', () => {
    expect(loadPrerendered(join(tmpdir(), 'no-such-dist-dir')).size).toBe(0);
  });
});
