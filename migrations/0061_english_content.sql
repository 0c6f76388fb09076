-- English beside Turkish for everything the public site shows from the database. A null English
-- text means "not translated yet": the English page shows the Turkish one (marked lang="tr"),
-- and the panel's home lists what is missing.
alter table places add column name_en text check (name_en is null or length(btrim(name_en)) between 1 and 120);
alter table boat_types add column name_en text check (name_en is null or length(btrim(name_en)) between 1 and 80);
alter table boats
  add column description_en text,
  add column rules_en text,
  add column equipment_en text[];
alter table website_sections add column title_en text, add column content_en text;
alter table faqs add column question_en text, add column answer_en text;
alter table blog_posts add column title_en text, add column summary_en text, add column body_en text;

-- A boat type or marina is found by its name in either language (names of boats are names).
create or replace function boats_search_text(boat_name text, marina integer, boat_type integer) returns text
  language sql stable
  as $$ select tr_fold(boat_name
                       || ' ' || coalesce((select name || coalesce(' ' || name_en, '') from places where id = marina), '')
                       || ' ' || coalesce((select name || coalesce(' ' || name_en, '') from boat_types where id = boat_type), '')) $$;

drop trigger places_search_text on places;
create trigger places_search_text after update of name, name_en on places
  for each row execute function places_refresh_boat_search_text();
drop trigger boat_types_search_text on boat_types;
create trigger boat_types_search_text after update of name, name_en on boat_types
  for each row execute function boat_types_refresh_boat_search_text();
