// The text of each kind of object in the layout `pg_dump --schema-only --no-owner --no-privileges` prints:
// its comment header, its statement and its comment, from the rows scripts/schema-dump-catalog.mjs reads.
// Each list of rows is sorted as pg_dump sorts its objects (by name, then table). Used by scripts/schema-dump.mjs.

/** A string literal as pg_dump writes it (standard_conforming_strings on). */
const literal = (text) => `'${text.replace(/'/g, "''")}'`;

/** pg_dump's dollar quoting: `$`, then `_`, `X` … appended while the body contains the delimiter. */
function dollarQuoted(body) {
  const suffixes = '_XXXXXXX';
  let delimiter = '$';
  let next = 0;
  while (body.includes(delimiter)) {
    delimiter += suffixes[next];
    next = (next + 1) % suffixes.length;
  }
  delimiter += '$';
  return `${delimiter}${body}${delimiter}`;
}

/** Byte order, as pg_dump sorts names (strcmp). */
export const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** One entry of the dump: pg_dump's comment header, the statement, two blank lines. */
const entry = (name, type, schema, statement) =>
  `--\n-- Name: ${name}; Type: ${type}; Schema: ${schema}; Owner: -\n--\n\n${statement}\n\n\n`;

function comment(name, target, text, schema = 'public') {
  return text === null ? [] : [entry(name, 'COMMENT', schema, `COMMENT ON ${target} IS ${literal(text)};`)];
}

export function extensions(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name))
    .flatMap((e) => [
      entry(e.name, 'EXTENSION', '-', `CREATE EXTENSION IF NOT EXISTS ${e.name} WITH SCHEMA ${e.schema};`),
      ...(e.comment === null
        ? []
        : [entry(`EXTENSION ${e.name}`, 'COMMENT', '-', `COMMENT ON EXTENSION ${e.name} IS ${literal(e.comment)};`)]),
    ]);
}

export function types(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name))
    .flatMap((t) => {
      const statement =
        t.kind === 'e'
          ? `CREATE TYPE public.${t.name} AS ENUM (\n${(t.labels ?? []).map((l) => `    ${l}`).join(',\n')}\n);`
          : `CREATE DOMAIN public.${t.name} AS ${t.base}${t.default === null ? '' : ` DEFAULT ${t.default}`}` +
            `${t.not_null ? ' NOT NULL' : ''}${(t.checks ?? []).map((c) => `\n\t${c}`).join('')};`;
      return [
        entry(t.name, t.kind === 'e' ? 'TYPE' : 'DOMAIN', 'public', statement),
        ...comment(`TYPE ${t.name}`, `TYPE public.${t.name}`, t.comment),
      ];
    });
}

/** A function as pg_dump's dumpFunc writes it. */
export function functions(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name) || byName(a.identity, b.identity))
    .flatMap((f) => {
      let head = `CREATE FUNCTION public.${f.name}(${f.args}) RETURNS ${f.result}\n    LANGUAGE ${f.language}`;
      if (f.volatility === 'i') head += ' IMMUTABLE';
      if (f.volatility === 's') head += ' STABLE';
      if (f.strict) head += ' STRICT';
      if (f.security_definer) head += ' SECURITY DEFINER';
      if (f.leakproof) head += ' LEAKPROOF';
      const defaultCost = f.language === 'internal' || f.language === 'c' ? '1' : '100';
      if (f.cost !== '0' && f.cost !== defaultCost) head += ` COST ${f.cost}`;
      if (f.returns_set && f.rows !== '0' && f.rows !== '1000') head += ` ROWS ${f.rows}`;
      if (f.parallel === 's') head += ' PARALLEL SAFE';
      if (f.parallel === 'r') head += ' PARALLEL RESTRICTED';
      for (const setting of f.config ?? []) {
        const at = setting.indexOf('=');
        const [key, value] = [setting.slice(0, at), setting.slice(at + 1)];
        const listed = ['search_path', 'temp_tablespaces', 'session_preload_libraries'].includes(key);
        head += `\n    SET ${key} TO ${listed ? value.split(/,\s*/).map(literal).join(', ') : literal(value)}`;
      }
      const body = f.sql_body === null ? `AS ${dollarQuoted(f.source)}` : f.sql_body;
      const signature = `${f.name}(${f.identity})`;
      return [
        entry(signature, 'FUNCTION', 'public', `${head}\n    ${body};`),
        ...comment(`FUNCTION ${signature}`, `FUNCTION public.${signature}`, f.comment),
      ];
    });
}

/** A sequence as pg_dump's dumpSequence writes it: an identity column's, or one of its own. */
export function sequence(s) {
  const limits = {
    smallint: ['-32768', '32767'],
    integer: ['-2147483648', '2147483647'],
    bigint: ['-9223372036854775808', '9223372036854775807'],
  }[s.type];
  const ascending = !s.increment.startsWith('-');
  const defaultMin = ascending ? '1' : limits[0];
  const defaultMax = ascending ? limits[1] : '-1';
  const identity = s.owned_how === 'i';
  let text = identity
    ? `ALTER TABLE public.${s.table_name} ALTER COLUMN ${s.column_name} ADD GENERATED ${s.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY (\n    SEQUENCE NAME public.${s.name}\n`
    : `CREATE ${s.unlogged ? 'UNLOGGED ' : ''}SEQUENCE public.${s.name}\n${s.type === 'bigint' ? '' : `    AS ${s.type}\n`}`;
  text += `    START WITH ${s.start}\n    INCREMENT BY ${s.increment}\n`;
  text += s.min === defaultMin ? '    NO MINVALUE\n' : `    MINVALUE ${s.min}\n`;
  text += s.max === defaultMax ? '    NO MAXVALUE\n' : `    MAXVALUE ${s.max}\n`;
  text += `    CACHE ${s.cache}${s.cycle ? '\n    CYCLE' : ''}`;
  text += identity ? '\n);' : ';';
  const out = [entry(s.name, 'SEQUENCE', 'public', text)];
  if (s.owned_how === 'a')
    out.push(
      entry(
        s.name,
        'SEQUENCE OWNED BY',
        'public',
        `ALTER SEQUENCE public.${s.name} OWNED BY public.${s.table_name}.${s.column_name};`,
      ),
    );
  return [...out, ...comment(`SEQUENCE ${s.name}`, `SEQUENCE public.${s.name}`, s.comment)];
}

