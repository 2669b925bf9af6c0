-- One row about the server that uses this database (spindle.server.Database, SqliteLedger). On SQLite it is how a
-- restart tells an honest crash from a lost write-ahead log: running is 1 from a start until a clean shutdown;
-- commits counts the transactions that wrote something, and the same count is kept outside the database (the file
-- <db>-commits), so a restart that finds fewer commits in the database than were acknowledged refuses to serve.
-- db_id ties that file to this database; a backup gets a new one. Plain types for SQLite and PostgreSQL.
CREATE TABLE server_run (
    id      INTEGER     PRIMARY KEY, -- always 1
    running INTEGER     NOT NULL,    -- 1 while a server runs on it, 0 after a clean shutdown
    commits BIGINT      NOT NULL,    -- transactions committed that changed something
    db_id   VARCHAR(40) NOT NULL,    -- random, set at the first start ('' until then)
    started VARCHAR(40) NOT NULL     -- ISO-8601 UTC of the last start ('' until then)
);

INSERT INTO server_run (id, running, commits, db_id, started) VALUES (1, 0, 0, '', '');
