-- What the listings need of a game, kept current by every write of JdbcGameStore, so that listing the newest games,
-- the lobby and the games whose AI is to move are bounded queries that replay nothing. Rows written before this
-- migration have ply NULL; JdbcGameStore fills them in once, at start. Plain SQL for both SQLite and PostgreSQL.
ALTER TABLE games ADD COLUMN ply INTEGER;            -- actions played, chance outcomes included
ALTER TABLE games ADD COLUMN finished INTEGER;       -- 1 once the game is over, else 0
ALTER TABLE games ADD COLUMN ai_to_move INTEGER;     -- 1 while the seat to move is an AI, else 0
ALTER TABLE games ADD COLUMN open_seats INTEGER;     -- how many seats anyone may still take from the lobby
ALTER TABLE games ADD COLUMN created_millis BIGINT;  -- created, in milliseconds since 1970 (sorts exactly)

CREATE INDEX games_newest ON games (created_millis);
CREATE INDEX games_lobby ON games (finished, open_seats, created_millis);
CREATE INDEX games_ai_to_move ON games (ai_to_move);
CREATE INDEX games_unsummarised ON games (ply);
