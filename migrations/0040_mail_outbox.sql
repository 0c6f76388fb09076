-- The mail outbox: one row per (event, kind of mail), inserted in the transaction that appends the
-- event, so an event and its mail are committed together or not at all. The mail job claims a row
-- (queued|failed -> sending), sends it and marks it sent; a row left in `sending` by a crashed
-- worker is never sent again automatically (at most once), it becomes `abandoned` for a person to check.
create table outbox_mails (
  id uuid primary key,
  event_id uuid not null,
  kind text not null,
  reservation_id uuid,
  recipient text,
  bcc text,
  subject text not null default '',
  html text not null default '',
  text text not null default '',
  status text not null check (status in ('queued', 'sending', 'sent', 'failed', 'skipped', 'logged', 'abandoned')),
  attempts integer not null default 0,
  last_error text,
  message_id text not null,
  job_id uuid,
  lease_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (event_id, kind)
);
create index outbox_mails_created_idx on outbox_mails (created_at desc, id);
create index outbox_mails_reservation_idx on outbox_mails (reservation_id) where reservation_id is not null;
create index outbox_mails_pending_idx on outbox_mails (status) where status in ('queued', 'sending', 'failed');
