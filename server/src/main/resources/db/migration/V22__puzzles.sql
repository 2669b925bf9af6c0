-- Puzzles (spindle.server.puzzle, docs/puzzles.md): the puzzles a server mined from its own finished games (the
-- starter sets ship in the jar and are not stored), and every puzzle's Glicko-2 rating. Plain SQL for both SQLite
-- and PostgreSQL.
CREATE TABLE puzzles (
    game VARCHAR(40) NOT NULL,
    id   VARCHAR(20) NOT NULL, -- the canonical key of the position, hex
    line TEXT        NOT NULL, -- the puzzle as its JSON line
    PRIMARY KEY (game, id)
);

CREATE TABLE puzzle_ratings (
    game     VARCHAR(40)      NOT NULL,
    id       VARCHAR(20)      NOT NULL,
    r        DOUBLE PRECISION NOT NULL,
    rd       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    attempts INTEGER          NOT NULL,
    PRIMARY KEY (game, id)
);
