-- A price written while the rates change kept its kuruş at the old rates (migration 0102's race): the price's
-- trigger read the rates without the change still uncommitted, and the rates' trigger rewrote every price but
-- the one still uncommitted. That price then sorted and filtered dated searches by a figure the rates no
-- longer gave, until the next change of rates. Here the two go one after the other: every statement writing
-- `boat_prices` takes a shared transaction-level advisory lock before it locks any price, and every statement
-- writing the settings takes the same lock exclusively before a rate's row is written, so before 0102's
-- trigger reads the rates and rewrites the prices. A price write then waits for a change of rates in flight and reads the rates
-- it committed (each statement of the triggers takes a fresh snapshot); a change of rates waits for the price
-- writes in flight and rewrites what they committed. Price writes do not wait for each other, and rates change
-- a few times a day.

create function boat_prices_wait_for_rates() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(7283119007);
  return null;
end $$;

-- Before the statement, so before any price row is locked: a change of rates holding the lock exclusively
-- and rewriting every price never waits for a row a waiting price write holds.
create trigger boat_prices_wait_for_rates before insert or update or delete on boat_prices
  for each statement execute function boat_prices_wait_for_rates();

-- Before any statement writing the settings (rates change with the site's other settings, a few times a
-- day), so before the rates' row is written and 0102's trigger reads it.
create function settings_wait_for_prices() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(7283119007);
  return null;
end $$;

create trigger settings_wait_for_prices before insert or update or delete or truncate on settings
  for each statement execute function settings_wait_for_prices();
