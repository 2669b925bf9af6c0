-- Leases of the servers sharing this database (spindle.server.cluster.DbLeases): a row names a piece of work that
-- exactly one server may run at a time (an AI seat "ai:<game>", a clock), the server holding it and until when. The
-- holder renews its leases every second; a lease past its expiry is free, so when a server dies another takes the
-- work over within seconds. Times are milliseconds since 1970 on the database server's clock. Plain SQL for both.
CREATE TABLE leases (
    name           VARCHAR(200) PRIMARY KEY,
    holder         VARCHAR(64)  NOT NULL, -- the instance id of the server holding it
    expires_millis BIGINT       NOT NULL
);

CREATE INDEX leases_holder ON leases (holder);
