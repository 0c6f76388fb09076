-- A website hold re-reads the boat's iCal feed before it is accepted (unless the feed was read less
-- than a minute ago, by any instance): the boat remembers which address its last read was of, so a
-- read of another address (a new URL, or one an admin synced by hand) is not reused for the boat's own.
alter table boats add column ical_last_sync_url text;

-- The booking catalog (kept in memory by every instance) carries whether a boat has a feed: a change
-- of the address bumps its version like the other booking columns.
drop trigger boats_booking_columns_catalog_version on boats;
create trigger boats_booking_columns_catalog_version
  after update of name, slug, owner_id, active, for_rent, guests_day, guests_night, ical_url on boats
  for each statement execute function catalog_version_bump();

-- A hold accepted while the boat's feed could not be read (timeout, HTTP error, unreadable file):
-- why, for the office (null: checked, or no feed). Folded from the ReservationRequested event.
alter table reservations add column ical_unchecked text;
