-- The language a review was written in: the page it was sent from (issue 36). Reviews before this were
-- sent from the Turkish site only.
alter table boat_comments
  add column language text not null default 'tr' check (language in ('tr', 'en'));
