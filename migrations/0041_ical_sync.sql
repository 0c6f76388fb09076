-- iCal export: a per-boat secret token in the feed URL (null until generated).
-- iCal import: when the boat's feed was last read and why it failed, shown to admins.
alter table boats add column ical_token text unique;
alter table boats add column ical_last_sync_at timestamptz;
alter table boats add column ical_last_error text;
create index boat_dates_ical_clash_idx on boat_dates (boat_id) where kind = 'ical_clash';
