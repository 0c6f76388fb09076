import { trFold } from '../common/turkish.js';
import { LostAnswerError, type Db } from '../platform/db.js';

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names read in order before the typeahead turns to the trigram index. */
export const TYPEAHEAD_WALK = 1000;
/** Names containing a text that are sorted whole; more than this, the first names in order are read. */
export const TYPEAHEAD_FEW = 500;
/** How many times `TYPEAHEAD_WALK` names are read in order for the names containing a text. */
const TYPEAHEAD_NAME_WALKS = 5;

/**
 * The typeahead's close resemblance: boats whose name resembles the typed text (its rest, past the types and
 * places it names) at least this much
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
  type Reading = { types: number[]; places: number[]; rest: string };

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

  /**
   * The text read as filters and a rest: the types and places (marinas, regions) whose folded name, or English
   * name, the text's words name, whole or by its first words ("gocek" names "Göcek Marina", "motor yat" names
   * "Motor Yat", "marmaris netsel" names "Marmaris Netsel Marina"), and the words left over, in order. Read
   * from the tables each time (a few dozen rows), so a renamed type or place reads at once.
   */
  async function readingOf(folded: string): Promise<Reading> {
    const [reading] = await db<Reading[]>`
      with words as (
        select u.w, u.i from unnest(regexp_split_to_array(tr_fold(${folded}), '[[:space:]]+')) with ordinality u(w, i)
        where u.w <> ''
      ),
      spans as (
        select a.i, b.i as j, (select string_agg(c.w, ' ' order by c.i) from words c where c.i between a.i and b.i) as span
        from words a join words b on b.i >= a.i
      ),
      named as (
        select 'type' as kind, t.id, tr_fold(t.name) as name from boat_types t
        union all select 'type', t.id, tr_fold(t.name_en) from boat_types t where t.name_en is not null
        union all select 'place', p.id, tr_fold(p.name) from places p
        union all select 'place', p.id, tr_fold(p.name_en) from places p where p.name_en is not null
      ),
      matched as (
        select n.kind, n.id, s.i, s.j from spans s
        join named n on n.name = s.span or left(n.name, length(s.span) + 1) = s.span || ' '
      )
      select array(select distinct id from matched where kind = 'type' order by id) as types,
        array(select distinct id from matched where kind = 'place' order by id) as places,
        coalesce((select string_agg(w, ' ' order by i) from words
          where not exists (select from matched m where words.i between m.i and m.j)), '') as rest`;
    if (!reading) throw new LostAnswerError('typeahead reading');
    return reading;
  }

  /**
   * The last resort: boats whose folded name resembles the rest of the text (`word_similarity`, at least the
   * connection's `pg_trgm.word_similarity_threshold`), most alike first (then by name), from the folded
   * names' trigram index; with a type or place read, only its boats (of any type read, and of any place
   * read), and after the resembling ones the others by name, from the type's or place's name index (all of
   * them by name when the text is only the type or place). Not among `seen`. The close resemblances are
   * looked for first on `close` (`CLOSE_RESEMBLANCE`): there the trigram index offers only the boats sharing
   * most of the rest's trigrams, and when those fill the answer they are its rows exactly (every other boat
   * ranks below them); otherwise the step runs on `db`, at PostgreSQL's default.
   */
  async function resemblingNames(reading: Reading, seen: string[], wanted: number): Promise<Hit[]> {
    const { types, places, rest } = reading;
    const read = types.length > 0 || places.length > 0;
    const within = (q: Db) => q`b.active and b.slug <> all(${seen}::text[])
      ${types.length > 0 ? q`and b.boat_type_id = any(${types}::int[])` : q``}
      ${places.length > 0 ? q`and b.marina_id = any(${places}::int[])` : q``}`;
    const resembling = (q: Db) => q`select b.id, b.slug, b.name, b.thumbnail,
        word_similarity(${rest}, b.name_folded) as likeness
      from boats b where ${within(q)} and ${rest} <% b.name_folded
      order by likeness desc, b.name, b.id limit ${wanted}`;
    if (rest !== '' && close) {
      const near = await close<Hit[]>`
        select slug, name, thumbnail from (${resembling(close)}) r order by likeness desc, name, id`;
      if (near.length >= wanted) return near;
    }
    if (!read)
      return db<Hit[]>`select slug, name, thumbnail from (${resembling(db)}) r order by likeness desc, name, id`;
    // The resembling ones (all of them when fewer than wanted: then none is left out of the second part),
    // then, only in that case (a one-time filter), the others by name.
    return db<Hit[]>`
      with alike as materialized (${
        rest === ''
          ? db`select null::int as id, null::text as slug, null::text as name, null::text as thumbnail,
            null::real as likeness where false`
          : resembling(db)
      })
      select slug, name, thumbnail from (
        select 0 as part, likeness, slug, name, id, thumbnail from alike
        union all
        select 1, null, slug, name, id, thumbnail from (
          select b.slug, b.name, b.id, b.thumbnail from boats b
          where ${within(db)} and b.id <> all(array(select id from alike))
          order by b.name, b.id limit ${wanted}
        ) others where (select count(*) from alike) < ${wanted}
      ) both_parts order by part, likeness desc, name, id limit ${wanted}`;
  }

  return {
    /**
     * Active boats whose folded name, marina or type contains the folded text, those starting with it
     * first, each group by name; only when that finds fewer than `limit`, the last resort: boats whose
     * name merely resembles it (trigram similarity), or, for a text naming a type or place, that type's or
     * place's boats, those whose name resembles the rest of the text first (`readingOf`, `resemblingNames`). The names starting with the text are read in name order from the
     * range of its first two folded letters (at most `walk` of them), or else the text's whole prefix
     * range, sorted; the others are first looked for among the first `walk` × 5 names in order (enough
     * when many names contain the text) and only otherwise read from the trigram indexes.
     */
    async typeahead(
      text: string,
      limit = 10,
      walk = TYPEAHEAD_WALK,
      few = TYPEAHEAD_FEW,
      /** Called just before the boats whose name merely resembles the text are ranked, no type or place named. */
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
      // The last resort: boats whose name resembles the text. A text naming a type or a region ("Katamaran
      // 1418", "Marmaris 3019") is read as that type's or region's boats, those whose name resembles the rest
      // of the text first (docs/search.md, "The typeahead's last resort"). Only a ranking the filters do not
      // bound counts extra against the client's limit (`onResembling`).
      const reading = await readingOf(folded);
      if (reading.types.length === 0 && reading.places.length === 0) onResembling?.();
      return [...rows, ...(await resemblingNames(reading, seen, limit - rows.length))];
    },
  };
}
