-- The opening explorer of the server's own finished games (spindle.server.explorer). A book is one game, variant
-- and kind of players ('people' or 'computers'); its key is a 64-bit digest of the three, written by
-- ExplorerBooks. explorer_moves holds, per book, canonical position (the smallest hash of the position's images
-- under the game's symmetries) and canonical move: how often it was played, the mover's summed score (1, 0.5, 0),
-- the summed rating of the movers who had one (and how many), and the last game that played it.
-- explorer_games is the ledger that adds each finished game once: a row (added = 0) when the game ends, set to 1 in
-- the transaction that adds its moves, so a second server, a restart or a repeated notification adds nothing.
-- The finished games stored before this migration wait as pending rows, added in the background at start.
-- Plain SQL for both SQLite and PostgreSQL.
CREATE TABLE explorer_books (
    book    BIGINT       PRIMARY KEY,
    game    VARCHAR(64)  NOT NULL,
    variant VARCHAR(500) NOT NULL,
    players VARCHAR(16)  NOT NULL
);

CREATE TABLE explorer_moves (
    book       BIGINT           NOT NULL,
    position   BIGINT           NOT NULL,
    move       INTEGER          NOT NULL,
    games      INTEGER          NOT NULL,
    score_sum  DOUBLE PRECISION NOT NULL,
    rating_sum DOUBLE PRECISION NOT NULL,
    rated      INTEGER          NOT NULL,
    last_game  VARCHAR(32)      NOT NULL,
    PRIMARY KEY (book, position, move)
);

CREATE TABLE explorer_games (
    game_id VARCHAR(32) PRIMARY KEY,
    added   INTEGER     NOT NULL
);
CREATE INDEX explorer_games_pending ON explorer_games (added);

INSERT INTO explorer_games (game_id, added) SELECT id, 0 FROM games WHERE finished = 1;
