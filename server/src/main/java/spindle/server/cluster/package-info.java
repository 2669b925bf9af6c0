/**
 * Several {@code spindle serve} instances on one PostgreSQL database (docs/hosting-cluster.md). The database is the
 * truth: every instance serves any game, reading it back on a cache miss and re-reading it when its version in the
 * database moved on. What the instances tell each other goes through the database as well:
 * {@link spindle.server.cluster.PgBus} carries PostgreSQL {@code NOTIFY}s (a game or competition and its new
 * version), so each instance refreshes its copy and pushes it to its own WebSockets; and
 * {@link spindle.server.cluster.DbLeases} hands each piece of background work (an AI seat, a clock) to exactly one
 * instance at a time, through a lease row that expires when its holder stops renewing it.
 */
package spindle.server.cluster;
