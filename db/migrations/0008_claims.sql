-- Several processes on one database (PostgreSQL): the process that claimed an undelivered
-- outbox row, or a due deadline, and until when (its lease). Another process takes the row
-- once the lease has run out (the claimer died). One process on SQLite never claims: the
-- columns stay NULL there.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until REAL;
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until REAL;
