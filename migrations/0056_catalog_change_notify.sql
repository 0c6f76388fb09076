-- Every instance keeps answers in memory (the booking catalog, search answers, rendered pages);
-- a change to what they show tells every instance at once, through one notification channel that
-- each server listens on. A notification is sent when the writing transaction commits, once per
-- table and transaction (PostgreSQL folds identical ones), and carries only the table's name.
create function notify_catalog_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_changed', tg_table_name);
  return null;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['boats', 'boat_prices', 'boat_images', 'boat_types', 'boat_dates', 'boat_comments', 'places',
                           'settings', 'website_sections', 'blog_posts', 'faqs', 'banks', 'team_members', 'documents'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function notify_catalog_change()',
                   t || '_catalog_changed', t);
  end loop;
end $$;
