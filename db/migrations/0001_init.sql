-- Games, seats, the action log, events, outbox, deadlines, users and edited messages.

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    guild_id INTEGER,
    channel_id INTEGER NOT NULL,
    creator_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    options_json TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seat_count INTEGER NOT NULL,
    state_json TEXT,
    version INTEGER NOT NULL DEFAULT 0,
    paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX games_channel ON games (channel_id);
CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat TEXT NOT NULL,
    user_id INTEGER,
    is_bot INTEGER NOT NULL DEFAULT 0 CHECK (is_bot IN (0, 1)),
    bot_level TEXT,
    joined_at REAL,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    seat TEXT NOT NULL,
    user_id INTEGER,
    action_json TEXT NOT NULL,
    checkpoint INTEGER NOT NULL DEFAULT 0 CHECK (checkpoint IN (0, 1)),
    created_at REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    kind TEXT NOT NULL,
    visibility TEXT NOT NULL,
    seats_json TEXT NOT NULL,
    event_json TEXT NOT NULL,
    PRIMARY KEY (game_id, seq, idx)
);

CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    target TEXT NOT NULL CHECK (target IN ('channel', 'seat')),
    seat TEXT CHECK (target = 'channel' OR seat IS NOT NULL),
    channel_id INTEGER,
    payload_json TEXT NOT NULL,
    created_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL NOT NULL,
    delivered_at REAL,
    last_error TEXT
);
CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);

CREATE TABLE deadlines (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    decision_key TEXT NOT NULL,
    seat TEXT NOT NULL,
    due_at REAL NOT NULL,
    remind_at REAL,
    reminded INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
    default_json TEXT,
    PRIMARY KEY (game_id, decision_key)
);
CREATE INDEX deadlines_due ON deadlines (due_at);
CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE reminded = 0;

CREATE TABLE users (
    user_id INTEGER PRIMARY KEY,
    dm_closed INTEGER NOT NULL DEFAULT 0 CHECK (dm_closed IN (0, 1)),
    updated_at REAL NOT NULL
);

CREATE TABLE private_threads (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    thread_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE messages (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, key)
);
