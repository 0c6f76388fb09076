import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export type Access = 'read' | 'write';

export interface TableUse {
  /** Path under `server/src/`, e.g. `calendar/repository.ts`. */
  file: string;
  table: string;
  access: Access;
}

/**
 * The tables the migrations (`migrations/NNNN_*.sql`, not the generated `schema.sql`) create (every
 * `create table`, with or without `if not exists`), less those a later migration drops (`drop table`).
 */
export function migrationTables(migrationsDir: string): Set<string> {
  const tables = new Set<string>();
  // In the order the migrations run: a table a later migration drops is no longer one of them.
  for (const name of readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()) {
    const text = readFileSync(join(migrationsDir, name), 'utf8').replace(/--[^\n]*/g, '');
    for (const m of text.matchAll(
      /\b(create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?|drop\s+table\s+(?:if\s+exists\s+)?)(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi,
    ))
      if (/^drop/i.test(m[1]!)) tables.delete(m[2]!.toLowerCase());
      else tables.add(m[2]!.toLowerCase());
  }
  return tables;
}

/**
 * The SQL text of a TypeScript file: every string and template literal (a template's `${…}` holes
 * become `$x`, so a fragment's text still reads as SQL), never its comments. postgres.js queries are
 * tagged templates, fragments are nested templates, so every statement the code sends is in here.
 * Also the table names given by name where a table is meant: a projection's `table: 'x'` (the event
 * store writes the rows) and an identifier helper's argument, `sql('x')`.
 */
function literals(
  fileName: string,
  source: string,
): { texts: string[]; named: { table: string; how: 'projection' | 'identifier' }[] } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts: string[] = [];
  const named: { table: string; how: 'projection' | 'identifier' }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
      const parent = node.parent;
      if (ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText(file) === 'table')
        named.push({ table: node.text, how: 'projection' });
      if (
        ts.isCallExpression(parent) &&
        parent.arguments.length === 1 &&
        parent.arguments[0] === node &&
        ts.isIdentifier(parent.expression) &&
        /^(sql|tx|db)$/.test(parent.expression.text)
      ) {
        named.push({ table: node.text, how: 'identifier' });
      }
    } else if (ts.isTemplateExpression(node)) {
      texts.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' $x '));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { texts, named };
}

const NAME = String.raw`(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
const WRITES = [
  new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'g'),
  new RegExp(String.raw`\bupdate\s+${NAME}`, 'g'),
  new RegExp(String.raw`\bdelete\s+from\s+${NAME}`, 'g'),
  new RegExp(String.raw`\bmerge\s+into\s+${NAME}`, 'g'),
  new RegExp(String.raw`\btruncate\s+(?:table\s+)?${NAME}`, 'g'),
  new RegExp(String.raw`\bcopy\s+${NAME}`, 'g'),
];
const READS = [new RegExp(String.raw`\b(?:from|join|using)\s+${NAME}`, 'g')];

/**
 * What one file's SQL does with the known tables: writes (insert, update, delete, merge, truncate,
 * copy, `on conflict … do update` being part of its insert; a call of a SQL function that writes a
 * table; a projection's target) and reads (from, join, using). A write is not also listed as a read.
 */
export function tableUses(
  file: string,
  source: string,
  tables: ReadonlySet<string>,
  writingFunctions: Readonly<Record<string, string>>,
): TableUse[] {
  // Parsing is the slow part: a file whose text (comments included) names no table after a SQL word,
  // quotes no table's name and calls no writing function cannot use a table, and is not parsed.
  const names = [...tables, ...Object.keys(writingFunctions)].join('|');
  if (
    !new RegExp(
      String.raw`\b(?:from|join|using|into|update|truncate|copy)\s+(?:only\s+)?(?:public\.)?"?(?:${names})\b|['"\x60](?:${names})['"\x60]|\b(?:${names})\s*\(`,
      'i',
    ).test(source)
  )
    return [];
  const { texts, named } = literals(file, source);
  const calls = Object.entries(writingFunctions);
  const writes = new Set<string>();
  const reads = new Set<string>();
  for (const raw of texts) {
    const text = raw.toLowerCase().replace(/\s+/g, ' ');
    for (const re of WRITES) for (const m of text.matchAll(re)) if (tables.has(m[1]!)) writes.add(m[1]!);
    for (const re of READS) for (const m of text.matchAll(re)) if (tables.has(m[1]!)) reads.add(m[1]!);
    for (const [fn, table] of calls)
      if (text.includes(fn) && new RegExp(String.raw`\b${fn}\s*\(`).test(text)) writes.add(table);
  }
  // A projection's target is written by the event store for it; an identifier helper's table may be
  // read or written, and counts as the stricter.
  for (const { table } of named) if (tables.has(table)) writes.add(table);
  return [
    ...[...writes].map((table): TableUse => ({ file, table, access: 'write' })),
    ...[...reads].filter((t) => !writes.has(t)).map((table): TableUse => ({ file, table, access: 'read' })),
  ];
}

/** Every non-test TypeScript file under `srcDir`, as paths relative to it. */
export function sourceFiles(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
        out.push(relative(srcDir, path));
    }
  };
  walk(srcDir);
  return out.sort();
}

/** The module a file of `server/src/` belongs to: its first folder; files at the top are the composition root. */
export const moduleOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '(root)');

/** ARCHITECTURE.md's module map, written from the ownership map: one row per owner module. */
export function moduleMapMarkdown(
  owners: Readonly<Record<string, { owner: string; readers?: Partial<Record<string, string>> }>>,
): string {
  const byOwner = new Map<string, string[]>();
  for (const [table, entry] of Object.entries(owners))
    byOwner.set(entry.owner, [...(byOwner.get(entry.owner) ?? []), table]);
  const lines = [
    '| Module | Owns (alone writes) | Also read directly by (declared in `table-owners.ts`) |',
    '|---|---|---|',
  ];
  for (const [owner, tables] of [...byOwner].sort(([a], [b]) => a.localeCompare(b))) {
    const readers = tables
      .filter((t) => Object.keys(owners[t]!.readers ?? {}).length > 0)
      .map((t) => `\`${t}\`: ${Object.keys(owners[t]!.readers!).sort().join(', ')}`);
    lines.push(`| \`${owner}\` | ${tables.map((t) => `\`${t}\``).join(', ')} | ${readers.join('; ') || '–'} |`);
  }
  return lines.join('\n');
}
