import type { Db } from './db.js';

/**
 * A piece of SQL with its own parameters, numbered from $1. Pieces compose into one statement
 * (the one-round-trip append puts several writes in one `with`): `compose` renumbers each piece's
 * parameters after the ones before it. The text depends only on code, never on input, so the
 * composed statement is prepared once per connection and reused.
 */
export interface SqlPart {
  text: string;
  params: unknown[];
}

/** `part\`insert into t (a) values (${x}::int)\`` gives `{ text: 'insert ... ($1::int)', params: [x] }`. */
export function part(strings: TemplateStringsArray, ...values: unknown[]): SqlPart {
  let text = strings[0]!;
  values.forEach((v, i) => {
    text += `$${i + 1}${strings[i + 1]!}`;
  });
  return { text, params: values };
}

/** Joins pieces with the given glue (or around them, through `wrap`), renumbering parameters. */
export function compose(pieces: readonly SqlPart[], wrap: (texts: string[]) => string): SqlPart {
  const params: unknown[] = [];
  const texts = pieces.map((p) => {
    const offset = params.length;
    params.push(...p.params);
    return offset === 0 ? p.text : p.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  return { text: wrap(texts), params };
}

export function run<T extends readonly object[] = Record<string, unknown>[]>(db: Db, p: SqlPart): Promise<T> {
  return db.unsafe(p.text, p.params as never[], { prepare: true }) as unknown as Promise<T>;
}
