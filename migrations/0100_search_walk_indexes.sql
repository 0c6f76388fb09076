-- Typeahead: the names starting with a text, in name order, without sorting the whole prefix range.
-- Every name whose folded text starts with a text of two or more letters has the same first two folded
-- letters, so this index holds them as one range in name order: the first ten are found by reading that
-- range from its start (a few rows when the text is common) instead of reading and sorting every match.
create index boats_typeahead_key_idx on boats (left(search_text, 2), name, id) include (search_text, slug, thumbnail)
  where active;

-- Price orders walk each currency's prices in amount order and keep those overlapping the dates: with the
-- period in the index, the prices of other seasons are passed over without reading the table.
drop index if exists boat_prices_amount_asc_idx;
drop index if exists boat_prices_amount_desc_idx;
create index boat_prices_amount_asc_idx on boat_prices (currency, daily_price_minor asc, boat_id desc) include (period);
create index boat_prices_amount_desc_idx on boat_prices (currency, daily_price_minor desc, boat_id desc) include (period);

-- Numbered 0100 so that branches under way can number theirs below it.
