import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const NO_CIRCULAR: IForbiddenRuleType = { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } };

/**
 * A module (a folder of `server/src`) keeps its repositories to itself: another module calls the
 * functions the owner exports (its `read.ts`, or a file named for what it offers). The composition
 * root (files at the top of `server/src`), the tests and `seed/` (demo data written through each
 * owner's own write functions, as a test would) may import them.
 */
const NO_FOREIGN_REPOSITORY: IForbiddenRuleType = {
  name: 'no-foreign-repository',
  severity: 'error',
  from: { path: '^server/src/([^/]+)/', pathNot: ['^server/src/seed/', '\\.test\\.ts$'] },
  to: { path: '^server/src/[^/]+/.*repository[^/]*[.]ts$', pathNot: '^server/src/$1/' },
};

/**
 * Imports that break the rules today and are being removed by the `booking-reshape` branch (which
 * moves `server/src/reservations/` into aggregate folders, reads boats through the boats module and
 * breaks the reservations↔settings cycle). Empty it when merging: an entry that no longer matches an
 * import fails the test, so the list only shrinks.
 */
const FOREIGN_REPOSITORY_UNTIL_BOOKING_RESHAPE: { from: string; to: string; why: string }[] = [];

/**
 * Module-level imports that close a cycle between modules today, all from `reservations/`, which
 * booking-reshape is reshaping: with them gone the modules form no cycle. Same rule: entries only leave.
 */
const MODULE_EDGES_UNTIL_BOOKING_RESHAPE: { from: string; to: string; why: string }[] = [];

/**
 * Every module graph of the repository, cruised the way the compilers resolve it: the web's `@/`
 * alias, the server's `.js` specifiers naming `.ts` files, static, dynamic (`import()`) and
 * type-only imports alike.
 */
async function graph(paths: string[], tsconfig: string, rules: IForbiddenRuleType[]): Promise<ICruiseResult> {
  const { output } = await cruise(
    paths,
    {
      validate: true,
      ruleSet: { forbidden: rules },
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

const violationsOf = (result: ICruiseResult, rule: string) =>
  result.summary.violations.filter((v) => v.rule.name === rule);

const cycles = (result: ICruiseResult) => [
  ...new Set(
    violationsOf(result, 'no-circular').map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → ')),
  ),
];

/** Local imports the cruiser could not follow: a cycle behind one of them would go unseen. */
const unresolved = (result: ICruiseResult) =>
  result.modules.flatMap((m) =>
    m.dependencies
      .filter((d) => d.couldNotResolve && (d.module.startsWith('.') || d.module.startsWith('@/')))
      .map((d) => `${m.source} → ${d.module}`),
  );

const SRC = 'server/src/';
const moduleOf = (path: string) =>
  path.startsWith(SRC) && path.slice(SRC.length).includes('/') ? path.slice(SRC.length).split('/')[0]! : undefined;

/** Which module of `server/src` imports which (test files left out), with one file-level import as the witness. */
function moduleEdges(result: ICruiseResult): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const m of result.modules) {
    const from = moduleOf(m.source);
    if (!from || m.source.endsWith('.test.ts')) continue;
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${m.source} → ${d.resolved}`);
      edges.set(from, out);
    }
  }
  return edges;
}

/** The groups of modules that import each other through some chain (strongly connected, Tarjan). */
function moduleCycles(edges: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!order.has(v)) visit(v);
  return groups;
}

describe('dependency rules', () => {
  let web: ICruiseResult;
  let server: ICruiseResult;
  beforeAll(async () => {
    web = await graph(['web/src', 'web/pages'], 'web/tsconfig.json', [NO_CIRCULAR]);
    server = await graph(['server/src', 'server/test'], 'server/tsconfig.json', [NO_CIRCULAR, NO_FOREIGN_REPOSITORY]);
  }, 120_000);

  it('the web (site, panel and pages) has no import cycle', () => {
    expect(unresolved(web)).toEqual([]);
    // The alias is followed: the page header reads titles from the leaf module, not from the route table.
    const header = web.modules.find((m) => m.source === 'web/src/dashboard/components/page-header.tsx');
    expect(header?.dependencies.map((d) => d.resolved)).toContain('web/src/dashboard/route-meta.ts');
    expect(cycles(web)).toEqual([]);
  });

  it('the server has no import cycle', () => {
    expect(unresolved(server)).toEqual([]);
    expect(cycles(server)).toEqual([]);
  });

  it("no module imports another module's repository", () => {
    const found = violationsOf(server, 'no-foreign-repository')
      .map((v) => `${v.from.slice(SRC.length)} → ${v.to.slice(SRC.length)}`)
      .sort();
    const allowed = FOREIGN_REPOSITORY_UNTIL_BOOKING_RESHAPE.map((a) => `${a.from} → ${a.to}`).sort();
    expect(found.filter((f) => !allowed.includes(f))).toEqual([]);
    expect(allowed.filter((a) => !found.includes(a))).toEqual([]);
  });

  it('module cycles are found through any chain, and only cycles', () => {
    const graphOf = (pairs: [string, string][]) => {
      const edges = new Map<string, Map<string, string>>();
      for (const [a, b] of pairs) edges.set(a, (edges.get(a) ?? new Map<string, string>()).set(b, `${a} → ${b}`));
      return edges;
    };
    expect(
      moduleCycles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
          ['e', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      moduleCycles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('the modules of server/src do not import each other, through any chain', () => {
    const edges = moduleEdges(server);
    for (const { from, to } of MODULE_EDGES_UNTIL_BOOKING_RESHAPE) {
      // Still there (else the entry must leave the list), and left out of the check below.
      expect(edges.get(from)?.get(to), `${from} → ${to}`).toBeDefined();
      edges.get(from)!.delete(to);
    }
    const groups = moduleCycles(edges).map((group) =>
      group.flatMap((a) => group.filter((b) => edges.get(a)?.has(b)).map((b) => edges.get(a)!.get(b)!)).join('; '),
    );
    expect(groups).toEqual([]);
  });
});
