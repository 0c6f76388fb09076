-- The back office's reservation list and occupancy calendar at 50 000 boats and a million events
-- (bench/scale.mjs). Indexes only: the read models and the app's rights are unchanged (0050's
-- default privileges cover nothing new here). A rebuild drops and recreates these with the rest.

-- The list's pages in its two orders: the filters by status and by return date are answered from
-- the index alone (the page's ids first, then its 100 rows), however many rows the filter skips.
-- Newest first is the default order, so the created index runs in it (it replaces the plain one).
create index reservations_created_page_idx on reservations (created_at desc, id) include (status, end_date);
drop index reservations_created_idx;
create index reservations_start_page_idx on reservations (start_date, id) include (status, end_date);
-- Counts by status, by return date (past or not: `oldrez`), or both, from the index alone.
create index reservations_status_end_idx on reservations (status, end_date);
-- A reservation number in any case (the list compares upper(reference)).
create index reservations_reference_upper_idx on reservations (upper(reference));
-- From a customer to the reservation (the list's search by customer name).
create index reservations_customer_idx on reservations (customer_id);
-- Search by any part of a customer's name (ilike '%...%').
create index customers_name_trgm_idx on customers using gin (name gin_trgm_ops);

-- The calendar of all boats for a window: the exclusion constraint's GiST index leads with
-- boat_id and is a poor (and misjudged) way to find every boat's rows in a window.
create index occupancy_active_period_idx on occupancy using spgist (period) where active;
