-- The office's searches by name fold Turkish letters as the public typeahead does (`tr_fold`, migration
-- 0003): "sule" finds "Şule", "yilmaz" finds "Yılmaz", "ISIL" finds "Işıl" and "gocek" finds "Göcek". With
-- `ilike` they matched case only, and "I" and "ı" not even that, while most customers' names are typed on
-- phones and keyboards without Turkish letters.

-- A customer's name folded, stored beside it: the reservation list compares it as plain text (no folding
-- per row when a plan walks reservations in the list's order and checks each one's customer), and its
-- trigram index replaces the one on the name (migration 0058).
alter table customers add column name_folded text generated always as (tr_fold(name)) stored;
drop index customers_name_trgm_idx;
create index customers_name_folded_trgm_idx on customers using gin (name_folded gin_trgm_ops);
-- A name part's selectivity is read from the column's histogram (the share of its entries that match): with
-- PostgreSQL's 100, a part of 545 of 164 000 names ("Ayşe Yıl") matched one entry and was taken for 1 640,
-- and the list then walked the reservations in its order looking for them (1.3 s cold) instead of sorting
-- those 545 (10 ms). With 1 000 entries the estimate is the count, and each part gets the plan its count calls
-- for (analysing 164 000 customers takes a second).
alter table customers alter column name_folded set statistics 1000;
analyze customers;

-- The boats' list in the office holds every boat, active or not (migration 0057's index holds the active
-- ones, for the typeahead), and finds a boat by its slug too: both indexed, so a search reads the boats it
-- finds rather than all of them (53 ms at 50 000 boats). The folded name is stored, as the customers': a
-- part most boats match ("a") is compared on every boat, and folding each costs twice what `ilike` did.
alter table boats add column name_folded text generated always as (tr_fold(name)) stored;
create index boats_name_folded_trgm on boats using gin (name_folded gin_trgm_ops);
create index boats_slug_trgm on boats using gin (slug gin_trgm_ops);
