// The catalog queries behind scripts/schema-dump.mjs: each kind of object the dump writes, read from the
// PostgreSQL catalog of schema public as rows (names already quoted as pg_dump quotes them), and the objects
// the dump does not write yet. scripts/schema-dump-format.mjs turns the rows into pg_dump's text.

/** Objects an extension created (btree_gist's functions and operator classes …) are the extension's. */
export const NOT_EXTENSION_MEMBER = (classTable, oid) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/**
 * Every kind of object the dump does not write, found in schema public (or a schema besides public): the
 * dump refuses rather than leave it out.
 */
export async function unsupported(sql) {
  const found = await sql.unsafe(`
    select 'schema ' || nspname as what from pg_namespace
     where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
    union all
    select 'relation ' || relname || ' of kind ' || relkind::text from pg_class c
     where relnamespace = 'public'::regnamespace and relkind not in ('r', 'S', 'i', 'v')
       and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}
    union all
    select 'policy ' || polname from pg_policy
    union all
    select 'rule ' || rulename from pg_rewrite r join pg_class c on c.oid = r.ev_class
     where c.relnamespace = 'public'::regnamespace and rulename <> '_RETURN'
    union all
    select 'inheritance of ' || inhrelid::regclass::text from pg_inherits
    union all
    select 'routine ' || proname || ' of kind ' || prokind::text from pg_proc p
     where pronamespace = 'public'::regnamespace and prokind <> 'f' and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}
    union all
    select 'type ' || typname || ' of kind ' || typtype::text from pg_type t
     where typnamespace = 'public'::regnamespace and typtype not in ('e', 'd')
       and not (typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) <> 'c')
       and not exists (select 1 from pg_type e where e.typarray = t.oid)
       and ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}
    union all
    select 'operator ' || oprname from pg_operator o
     where oprnamespace = 'public'::regnamespace and ${NOT_EXTENSION_MEMBER('pg_operator', 'o.oid')}
    union all
    select 'row level security on ' || relname from pg_class
     where relnamespace = 'public'::regnamespace and (relrowsecurity or relforcerowsecurity)
    union all
    select 'trigger ' || tgname || ' not simply enabled' from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not tgisinternal and tgenabled <> 'O'
    union all
    select 'event trigger ' || evtname from pg_event_trigger
    order by 1`);
  return found.map((r) => r.what);
}

export async function extensionRows(sql) {
  return sql.unsafe(`
    select quote_ident(e.extname) as name, quote_ident(n.nspname) as schema,
           obj_description(e.oid, 'pg_extension') as comment
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql'`);
}

export async function typeRows(sql) {
  return sql.unsafe(`
    select t.oid, quote_ident(t.typname) as name, t.typtype as kind,
           format_type(t.typbasetype, t.typtypmod) as base, t.typnotnull as not_null, t.typdefault as "default",
           (select array_agg(quote_literal(enumlabel) order by enumsortorder) from pg_enum where enumtypid = t.oid) as labels,
           (select array_agg(format('CONSTRAINT %I %s', conname, pg_get_constraintdef(oid)) order by conname)
              from pg_constraint where contypid = t.oid and contype = 'c') as checks,
           obj_description(t.oid, 'pg_type') as comment
      from pg_type t
     where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd')
       and ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}`);
}

export async function functionRows(sql) {
  return sql.unsafe(`
    select quote_ident(p.proname) as name, pg_get_function_arguments(p.oid) as args,
           pg_get_function_identity_arguments(p.oid) as identity, pg_get_function_result(p.oid) as result,
           quote_ident(l.lanname) as language, p.provolatile as volatility, p.proisstrict as strict,
           p.prosecdef as security_definer, p.proleakproof as leakproof, p.procost::text as cost,
           p.proretset as returns_set, p.prorows::text as rows, p.proparallel as parallel, p.proconfig as config,
           p.prosrc as source, pg_get_function_sqlbody(p.oid) as sql_body,
           obj_description(p.oid, 'pg_proc') as comment
      from pg_proc p join pg_language l on l.oid = p.prolang
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
       and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`);
}

