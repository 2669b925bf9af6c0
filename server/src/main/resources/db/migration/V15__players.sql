-- Players identified without a password (spindle.server.players): a name and the SHA-256 hash of a secret player key.
-- game_players says which player holds which seat of which game, so "my games" is an indexed query; to_move and
-- finished are kept current by every write of the game (JdbcGameStore), so the player's games where it is their
-- move come first without replaying anything. Plain SQL for both SQLite and PostgreSQL.
CREATE TABLE players (
    id       VARCHAR(32) PRIMARY KEY,
    name     VARCHAR(40) NOT NULL,
    name_key VARCHAR(40) NOT NULL UNIQUE, -- the name in lower case: names differ in more than letter case
    key_hash VARCHAR(64) NOT NULL UNIQUE,
    bot      INTEGER     NOT NULL,        -- 1 for a bot account (Bot API)
    created  VARCHAR(40) NOT NULL         -- ISO-8601 UTC
);

CREATE TABLE game_players (
    game_id        VARCHAR(32) NOT NULL REFERENCES games (id),
    seat           INTEGER     NOT NULL,
    player_id      VARCHAR(32) NOT NULL REFERENCES players (id),
    to_move        INTEGER     NOT NULL, -- 1 while the game is on and this seat is to move
    finished       INTEGER     NOT NULL, -- 1 once the game is over
    created_millis BIGINT      NOT NULL, -- the game's creation (sorts the listing)
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_players_by_player ON game_players (player_id, finished, to_move, created_millis);
