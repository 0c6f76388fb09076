-- Enquiries from the public site land among the contact messages: a purchase enquiry about a sale
-- boat, or a charter request from /enquire (boat optional, dates, guests). The boat is kept by id;
-- deleting the boat keeps the message without it.

alter table contact_messages
  add column kind text not null default 'contact' check (kind in ('contact', 'purchase', 'charter')),
  add column boat_id integer references boats (id) on delete set null,
  add column preferred_contact text check (preferred_contact in ('email', 'phone', 'whatsapp')),
  add column start_date date,
  add column end_date date,
  add column guests integer check (guests between 1 and 1000),
  add constraint contact_messages_dates_check check (
    (start_date is null) = (end_date is null) and (start_date is null or end_date > start_date)
  );

create index contact_messages_boat_idx on contact_messages (boat_id) where boat_id is not null;
