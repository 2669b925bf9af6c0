-- Hosted games (one row each) and their actions, append-only: a move is one row keyed by (game, ply).
-- Restarting replays the moves through the rules (GameState.replay), so a game resumes exactly.
-- Written for both SQLite and PostgreSQL: plain types only.
CREATE TABLE games (
    id          VARCHAR(32)  PRIMARY KEY,
    game        VARCHAR(64)  NOT NULL,
    variant     VARCHAR(500) NOT NULL,
    seats       TEXT         NOT NULL, -- JSON: [{"spec": "invite", "tokenHash": "<sha-256 hex>"}, ...]
    seed        BIGINT       NOT NULL,
    pace_millis BIGINT       NOT NULL,
    version     BIGINT       NOT NULL,
    created     VARCHAR(40)  NOT NULL, -- ISO-8601 UTC
    updated     VARCHAR(40)  NOT NULL
);

CREATE TABLE moves (
    game_id VARCHAR(32)  NOT NULL REFERENCES games (id),
    ply     INTEGER      NOT NULL,
    move    VARCHAR(200) NOT NULL, -- the action in the game's notation (chance outcomes too)
    played  VARCHAR(40)  NOT NULL,
    PRIMARY KEY (game_id, ply)
);
