import { trFold } from '../common/turkish.js';
import type { Db } from '../platform/db.js';

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names read in order before the typeahead turns to the trigram index. */
export const TYPEAHEAD_WALK = 1000;
/** Names containing a text that are sorted whole; more than this, the first names in order are read. */
export const TYPEAHEAD_FEW = 500;
/** How many times `TYPEAHEAD_WALK` names are read in order for the names containing a text. */
const TYPEAHEAD_NAME_WALKS = 5;

/**
 * The typeahead's close resemblance: boats whose search text resembles the typed text at least this much
 * (`word_similarity`) are looked for first, on connections whose `pg_trgm.word_similarity_threshold` is
 * set to it (`closeResemblanceSettings`), where the trigram index passes over the boats sharing fewer of
 * its trigrams. Any threshold at least PostgreSQL's default (0.6, the one the full step uses) gives the
 * same answer: the boats at or above it rank before every other.
 */
export const CLOSE_RESEMBLANCE = 0.8;
/** The settings of the connections the close-resemblance step runs on. */
export const closeResemblanceSettings = { 'pg_trgm.word_similarity_threshold': String(CLOSE_RESEMBLANCE) };

/**
 * The typeahead's statements (`GET /v1/search/input`): on `db`, planned with their values, and the close
 * resemblances first on `close` when given (`closeResemblanceSettings`). Part of the search repository.
 */
