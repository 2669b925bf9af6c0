-- Each game's chat (spindle.server.chat): at most 500 messages a game, numbered 1, 2, ... across both channels, and
-- whether the game's creator turned its chat off. Plain SQL for both SQLite and PostgreSQL.
CREATE TABLE chat_messages (
    game_id VARCHAR(32)   NOT NULL REFERENCES games (id),
    seq     INTEGER       NOT NULL,
    channel VARCHAR(16)   NOT NULL, -- players or spectators
    author  VARCHAR(80)   NOT NULL,
    text    VARCHAR(1200) NOT NULL, -- at most 300 characters
    at      VARCHAR(40)   NOT NULL, -- ISO-8601 UTC
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX chat_messages_by_channel ON chat_messages (game_id, channel, seq);

CREATE TABLE chat_off (
    game_id VARCHAR(32) PRIMARY KEY REFERENCES games (id)
);
