-- A player's own language (issue 17): the Discord locale of their last interaction, so
-- what is delivered to them alone (DMs, private-thread prompts, their hand) speaks it.
-- NULL: not known yet (the game's language is used).
ALTER TABLE users ADD COLUMN locale TEXT;