export function createTypeaheadRepository(db: Db, close?: Db) {
  // Whether the database sorts text by code point (C, POSIX, C.UTF-8: the embedded cluster's locale). Then
  // sorting names `collate "C"` gives the same order, by comparing bytes instead of calling the C
  // library's strcoll for each pair (five times faster on thousands of names). A database's default
  // collation cannot change while it is open, so this is asked once.
  let codePointOrder: Promise<boolean> | undefined;
  const sortsByCodePoint = (): Promise<boolean> =>
    (codePointOrder ??= db<{ yes: boolean }[]>`
      select (datlocprovider = 'b' or datcollate in ('C', 'POSIX', 'C.UTF-8', 'C.utf8')) as yes
      from pg_database where datname = current_database()`.then(([r]) => r?.yes === true));
  type Hit = { slug: string; name: string; thumbnail: string | null };

  /**
   * Boats whose search text contains the (folded, escaped) text but does not start with it, the first
   * `wanted` by name, from the trigram index, sorted (after the first names in order had too few).
   */
  async function containedAnywhere(
    contains: string,
    prefix: string,
    wanted: number,
    codePoint: boolean,
  ): Promise<Hit[]> {
    const byName = codePoint ? db`name collate "C", id` : db`name, id`;
    return db<Hit[]>`
      select slug, name, thumbnail from (
        select b.slug, b.name, b.id, b.thumbnail from boats b
        where b.active and b.search_text like tr_fold(${contains}) and not b.search_text like tr_fold(${prefix}) offset 0
      ) hits order by ${byName} limit ${wanted}`;
  }

  /**
   * The same for a text without a space: the search text is the folded name, marina and type joined
   * by spaces, so such a text lies inside one of the three. Boats of a marina or type whose name
   * contains it are read per marina or type in name order (a few rows each); names that contain it,
   * when they are few, from the trigram index of folded names, else all of them, sorted. The first
   * `wanted` of both by name.
   */
  async function containedInAPart(
    contains: string,
    prefix: string,
    wanted: number,
    few: number,
    codePoint: boolean,
  ): Promise<Hit[]> {
    const byName = codePoint ? db`name collate "C", id` : db`name, id`;
    const inNames = db`b.active and tr_fold(b.name) like tr_fold(${contains}) and not b.search_text like tr_fold(${prefix})`;
    // One statement (it was four round trips, a third of the time of a marina's or type's name typed at
    // 50 000 boats): the marinas and types whose name contains the text, the first `wanted` boats of each
    // by name (a few rows each from the marina's or type's name index); the names containing it, from the
    // trigram index of folded names, all of them when there are at most `few`, otherwise all of them read
    // and sorted, the first `wanted` (the first names in order were read already, in the typeahead's first
    // statement; the count is a one-time filter, so only one of the two is run); the first `wanted` of all.
    return db<Hit[]>`
      with of_parts as (
        select x.id from places p cross join lateral (
          select b.id from boats b where b.active and b.marina_id = p.id and not b.search_text like tr_fold(${prefix})
          order by b.name, b.id limit ${wanted}) x
        where tr_fold(p.name) like tr_fold(${contains}) or tr_fold(p.name_en) like tr_fold(${contains})
        union all
        select x.id from boat_types t cross join lateral (
          select b.id from boats b where b.active and b.boat_type_id = t.id and not b.search_text like tr_fold(${prefix})
          order by b.name, b.id limit ${wanted}) x
        where tr_fold(t.name) like tr_fold(${contains}) or tr_fold(t.name_en) like tr_fold(${contains})
      ),
      hits as materialized (select b.id from boats b where ${inNames} limit ${few + 1}),
      named as (
        select id from hits where (select count(*) from hits) <= ${few}
        union all
        (select id from (select b.id, b.name from boats b where ${inNames} offset 0) every
          where (select count(*) from hits) > ${few} order by ${byName} limit ${wanted})
      )
      select slug, name, thumbnail from boats
      where id in (select id from of_parts union select id from named)
      order by ${byName} limit ${wanted}`;
  }

  return {
    /**
     * Active boats whose folded name, marina or type contains the folded text, those starting with it
     * first, each group by name; only when that finds fewer than `limit`, boats that merely resemble
     * it (trigram similarity) are added. The names starting with the text are read in name order from the
     * range of its first two folded letters (at most `walk` of them), or else the text's whole prefix
     * range, sorted; the others are first looked for among the first `walk` × 5 names in order (enough
     * when many names contain the text) and only otherwise read from the trigram indexes.
     */
    async typeahead(
      text: string,
      limit = 10,
      walk = TYPEAHEAD_WALK,
      few = TYPEAHEAD_FEW,
      /** Called just before the boats that merely resemble the text are ranked (the costly part). */
      onResembling?: () => void,
    ): Promise<{ slug: string; name: string; thumbnail: string | null }[]> {
      const folded = trFold(text);
      const contains = `%${escapeLike(folded)}%`;
      const prefix = `${escapeLike(folded)}%`;
      const codePoint = await sortsByCodePoint();
      const byName = codePoint ? db`name collate "C", id` : db`name, id`;
      // One statement answers most texts. The names starting with the text: read in name order from the
      // range of their first two folded letters (`boats_typeahead_key_idx`), at most `walk` of them; when
      // that finds fewer than `limit`, the whole prefix range is read and sorted instead (exact either way).
      // Only when those are fewer than `limit`: the names containing it further on, among the first
      // `walk` × 5 names in order (enough when many names contain it). ("offset 0" keeps every prefix match read from the text's index and sorted: left
      // to itself, PostgreSQL walks the name index for a LIMIT, which reads most of it when the matching
      // names sort late.) The conditions on counts are one-time filters: a part not needed is not run.
      const found = await db<(Hit & { part: number })[]>`
        with keyed as materialized (
          select slug, name, id, thumbnail from (
            select slug, name, id, thumbnail, search_text from boats
            where active and left(search_text, 2) = left(tr_fold(${folded}), 2)
            order by name, id limit ${walk}
          ) k where search_text like tr_fold(${prefix}) order by name, id limit ${limit}
        ),
        starting as materialized (
          select slug, name, id, thumbnail from keyed where (select count(*) from keyed) >= ${limit}
          union all
          select * from (
            select slug, name, id, thumbnail from (
              select b.slug, b.name, b.id, b.thumbnail from boats b
              where b.active and b.search_text like tr_fold(${prefix}) offset 0
            ) hits order by ${byName} limit ${limit}
          ) sorted where (select count(*) from keyed) < ${limit}
        )
        select * from (
        select 0 as part, slug, name, id, thumbnail from starting
        union all
        select 1, slug, name, id, thumbnail from (
          select slug, name, id, thumbnail from (
            select slug, name, id, thumbnail, search_text from boats where active
            order by name, id limit ${walk * TYPEAHEAD_NAME_WALKS}
          ) b where search_text like tr_fold(${contains}) and not search_text like tr_fold(${prefix})
          order by name, id limit ${limit}
        ) further where (select count(*) from starting) < ${limit}
        ) parts order by part, ${byName}`;
      const hit = ({ slug, name, thumbnail }: Hit): Hit => ({ slug, name, thumbnail });
      const starting = found.filter((r) => r.part === 0).map(hit);
      if (starting.length >= limit) return starting;
      const wanted = limit - starting.length;
      const early = found.filter((r) => r.part === 1).map(hit);
      const inside =
        early.length >= wanted
          ? early.slice(0, wanted)
          : folded.includes(' ')
            ? await containedAnywhere(contains, prefix, wanted, codePoint)
            : await containedInAPart(contains, prefix, wanted, few, codePoint);
      const rows = [...starting, ...inside];
      if (rows.length >= limit || folded.length < 3) return rows;
      const seen = rows.map((r) => r.slug);
      onResembling?.();
      // The boats resembling the text, most alike first. `<%` keeps those whose `word_similarity` reaches the
      // connection's threshold: on `close` (`CLOSE_RESEMBLANCE`) the trigram index offers only the boats
      // sharing most of the text's trigrams, a few dozen, where at PostgreSQL's default every boat sharing
      // one word of it is ranked ("Kraliçe 721" at 50 000 boats: 7 143 boats, 150 ms; so 16, 3 ms). When the
      // close ones fill the answer they are its rows exactly (every other boat ranks below them); otherwise
      // the full step runs.
      const resembling = (q: Db) => q<Hit[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and tr_fold(${folded}) <% b.search_text and b.slug <> all(${seen}::text[])
        order by word_similarity(tr_fold(${folded}), b.search_text) desc, b.name, b.id
        limit ${limit - rows.length}`;
      const near = close ? await resembling(close) : [];
      const similar = near.length >= limit - rows.length ? near : await resembling(db);
      return [...rows, ...similar];
    },
  };
}
