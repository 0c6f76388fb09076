-- Issue 36: a rental search walks the boats in its order's index (creation or popularity) and checks its
-- filters on each boat walked. A filter few boats pass (a region and a type, 8 cabins) walked thousands of
-- boats, each read from the table (16 MB at 50 000 boats): 45 000 buffers for a region's and type's page of
-- popular boats. Here the walks' indexes carry the filters' columns, so the filters are checked in the
-- index (an index-only scan; 3 MB at 50 000 boats), and `boats_rent_facets_idx` serves the unordered reads
-- of the matching boats (a price order's count and sort) the same way. Same keys and names as 0057's.
create index boats_rent_created_cover on boats (created_at desc, id desc)
  include (marina_id, boat_type_id, cabins, length_m, guests_day, guests_night) where active and for_rent;
create index boats_rent_popular_cover on boats (popular desc, display_order, created_at desc, id desc)
  include (marina_id, boat_type_id, cabins, length_m, guests_day, guests_night) where active and for_rent;
create index boats_rent_marina_created_cover on boats (marina_id, created_at desc, id desc)
  include (boat_type_id, cabins, length_m, guests_day, guests_night) where active and for_rent;
create index boats_rent_type_created_cover on boats (boat_type_id, created_at desc, id desc)
  include (marina_id, cabins, length_m, guests_day, guests_night) where active and for_rent;
create index boats_rent_facets_idx on boats (id)
  include (marina_id, boat_type_id, cabins, length_m, guests_day, guests_night) where active and for_rent;

drop index boats_rent_created_idx;
drop index boats_rent_popular_idx;
drop index boats_rent_marina_created_idx;
drop index boats_rent_type_created_idx;
alter index boats_rent_created_cover rename to boats_rent_created_idx;
alter index boats_rent_popular_cover rename to boats_rent_popular_idx;
alter index boats_rent_marina_created_cover rename to boats_rent_marina_created_idx;
alter index boats_rent_type_created_cover rename to boats_rent_type_created_idx;
