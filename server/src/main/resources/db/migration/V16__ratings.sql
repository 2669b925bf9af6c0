-- Glicko-2 ratings (spindle.server.ratings): one row per (game, preset, party), a party being a player id or an AI
-- level's spec ('ai:mcts:hard'); name is what the leaderboard shows (player names never change).
-- rated_games is the ledger that makes a rated game's result count exactly once: a row while the game waits for its
-- result (applied = 0), set to 1 in the same transaction that changes the ratings, so a second attempt (another
-- server, a restart, a repeated notification) changes nothing. Plain SQL for both SQLite and PostgreSQL.
CREATE TABLE ratings (
    game           VARCHAR(40)      NOT NULL,
    preset         VARCHAR(64)      NOT NULL,
    party          VARCHAR(64)      NOT NULL,
    name           VARCHAR(64)      NOT NULL,
    r              DOUBLE PRECISION NOT NULL,
    rd             DOUBLE PRECISION NOT NULL,
    sigma          DOUBLE PRECISION NOT NULL,
    games          INTEGER          NOT NULL,
    updated_millis BIGINT           NOT NULL,
    PRIMARY KEY (game, preset, party)
);
CREATE INDEX ratings_board ON ratings (game, preset, r);

CREATE TABLE rated_games (
    game_id VARCHAR(64) PRIMARY KEY, -- a hosted game's id, or 'calibrate-...' for a calibration game
    applied INTEGER     NOT NULL     -- 1 once its result changed the ratings
);
CREATE INDEX rated_games_applied ON rated_games (applied);

-- A finished game's result for each identified player ('won', 'lost', 'draw'; NULL while the game is on), so that
-- "my games" shows results without replaying the games.
ALTER TABLE game_players ADD COLUMN outcome VARCHAR(8);
