-- Typeahead: the names starting with a text, in name order, without sorting the whole prefix range.
-- Every name whose folded text starts with a text of two or more letters has the same first two folded
-- letters, so this index holds them as one range in name order: the first ten are found by reading that
-- range from its start (a few rows when the text is common) instead of reading and sorting every match.
-- Numbered 0100 so that branches under way can number theirs below it.
create index boats_typeahead_key_idx on boats (left(search_text, 2), name, id) include (search_text, slug, thumbnail)
  where active;
