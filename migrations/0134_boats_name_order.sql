-- Issue 36: the office's occupancy pages boats by name (`GET /v1/admin/occupancy`, keyset on name and id).
-- Every boat, active or not (0057's name index covers the active ones only): a page reads its 100 boats from
-- this index instead of sorting the whole fleet (63 ms a page at 50 000 boats).
create index boats_name_id_idx on boats (name, id);
