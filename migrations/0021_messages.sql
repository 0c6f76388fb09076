-- Contact-form messages and newsletter subscribers.

create table contact_messages (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  ip text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index contact_messages_created_idx on contact_messages (created_at desc, id desc);
create index contact_messages_unread_idx on contact_messages (id) where read_at is null;

create table subscribers (
  id integer generated always as identity primary key,
  email text not null check (email = lower(email)),
  created_at timestamptz not null default now()
);
create unique index subscribers_email_key on subscribers (email);
