-- `balance_overdue_on` (0080) was added to a table PostgreSQL had already analysed, so on a database
-- upgraded in place it has no statistics until a tenth of the reservations change; until then the planner
-- guesses that nearly every row has an overdue day and reads the whole table for the reservation list's
-- "overdue first" step (100 ms at 164 000 reservations, where the partial index answers in 0.3 ms).
analyze reservations;
