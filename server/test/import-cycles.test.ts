import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every module graph of the repository, cruised the way the compilers resolve it: the web's `@/`
 * alias, the server's `.js` specifiers naming `.ts` files, static, dynamic (`import()`) and
 * type-only imports alike.
 */
async function graph(paths: string[], tsconfig: string): Promise<ICruiseResult> {
  const { output } = await cruise(
    paths,
    {
      validate: true,
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsconfig },
      doNotFollow: { path: 'node_modules' },
      baseDir: ROOT,
    },
    { extensionAlias: { '.js': ['.ts', '.tsx', '.js'] }, alias: { '@': `${ROOT}web/src` } },
    { tsConfig: extractTSConfig(`${ROOT}${tsconfig}`) },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output;
}

const cycles = (result: ICruiseResult) =>
  [...new Set(result.summary.violations.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → ')))];

/** Local imports the cruiser could not follow: a cycle behind one of them would go unseen. */
const unresolved = (result: ICruiseResult) =>
  result.modules.flatMap((m) =>
    m.dependencies.filter((d) => d.couldNotResolve && (d.module.startsWith('.') || d.module.startsWith('@/'))).map((d) => `${m.source} → ${d.module}`),
  );

describe('import cycles', () => {
  it('the web (site, panel and pages) has none', async () => {
    const web = await graph(['web/src', 'web/pages'], 'web/tsconfig.json');
    expect(unresolved(web)).toEqual([]);
    // The alias is followed: the page header reads titles from the leaf module, not from the route table.
    const header = web.modules.find((m) => m.source === 'web/src/dashboard/components/page-header.tsx');
    expect(header?.dependencies.map((d) => d.resolved)).toContain('web/src/dashboard/route-meta.ts');
    expect(cycles(web)).toEqual([]);
  });

  it('the server has none', async () => {
    const server = await graph(['server/src', 'server/test'], 'server/tsconfig.json');
    expect(unresolved(server)).toEqual([]);
    expect(cycles(server)).toEqual([]);
  });
});
