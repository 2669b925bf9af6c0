package spindle.server.cluster;

/**
 * Who may run a named piece of background work ({@code "ai:" + gameId}, {@code "flag-fall"}) now: exactly one server
 * of those sharing a database, whichever holds the lease. A single server holds every lease ({@link #LOCAL}).
 *
 * <p>A lease is an optimisation of who works, not the guard of correctness: a holder that stalls past its lease may
 * briefly run beside its successor, and then the game's version in the database refuses the second write.
 */
public interface Leases {
    /** The leases of a server alone on its database: it holds them all. */
    Leases LOCAL = new Leases() {
        @Override
        public boolean tryHold(String name) {
            return true;
        }

        @Override
        public boolean holds(String name) {
            return true;
        }

        @Override
        public void release(String name) {
        }
    };

    /**
     * Takes the lease {@code name} if it is free or expired, or renews it if this server holds it already; false when
     * another live server holds it. Never blocks on another holder (one short database write).
     */
    boolean tryHold(String name);

    /** Whether this server held {@code name} at its last renewal. */
    boolean holds(String name);

    /** Gives the lease up at once, so another server may take it without waiting for it to expire. */
    void release(String name);

    /**
     * {@code task} run only by the server that holds (or now takes) the lease {@code name}: for a periodic task that
     * exactly one server must run, such as a clock's flag-fall runner. A failure to reach the database skips a turn.
     */
    default Runnable guard(String name, Runnable task) {
        return () -> {
            boolean held;
            try {
                held = tryHold(name);
            } catch (RuntimeException e) {
                held = false;
            }
            if (held) {
                task.run();
            }
        };
    }
}
