package spindle.server.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.ai.Budget;
import spindle.engine.VariantException;
import spindle.match.Forfeit;
import spindle.server.clock.ClockKeeper;
import spindle.server.clock.GameClock;
import spindle.webengine.view.StateView;

/**
 * The rules of a game's clock as the server applies them to {@link Table}s: a clock chosen at creation (validated
 * here), the mover charged on every action, the flag that ends the game on time, and the clock in the state JSON.
 * Pure functions of a table and the server's time, so the store's atomic update applies them with the change.
 *
 * <p>Flag-fall: the seat whose clock ran out scores 0 and every other seat 1 ({@link Forfeit#TIME}), the way a
 * resignation pays; none of the four games has a rule that turns a time-out into a draw (no "insufficient material"),
 * and in the solo game running out of time is an involuntary retirement with 0 (rule 8.7, ruling J21).
 */
public final class Clocks {
    public static final long MIN_INITIAL_SECONDS = 1;
    public static final long MAX_INITIAL_SECONDS = 3 * 3600;
    public static final long MAX_INCREMENT_SECONDS = 600;
    public static final int MAX_DAYS = 30;
    /** The least time an AI with a clock thinks, however little it has left. */
    static final long MIN_AI_MILLIS = 10;
    private static final String FIELDS = "\"clock\" is {\"initialSeconds\": 1..10800, \"incrementSeconds\": 0..600}"
            + " (live) or {\"daysPerMove\": 1..30} (correspondence)";

    private Clocks() {
    }

    /**
     * The clock a request asks for, checked as {@link #parse} checks it and written again from the checked values
     * only: what a challenge or a seek keeps and shows, never the request's own text. Null for no clock.
     */
    public static ObjectNode canonical(JsonNode node) {
        GameClock clock = parse(node, 2, 0);
        if (clock == null) {
            return null;
        }
        ObjectNode c = JsonNodeFactory.instance.objectNode();
        if (clock.kind().equals(GameClock.CORRESPONDENCE)) {
            c.put("daysPerMove", clock.daysPerMove());
        } else {
            c.put("initialSeconds", clock.initialMillis() / 1000);
            c.put("incrementSeconds", clock.incrementMillis() / 1000);
        }
        return c;
    }