export async function sequenceRows(sql) {
  return sql.unsafe(`
    select c.oid, quote_ident(c.relname) as name, c.relpersistence = 'u' as unlogged,
           format_type(s.seqtypid, null) as type, s.seqstart::text as start, s.seqincrement::text as increment,
           s.seqmin::text as min, s.seqmax::text as max, s.seqcache::text as cache, s.seqcycle as cycle,
           d.deptype as owned_how, quote_ident(t.relname) as table_name, quote_ident(a.attname) as column_name,
           a.attidentity as identity, obj_description(c.oid, 'pg_class') as comment
      from pg_class c join pg_sequence s on s.seqrelid = c.oid
      left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid
                           and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      left join pg_class t on t.oid = d.refobjid
      left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
       and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`);
}

export async function relationRows(sql) {
  const relations = await sql.unsafe(`
    select c.oid, quote_ident(c.relname) as name, c.relkind as kind, c.relpersistence = 'u' as unlogged,
           c.reloptions as options, case when c.relkind = 'v' then pg_get_viewdef(c.oid) end as view,
           obj_description(c.oid, 'pg_class') as comment
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
       and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`);
  const columns = await sql.unsafe(`
    select a.attrelid as table_oid, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, a.attgenerated as generated, a.attidentity as identity,
           pg_get_expr(d.adbin, d.adrelid) as expression,
           case when a.attcollation <> t.typcollation
                then (select format('%I.%I', n.nspname, co.collname)
                        from pg_collation co join pg_namespace n on n.oid = co.collnamespace where co.oid = a.attcollation)
           end as collation,
           nullif(a.attstattarget, -1) as statistics, a.attoptions as options,
           case when a.attstorage <> t.typstorage then a.attstorage end as storage,
           nullif(a.attcompression, '') as compression,
           (select quote_ident(conname) from pg_constraint
             where conrelid = a.attrelid and contype = 'n' and conkey = array[a.attnum]
               and conname <> left(format('%s_%s_not_null', c.relname, a.attname), 63)) as not_null_name,
           col_description(a.attrelid, a.attnum) as comment
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v') and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`);
  const checks = await sql.unsafe(`
    select conrelid as table_oid, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
      from pg_constraint
     where connamespace = 'public'::regnamespace and contype = 'c' and convalidated and conrelid <> 0`);
  const group = (rows) => {
    const map = new Map();
    for (const row of rows) map.set(row.table_oid, [...(map.get(row.table_oid) ?? []), row]);
    return map;
  };
  return { relations, columns: group(columns), checks: group(checks) };
}

/** Primary keys, unique and exclusion constraints, then (after indexes and triggers) foreign keys. */
export async function constraintRows(sql) {
  return sql.unsafe(`
    select quote_ident(con.conname) as name, quote_ident(c.relname) as table_name, con.contype as kind,
           pg_get_constraintdef(con.oid) as definition, coalesce(i.indisclustered, false) as clustered,
           obj_description(con.oid, 'pg_constraint') as comment
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      left join pg_index i on i.indexrelid = con.conindid and con.contype in ('p', 'u', 'x')
     where c.relnamespace = 'public'::regnamespace
       and (con.contype in ('p', 'u', 'x', 'f') or (con.contype = 'c' and not con.convalidated))`);
}

export async function indexRows(sql) {
  return sql.unsafe(`
    select quote_ident(x.relname) as name, quote_ident(c.relname) as table_name, pg_get_indexdef(i.indexrelid) as definition,
           i.indisclustered as clustered, obj_description(x.oid, 'pg_class') as comment,
           (select string_agg(format('ALTER INDEX public.%s ALTER COLUMN %s SET STATISTICS %s;', quote_ident(x.relname),
              a.attnum, a.attstattarget), E'\n' order by a.attnum)
              from pg_attribute a where a.attrelid = i.indexrelid and a.attstattarget is not null and a.attstattarget >= 0)
             as statistics
      from pg_index i
      join pg_class x on x.oid = i.indexrelid
      join pg_class c on c.oid = i.indrelid
     where c.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid and con.contype in ('p', 'u', 'x'))`);
}

/** Extended statistics objects: their definition, and a statistics target when one is set. */
export async function statisticsRows(sql) {
  return sql.unsafe(`
    select quote_ident(s.stxname) as name, pg_get_statisticsobjdef(s.oid) as definition, s.stxstattarget as target,
           obj_description(s.oid, 'pg_statistic_ext') as comment
      from pg_statistic_ext s
     where s.stxnamespace = 'public'::regnamespace`);
}

export async function triggerRows(sql) {
  return sql.unsafe(`
    select quote_ident(t.tgname) as name, quote_ident(c.relname) as table_name, pg_get_triggerdef(t.oid) as definition,
           obj_description(t.oid, 'pg_trigger') as comment
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`);
}