/** A table as pg_dump's dumpTableSchema writes it: columns, CHECK constraints, then per-column settings. */
export function table(t, columns, checks) {
  const lines = columns.map((c) => {
    let line = `    ${c.name} ${c.type}`;
    if (c.collation) line += ` COLLATE ${c.collation}`;
    if (c.generated === 's') line += ` GENERATED ALWAYS AS (${c.expression}) STORED`;
    else if (c.generated === 'v') line += ` GENERATED ALWAYS AS (${c.expression})`;
    else if (c.expression !== null) line += ` DEFAULT ${c.expression}`;
    if (c.not_null) line += c.not_null_name ? ` CONSTRAINT ${c.not_null_name} NOT NULL` : ' NOT NULL';
    return line;
  });
  for (const check of [...checks].sort((a, b) => byName(a.name, b.name)))
    lines.push(`    CONSTRAINT ${check.name} ${check.definition}`);
  let text = `CREATE ${t.unlogged ? 'UNLOGGED ' : ''}TABLE public.${t.name} (\n${lines.join(',\n')}\n)`;
  if (t.options) text += `\nWITH (${t.options.join(', ')})`;
  text += ';';
  for (const c of columns) {
    const alter = `\nALTER TABLE ONLY public.${t.name} ALTER COLUMN ${c.name}`;
    if (c.statistics !== null) text += `${alter} SET STATISTICS ${c.statistics};`;
    if (c.options) text += `${alter} SET (${c.options.join(', ')});`;
    if (c.storage)
      text += `${alter} SET STORAGE ${{ p: 'PLAIN', e: 'EXTERNAL', m: 'MAIN', x: 'EXTENDED' }[c.storage]};`;
    if (c.compression) text += `${alter} SET COMPRESSION ${{ p: 'pglz', l: 'lz4' }[c.compression]};`;
  }
  return [
    entry(t.name, 'TABLE', 'public', text),
    ...comment(`TABLE ${t.name}`, `TABLE public.${t.name}`, t.comment),
    ...columns.flatMap((c) => comment(`COLUMN ${t.name}.${c.name}`, `COLUMN public.${t.name}.${c.name}`, c.comment)),
  ];
}

export function view(v, columns) {
  return [
    entry(v.name, 'VIEW', 'public', `CREATE VIEW public.${v.name} AS\n${v.view.replace(/;\s*$/, '')};`),
    ...comment(`VIEW ${v.name}`, `VIEW public.${v.name}`, v.comment),
    ...columns.flatMap((c) => comment(`COLUMN ${v.name}.${c.name}`, `COLUMN public.${v.name}.${c.name}`, c.comment)),
  ];
}

export function constraint(c, type) {
  let text = `ALTER TABLE ONLY public.${c.table_name}\n    ADD CONSTRAINT ${c.name} ${c.definition};`;
  if (c.clustered) text += `\n\nALTER TABLE public.${c.table_name} CLUSTER ON ${c.name};`;
  return [
    entry(`${c.table_name} ${c.name}`, type, 'public', text),
    ...comment(`CONSTRAINT ${c.name} ON ${c.table_name}`, `CONSTRAINT ${c.name} ON public.${c.table_name}`, c.comment),
  ];
}

export function indexes(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name))
    .flatMap((i) => [
      entry(
        i.name,
        'INDEX',
        'public',
        `${i.definition};${i.statistics ? `\n\n${i.statistics}` : ''}${
          i.clustered ? `\n\nALTER TABLE public.${i.table_name} CLUSTER ON ${i.name};` : ''
        }`,
      ),
      ...comment(`INDEX ${i.name}`, `INDEX public.${i.name}`, i.comment),
    ]);
}

/** Extended statistics, as pg_dump writes them after the indexes. */
export function statistics(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name))
    .flatMap((s) => [
      entry(
        s.name,
        'STATISTICS',
        'public',
        `${s.definition};${s.target === null ? '' : `\n\nALTER STATISTICS public.${s.name} SET STATISTICS ${s.target};`}`,
      ),
      ...comment(`STATISTICS ${s.name}`, `STATISTICS public.${s.name}`, s.comment),
    ]);
}

export function triggers(rows) {
  return rows
    .sort((a, b) => byName(a.name, b.name) || byName(a.table_name, b.table_name))
    .flatMap((t) => [
      entry(`${t.table_name} ${t.name}`, 'TRIGGER', 'public', `${t.definition};`),
      ...comment(`TRIGGER ${t.name} ON ${t.table_name}`, `TRIGGER ${t.name} ON public.${t.table_name}`, t.comment),
    ]);
}
