-- Clocks (spindle.server.Clocks, docs/hosting-clocks.md). clock: JSON of spindle.server.clock.GameClock, NULL for a
-- game without one. clock_deadline: epoch ms when the running seat's flag falls, NULL while no clock runs, so a
-- server finds the next flag-fall with one indexed query and keeps no list of games in memory.
-- clock_alive: the last moment (epoch ms) a server kept the clocks of this database (a heartbeat), so that a restart
-- charges a live clock's mover only up to then, not for the downtime. Plain SQL for SQLite and PostgreSQL.
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE games ADD COLUMN clock_deadline BIGINT;
CREATE INDEX games_clock_deadline ON games (clock_deadline);
CREATE TABLE clock_alive (
    id     INTEGER PRIMARY KEY, -- always 1
    millis BIGINT  NOT NULL     -- epoch ms of the last heartbeat, 0 before the first
);
INSERT INTO clock_alive (id, millis) VALUES (1, 0);
