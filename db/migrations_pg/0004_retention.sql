-- Retention (issue 12): when a finished or abandoned game was compacted to what export and
-- replay need (its private events dropped), so that the retention pass never looks at it
-- again. The partial index lists the ended games still waiting for it.
ALTER TABLE games ADD COLUMN compacted_at DOUBLE PRECISION;
CREATE INDEX games_to_compact ON games (updated_at)
    WHERE compacted_at IS NULL AND status IN ('finished', 'abandoned');
