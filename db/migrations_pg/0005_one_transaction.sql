-- One transaction per consequence (issue 12).
-- Settings are written like moves: a write names the version it read and fails when
-- another writer came first (no row yet: version 0). Rows already there start at 1.
ALTER TABLE game_settings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- When delivery last began to send a row: a row still undelivered with this set was in
-- flight at a crash, and is looked for on Discord before it is sent again.
ALTER TABLE outbox ADD COLUMN sending_at DOUBLE PRECISION;
