-- Messages edited in place (the status board): an outbox row with an edit key edits the
-- game's message of that key (table messages) or posts it when there is none yet; a newer
-- undelivered row of the same key supersedes an older one (one edit per move batch).
ALTER TABLE outbox ADD COLUMN edit_key TEXT;
CREATE INDEX outbox_edit_key ON outbox (game_id, edit_key) WHERE edit_key IS NOT NULL;
