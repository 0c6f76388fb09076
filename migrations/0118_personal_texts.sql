-- Issue 35 point 2: erasure reaches the event log without changing an event. What a person typed into
-- a booking (the visitor's or office's note, a payment's or refund's reference, a cancellation's note,
-- the office's reason for refusing a cancellation request or for overriding a refund) is kept here, not in
-- the event: the event holds {"$text": "<id>"} in its place (eventstore/personal-texts.ts). A KVKK erasure
-- deletes the rows of the person's streams; reading the event afterwards gives "Kişisel veriler silindi
-- (KVKK)" where the text was, so a rebuild gives the read models the erasure left. Events written before
-- this migration keep their texts inline (they cannot be changed; see ARCHITECTURE.md).
create table personal_texts (
  id uuid primary key,
  -- The stream whose event refers to the text: the erasure deletes by it.
  stream_id text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index personal_texts_stream_id_idx on personal_texts (stream_id);

-- Written with an append, deleted by an erasure, never changed.
revoke update, truncate on personal_texts from fethiye_app;
