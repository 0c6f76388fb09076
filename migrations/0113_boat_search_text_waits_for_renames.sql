-- A boat's `search_text` (migration 0003, 0061) holds its marina's and type's names, read when the boat is
-- written, and a rename of a marina or type rewrites the text of the boats it finds there. A boat moved onto
-- (or created at) a marina while that marina was being renamed was in neither: its own trigger read the old
-- name, uncommitted, and the rename's statement did not see the boat there. The typeahead then found it by
-- the marina's old name and not by its new one, until the boat was next edited.
--
-- Here a boat that takes a marina or type (created, or moved) holds that row `for share` before reading its
-- names: a rename in flight holds the row and is waited for, and its names are read once committed (each
-- statement of the trigger takes a fresh snapshot); a rename that comes after waits for the boat and then
-- finds it there. A boat that keeps its marina and type locks nothing: a rename finds it in its snapshot and,
-- waiting for the boat's row, writes its text from the committed boat and the new name. So no rename ever
-- waits for a boat row whose writer waits for the rename's marina (the boat is not there in its snapshot).
create or replace function boats_set_search_text() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.marina_id is distinct from old.marina_id then
    perform 1 from places where id = new.marina_id for share;
  end if;
  if tg_op = 'INSERT' or new.boat_type_id is distinct from old.boat_type_id then
    perform 1 from boat_types where id = new.boat_type_id for share;
  end if;
  new.search_text := boats_search_text(new.name, new.marina_id, new.boat_type_id);
  return new;
end $$;
