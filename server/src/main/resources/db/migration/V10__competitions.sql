-- Online 3Will competitions (spindle.server.compete): one row each with what the organiser fixed, and their events,
-- append-only, in order. Restarting replays the events at their recorded times (OnlineCompetition.restore), and
-- the clock then retires whoever ran out of time meanwhile, so a competition resumes exactly.
-- Only hashes of the secret tokens are kept. Written for both SQLite and PostgreSQL: plain types only.
CREATE TABLE competitions (
    id                         VARCHAR(32)  PRIMARY KEY,
    title                      VARCHAR(200) NOT NULL,
    variant                    VARCHAR(500) NOT NULL, -- of just-playing-a-round, as text name=value,...
    allowance_seconds          BIGINT       NOT NULL,
    undirected_deposit_seconds INTEGER      NOT NULL,
    directed_deposit_seconds   INTEGER      NOT NULL,
    shared_setup               INTEGER      NOT NULL, -- 1 shared, 0 one per contender
    seed                       BIGINT       NOT NULL,
    max_contenders             INTEGER      NOT NULL,
    organiser_hash             VARCHAR(64)  NOT NULL, -- SHA-256 hex of the organiser's token
    created_millis             BIGINT       NOT NULL
);

CREATE TABLE competition_events (
    competition_id VARCHAR(32)  NOT NULL REFERENCES competitions (id),
    seq            INTEGER      NOT NULL, -- 1, 2, ... in the order the server accepted them
    at_millis      BIGINT       NOT NULL, -- on the server's clock
    kind           VARCHAR(10)  NOT NULL, -- JOIN, START, MOVE
    token_hash     VARCHAR(64)  NOT NULL, -- the contender's (JOIN, MOVE); empty for START
    text           VARCHAR(200) NOT NULL, -- the name (JOIN) or the decision in notation (MOVE)
    PRIMARY KEY (competition_id, seq)
);
