-- A prompt's message is kept with the text it was sent with, so that the row closing its
-- decision need not carry the text again: delivery edits the message to that text and how
-- the decision was decided. Messages kept before hold none (NULL).
ALTER TABLE messages ADD COLUMN text TEXT;
