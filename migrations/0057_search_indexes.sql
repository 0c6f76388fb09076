-- Indexes that let a search read one page plus a look-ahead instead of the whole catalog
-- (server/src/search/repository.ts; ARCHITECTURE, "How a search is answered"). Each listing order
-- has an index in that order, per listing kind, so PostgreSQL walks it and stops at the limit.

-- Newest / oldest first (boat_desc, boat_asc; boat_asc walks it backwards).
create index boats_rent_created_idx on boats (created_at desc, id desc) where active and for_rent;
create index boats_sale_created_idx on boats (created_at desc, id desc) where active and for_sale;
-- The same within one marina or one boat type, the filters visitors use most.
create index boats_rent_marina_created_idx on boats (marina_id, created_at desc, id desc) where active and for_rent;
create index boats_rent_type_created_idx on boats (boat_type_id, created_at desc, id desc) where active and for_rent;
create index boats_sale_marina_created_idx on boats (marina_id, created_at desc, id desc) where active and for_sale;
-- popular: featured first, then the office's display order.
create index boats_rent_popular_idx on boats (popular desc, display_order, created_at desc, id desc) where active and for_rent;
create index boats_sale_popular_idx on boats (popular desc, display_order, created_at desc, id desc) where active and for_sale;

-- Price orders walk each currency's prices in amount order (merged by their value in kuruş, which keeps
-- the same order within a currency whatever the exchange rates are), ties by boat id descending.
-- The prices overlapping a window (the dates searched, or [today, ∞) without dates): when few boats have a
-- price there (out of season) PostgreSQL reads just those instead of walking every price.
create index boat_prices_period_idx on boat_prices using gist (period) include (boat_id);
-- One boat's prices and its active occupancy, read whole from a b-tree: the per-boat probes of a search
-- (lowest price in the window, free on the dates) cost a few µs each, where the exclusion constraints'
-- GiST indexes on (boat_id, period) cost ten times as much.
create index boat_prices_boat_idx on boat_prices (boat_id) include (period, daily_price_minor, currency);
create index occupancy_active_boat_idx on occupancy (boat_id) include (period) where active;
create index boat_prices_amount_asc_idx on boat_prices (currency, daily_price_minor asc, boat_id desc);
create index boat_prices_amount_desc_idx on boat_prices (currency, daily_price_minor desc, boat_id desc);
create index boats_sale_amount_asc_idx on boats (sale_currency, sale_price_minor asc, id desc) where active and for_sale;
create index boats_sale_amount_desc_idx on boats (sale_currency, sale_price_minor desc, id desc) where active and for_sale;

-- Typeahead (an answer is ten names): names in order with what the answer needs, so that a text most
-- names contain is answered by reading the first names in order; and the folded text by prefix, so that
-- the names starting with the text are read as one range of the index. Both are read without the table.
create index boats_active_name_idx on boats (name, id) include (search_text, slug, thumbnail) where active;
-- A text without a space lies inside the folded name, the marina or the type: boats of a marina or a type
-- in name order, and the folded names alone in a trigram index.
create index boats_active_marina_name_idx on boats (marina_id, name, id) where active;
create index boats_active_type_name_idx on boats (boat_type_id, name, id) where active;
create index boats_folded_name_trgm on boats using gin (tr_fold(name) gin_trgm_ops) where active;
create index boats_search_text_prefix_idx on boats (search_text text_pattern_ops) include (name, id, slug, thumbnail) where active;

-- The old public index (active only) served the removed single query; the per-kind ones replace it.
drop index if exists boats_public_created_idx;
