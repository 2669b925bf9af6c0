-- A resignation, an agreed draw and the pending draw and rematch offers of a game (JSON of spindle.server.Conduct),
-- NULL while there are none: an ending that the moves alone do not give must survive a restart.
-- Plain SQL for both SQLite and PostgreSQL.
ALTER TABLE games ADD COLUMN conduct TEXT;
