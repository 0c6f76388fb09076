-- Nothing reads events by type alone (async runners scan (transaction_id, position) and filter):
-- the index only cost every append an insert.
drop index if exists events_type_idx;
