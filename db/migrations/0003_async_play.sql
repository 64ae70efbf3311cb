-- Async play (issue 6): per-game settings of the game master and the players (deadline
-- policy, pause, absences with standing orders) and the log of game-master actions.

CREATE TABLE game_settings (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    settings_json TEXT NOT NULL,
    updated_at REAL NOT NULL
);

CREATE TABLE gm_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    at REAL NOT NULL,
    user_id INTEGER,
    action TEXT NOT NULL,
    detail_json TEXT NOT NULL
);
CREATE INDEX gm_log_game ON gm_log (game_id, id);
