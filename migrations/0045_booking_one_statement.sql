-- A booking reads the catalog (the boat, its seasonal prices, the exchange rates) far more often
-- than anyone changes it: the server keeps what it read in memory, and the booking's one statement
-- checks that nothing changed since. Any change to those inputs bumps this counter.
create table catalog_version (
  only_row boolean primary key default true check (only_row),
  version bigint not null default 0
);
insert into catalog_version default values;

create function catalog_version_bump() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1;
  return null;
end $$;

create trigger boats_catalog_version
  after insert or delete or truncate on boats for each statement execute function catalog_version_bump();
create trigger boats_booking_columns_catalog_version
  after update of name, slug, owner_id, active, for_rent, guests_day, guests_night on boats
  for each statement execute function catalog_version_bump();
create trigger boat_prices_catalog_version
  after insert or update or delete or truncate on boat_prices for each statement execute function catalog_version_bump();
create trigger settings_catalog_version
  after insert or update or delete or truncate on settings for each statement execute function catalog_version_bump();

-- A condition a statement needs (e.g. "the catalog did not change"): false stops the whole
-- statement with SQLSTATE FT001 and the given code as its message.
create function require_true(ok boolean, code text) returns boolean language plpgsql as $$
begin
  if ok is not true then
    raise exception '%', code using errcode = 'FT001';
  end if;
  return true;
end $$;

-- Mail now reacts after commit, from the log, with a checkpoint of its own. Mails of the events
-- already in the log were queued when they were appended: start after them.
insert into projection_checkpoints (name, transaction_id, position)
select 'mail', transaction_id, position from events order by transaction_id desc, position desc limit 1
on conflict (name) do nothing;
