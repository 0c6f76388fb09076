-- Issue 39 point 4: webhooks. The office, or a partner through the office, registers HTTPS endpoints
-- and the event types each receives; deliveries are made from the event log (server/src/webhooks/).
--
-- An endpoint's `partner_id` names the partner that owns it (NULL: the office's own endpoint). The
-- partners table arrives with the partners branch, which adds the foreign key when it merges.
create table webhook_endpoints (
  id uuid primary key,
  partner_id uuid,
  url text not null check (length(url) between 1 and 2000),
  description text not null default '' check (length(description) <= 200),
  event_types text[] not null check (
    cardinality(event_types) >= 1
    and event_types <@ array['reservation.created', 'reservation.option_expired', 'reservation.deposit_recorded',
                             'reservation.confirmed', 'reservation.cancelled', 'reservation.changed',
                             'availability.changed']),
  -- The signing secret (`whsec_` + base64), shown once at creation; the previous one after a rotation
  -- keeps signing beside it until `previous_secret_until`, so receivers can switch without a gap.
  secret text not null,
  previous_secret text,
  previous_secret_until timestamptz,
  enabled boolean not null default true,
  disabled_at timestamptz,
  disabled_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_endpoints_partner_idx on webhook_endpoints (partner_id) where partner_id is not null;

-- One row per message and endpoint: the exact body sent (a retry and a redelivery send the same bytes,
-- with the same `webhook-id`), and where its delivery stands. `lane` is what deliveries are kept in
-- order by (a reservation, or a boat's availability): a later delivery of a lane waits while an earlier
-- one is pending; `seq` is the order the dispatcher wrote them in, which follows the log's commit order.
create table webhook_deliveries (
  id uuid primary key,
  seq bigint generated always as identity unique,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  message_id uuid not null,
  event_id uuid not null,
  type text not null,
  lane text not null,
  body text not null,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  -- Automatic attempts made (the retry schedule counts them), and the job generation that may send it:
  -- a job of an older generation finds the row moved on and sends nothing.
  attempts integer not null default 0,
  generation integer not null default 0,
  next_attempt_at timestamptz,
  -- The office asked from the panel ('manual': send once more now; 'resume': the endpoint was enabled
  -- again): the dispatcher queues the job and clears it.
  requested text check (requested in ('manual', 'resume')),
  last_attempt_at timestamptz,
  last_status integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz not null,
  unique (endpoint_id, message_id)
);
create index webhook_deliveries_lane_idx on webhook_deliveries (endpoint_id, lane, seq) where status = 'pending';
create index webhook_deliveries_log_idx on webhook_deliveries (endpoint_id, seq desc);
create index webhook_deliveries_requested_idx on webhook_deliveries (seq) where requested is not null;
create index webhook_deliveries_age_idx on webhook_deliveries (created_at) where status <> 'pending';
create index webhook_deliveries_failed_idx on webhook_deliveries (endpoint_id) where status = 'failed';

-- Whoever follows the log learns of an append at once instead of polling: one notification per
-- appending transaction (PostgreSQL folds identical ones), sent at commit, carrying nothing.
create function notify_events_appended() returns trigger language plpgsql as $$
begin
  perform pg_notify('events_appended', '');
  return null;
end $$;
create trigger events_appended after insert on events
  for each statement execute function notify_events_appended();
