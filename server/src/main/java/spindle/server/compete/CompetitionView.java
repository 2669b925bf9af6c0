package spindle.server.compete;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import spindle.engine.GameState;
import spindle.games.justplayingaround.RoundPosition;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.ContenderGame;
import spindle.match.compete.Dice;
import spindle.match.compete.Ranking;
import spindle.match.compete.Standing;
import spindle.server.compete.OnlineCompetition.Entrant;

/**
 * The JSON views of an online competition, built under its lock at one moment {@code now}: the public view
 * (settings, the round and its throw, the live standings) and a contender's own view (their board, legal decisions
 * and running clock). The seed of the dice stays secret until the competition is over, since it foretells the throws.
 */
final class CompetitionView {
    private CompetitionView() {
    }

    static Map<String, Object> competition(OnlineCompetition c, long now) {
        CompetitionSetup setup = c.setup();
        CompetitionSettings s = setup.settings();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", c.id());
        v.put("title", setup.title());
        v.put("status", c.status().name().toLowerCase(Locale.ROOT));
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("allowanceSeconds", s.allowanceSeconds());
        settings.put("undirectedDepositSeconds", s.undirectedDepositSeconds());
        settings.put("directedDepositSeconds", s.directedDepositSeconds());
        settings.put("sharedSetup", s.sharedSetup());
        settings.put("maxContenders", setup.maxContenders());
        settings.put("variant", s.variant().textValues());
        v.put("settings", settings);
        v.put("joinLink", "/compete/" + c.id());
        v.put("contenders", c.entrants().size());
        v.put("round", c.round());
        List<Dice> dice = c.dice();
        Dice current = dice.isEmpty() ? null : dice.get(dice.size() - 1);
        v.put("throw", current == null ? null : current.toString());
        v.put("throwKind", current == null ? null : current.kind().name().toLowerCase(Locale.ROOT)
                .replace('_', '-'));
        v.put("throws", dice.stream().map(Dice::toString).toList());
        v.put("roundElapsedMillis", c.status() == OnlineCompetition.Status.RUNNING ? now - c.roundStart() : 0);
        v.put("seed", c.status() == OnlineCompetition.Status.FINISHED ? Long.toString(s.seed()) : null);
        v.put("standings", standings(c, now));
        v.put("serverTime", now);
        return v;
    }

    /** The live table, best first: provisional for contenders still playing (their running score and balance). */
    static List<Map<String, Object>> standings(OnlineCompetition c, long now) {
        List<Standing> provisional = new ArrayList<>();
        Map<String, Entrant> byName = new LinkedHashMap<>();
        for (Entrant e : c.entrants()) {
            byName.put(e.name, e);
            provisional.add(e.game == null ? new Standing(e.name, 0, 0, allowance(c), false, false, 0, 0, List.of())
                    : e.game.standing().orElseGet(() -> live(c, e, now)));
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Standing st : Ranking.rank(provisional)) {
            Entrant e = byName.get(st.name());
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("rank", st.rank());
            row.put("name", st.name());
            row.put("score", st.finalScore());
            row.put("balanceMillis", st.balanceMillis());
            row.put("status", status(c, e));
            row.put("clockRunning", c.clockRuns(e));
            row.put("rounds", st.rounds());
            row.put("objectiveMet", st.objectiveMet());
            rows.add(row);
        }
        return rows;
    }

    private static Standing live(OnlineCompetition c, Entrant e, long now) {
        RoundPosition p = (RoundPosition) e.game.state().view();
        return new Standing(e.name, 0, p.score(), balance(c, e, now), false, p.objectiveMet(), c.round(),
                e.game.setupCode(), List.of());
    }

    private static long allowance(OnlineCompetition c) {
        return c.setup().settings().allowanceSeconds() * 1000;
    }

    /**
     * The balance now: the clock of a contender still deciding runs from the start of the round (on one device
     * passed round: while they hold it).
     */
    private static long balance(OnlineCompetition c, Entrant e, long now) {
        if (e.game == null) {
            return allowance(c);
        }
        return e.deciding() ? e.game.balanceAfter(c.elapsed(e, now)) : e.game.balanceMillis();
    }

    /** {@code joined}, {@code playing}, {@code done} (finished the round, waiting), {@code retired}, {@code timed out}. */
    static String status(OnlineCompetition c, Entrant e) {
        if (e.game == null) {
            return "joined";
        }
        if (e.game.retired()) {
            return e.game.standing().orElseThrow().timedOut() ? "timed out" : "retired";
        }
        return e.deciding() ? "playing" : "done";
    }

    /** What a contender sees: the competition, and their own board, clock and decisions. */
    static Map<String, Object> contender(OnlineCompetition c, Entrant e, long now) {
        Map<String, Object> you = new LinkedHashMap<>();
        you.put("name", e.name);
        you.put("status", status(c, e));
        you.put("balanceMillis", balance(c, e, now));
        you.put("clockRunning", c.clockRuns(e));
        ContenderGame game = e.game;
        if (game != null) {
            GameState state = game.state();
            RoundPosition p = (RoundPosition) state.view();
            you.put("setupCode", Long.toString(game.setupCode()));
            you.put("score", game.standing().map(Standing::finalScore).orElse(p.score()));
            you.put("objectiveMet", p.objectiveMet());
            you.put("ply", state.ply());
            you.put("legalMoves", e.deciding() ? state.legalMoves() : List.of());
            you.put("moves", state.moves());
            you.put("board", state.game().describe(p));
            you.put("text", state.render());
            you.put("result", game.standing().map(CompetitionView::result).orElse(null));
        }
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("competition", competition(c, now));
        v.put("you", you);
        return v;
    }

    private static String result(Standing s) {
        return s.timedOut() ? "Time ran out in round " + s.rounds() + ": retired with 0"
                : "Retired in round " + s.rounds() + " with final score " + s.finalScore();
    }
}