    /** The clock asked for at creation ({@code node} null or JSON null: none), or a 400 that names the ranges. */
    public static GameClock parse(JsonNode node, int seats, long now) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new VariantException(FIELDS);
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!List.of("initialSeconds", "incrementSeconds", "daysPerMove").contains(name)) {
                throw new VariantException("unknown clock field \"" + name + "\"; " + FIELDS);
            }
        }
        if (node.has("daysPerMove")) {
            if (node.has("initialSeconds") || node.has("incrementSeconds")) {
                throw new VariantException("a clock is live or correspondence, not both; " + FIELDS);
            }
            return GameClock.correspondence(seats, (int) number(node, "daysPerMove", 1, MAX_DAYS), now);
        }
        if (!node.has("initialSeconds")) {
            throw new VariantException(FIELDS);
        }
        long initial = number(node, "initialSeconds", MIN_INITIAL_SECONDS, MAX_INITIAL_SECONDS);
        long increment = node.has("incrementSeconds") ? number(node, "incrementSeconds", 0, MAX_INCREMENT_SECONDS) : 0;
        return GameClock.fischer(seats, initial * 1000, increment * 1000, now);
    }

    private static long number(JsonNode node, String field, long min, long max) {
        JsonNode v = node.get(field);
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
            throw new VariantException("clock \"" + field + "\" must be a whole number from " + min + " to " + max
                    + ", not " + (v.isTextual() ? "\"" + abbreviate(v.asText()) + "\"" : abbreviate(v.toString())));
        }
        return v.asLong();
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** {@code t} ended on time if the running seat's time is up at {@code now}; else {@code t} itself. */
    public static Table flagIfDue(Table t, long now) {
        int running = t.runningSeat();
        if (running < 0 || t.clock().remainingAt(running, running, now) > 0) {
            return t;
        }
        return t.with(t.conduct().withEnding(Forfeit.TIME, running)).with(t.clock().stopped(running, now));
    }

    /**
     * {@code after}, the change of {@code before} made at {@code now}, with its clock charged: the mover's time
     * runs down to now; when the action ends the mover's turn, the increment (live) or a fresh turn
     * (correspondence) follows; when the change ends the game, the clock stops.
     */
    static Table charge(Table before, Table after, long now) {
        GameClock clock = after.clock();
        if (clock == null || after == before) {
            return after;
        }
        int running = before.runningSeat();
        int mover = before.state().toMove();
        if (after.state().ply() > before.state().ply() && before.seatToMove() != null) {
            // a chance outcome drawn after the action (the solo game's next throw) also ends the mover's turn
            boolean passed = after.over() || after.state().isChance() || after.state().toMove() != mover
                    || after.state().ply() > before.state().ply() + 1;
            clock = clock.afterAction(mover, running, passed, now);
        } else if (after.over() && !before.over()) {
            clock = clock.stopped(running, now);
        } else if (running >= 0 && after.runningSeat() != running) {
            clock = clock.stopped(running, now);
        }
        return after.with(clock.at(now));
    }

    /** The {@code clock} of the state JSON, as of the table's reading; null for a game without a clock. */
    static Map<String, Object> view(Table t) {
        GameClock c = t.clock();
        if (c == null) {
            return null;
        }
        int running = t.runningSeat();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("kind", c.kind());
        v.put("label", label(c));
        if (c.isLive()) {
            v.put("initialSeconds", c.initialMillis() / 1000);
            v.put("incrementSeconds", c.incrementMillis() / 1000);
        } else {
            v.put("daysPerMove", c.daysPerMove());
        }
        long[] left = new long[c.remaining().size()];
        for (int i = 0; i < left.length; i++) {
            left[i] = c.remainingAt(i, running, c.asOf());
        }
        v.put("remainingMs", left);
        v.put("running", running < 0 ? null : running);
        v.put("now", c.asOf());
        return v;
    }

    /**
     * {@code budget} capped by the AI's clock, so an AI seat plays within its time: at most a twentieth of its
     * remaining time plus the increment (at least {@link #MIN_AI_MILLIS}), never more than its level's budget. An
     * iterations-only budget gets that time cap as well.
     */
    public static Budget budget(Table t, Budget budget) {
        int running = t.runningSeat();
        if (running < 0) {
            return budget;
        }
        GameClock c = t.clock();
        long left = c.remainingAt(running, running, c.asOf());
        long allowed = Math.max(MIN_AI_MILLIS, left / 20 + (c.isLive() ? c.incrementMillis() : 0));
        if (budget.timeMillis() > 0 && budget.timeMillis() <= allowed) {
            return budget;
        }
        return new Budget(allowed, budget.iterations(), budget.threads(), budget.seed());
    }

    /** Tells {@code keeper} when {@code t}'s running clock, if any, runs out (an observer of every change). */
    public static void arm(ClockKeeper keeper, Table t) {
        int running = t.runningSeat();
        if (running >= 0) {
            keeper.arm(t.id(), t.clock().deadline(running));
        }
    }

    /** The result sentence of a game seat {@code flagged} lost on time. */
    static String timeResult(List<String> names, int flagged) {
        if (names.size() == 1) {
            return StateView.seatName(names, 0) + " ran out of time: retired with 0, on time";
        }
        if (names.size() == 2) {
            return StateView.seatName(names, 1 - flagged) + " wins on time";
        }
        return StateView.seatName(names, flagged) + " lost on time";
    }

    /** The settings of a clock as the game's summary shows them: {@code 3+2} or {@code 3 days/move}. */
    static String label(GameClock c) {
        if (c.isLive()) {
            long s = c.initialMillis() / 1000;
            String base = s % 60 == 0 ? Long.toString(s / 60) : s + "s";
            return base + "+" + c.incrementMillis() / 1000;
        }
        return c.daysPerMove() + (c.daysPerMove() == 1 ? " day" : " days") + "/move";
    }
}
