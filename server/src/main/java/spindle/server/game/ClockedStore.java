package spindle.server.game;

import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import spindle.server.clock.ClockKeeper;
import spindle.server.clock.GameClock;
import spindle.server.http.ApiException;
import spindle.webengine.view.StateView;

/**
 * The store as the API and the AI see it: every change first looks whether the running clock's flag has fallen
 * (then the game ends on time and the change is refused with a 409 that says so), and charges the mover's clock in
 * the same atomic update ({@link Clocks#charge}). Every table it gives out carries the server's time of the reading
 * in its clock, from which the state JSON says how much time each seat has now.
 */
public final class ClockedStore extends ForwardingGameStore implements ClockKeeper.Games {
    private final LongSupplier clockMillis;

    public ClockedStore(GameStore store, LongSupplier clockMillis) {
        super(store);
        this.clockMillis = clockMillis;
    }

    long now() {
        return clockMillis.getAsLong();
    }

    private Table read(Table t) {
        return t.clock() == null ? t : t.with(t.clock().at(now()));
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        boolean[] flagged = {false};
        Table after = store.update(id, before -> {
            long now = now();
            Table ended = Clocks.flagIfDue(before, now);
            if (ended != before) {
                flagged[0] = true;
                return ended;
            }
            return Clocks.charge(before, change.apply(before), now);
        });
        if (flagged[0]) {
            throw ApiException.conflict("the game is over: " + StateView.seatName(after.game().playerNames(
                    after.variant()), after.conduct().resigned()) + " ran out of time");
        }
        return read(after);
    }

    /** Ends the game on time if its running clock's flag has fallen: idempotent, a no-op otherwise. */
    @Override
    public void flag(String id) {
        store.update(id, t -> Clocks.flagIfDue(t, now()));
    }

    @Override
    public void resumeLive(String id, long aliveAt, long now) {
        store.update(id, t -> {
            GameClock c = t.clock();
            if (c == null || !c.isLive() || t.runningSeat() < 0 || c.since() >= now) {
                return t;
            }
            return t.with(t.conduct()).with(c.shifted(now - Math.max(aliveAt, c.since())).at(now));
        });
    }

    @Override
    public Optional<Table> find(String id) {
        return store.find(id).map(this::read);
    }

}
