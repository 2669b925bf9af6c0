package spindle.webengine.view;

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
import spindle.match.compete.LiveCompetition;
import spindle.match.compete.LiveCompetition.Seat;
import spindle.match.compete.Ranking;
import spindle.match.compete.Standing;

/**
 * The JSON views of a 3Will competition at one moment {@code now}: the public view (settings, the round and its
 * throw, the live standings) and a contender's own view (their board, legal decisions and running clock). The
 * server answers them at {@code /api/competitions/...}; the browser's own engine answers the same when there is no
 * server. The seed of the dice stays secret until the competition is over, since it foretells the throws.
 */
public final class CompetitionView {
    private CompetitionView() {
    }

    /** What names a competition besides its rules: its id and title. */
    public record Named(String id, String title, LiveCompetition competition) {
    }

    public static Map<String, Object> competition(Named named, long now) {
        LiveCompetition c = named.competition();
        CompetitionSettings s = c.settings();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", named.id());
        v.put("title", named.title());
        v.put("status", status(c));
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("allowanceSeconds", s.allowanceSeconds());
        settings.put("undirectedDepositSeconds", s.undirectedDepositSeconds());
        settings.put("directedDepositSeconds", s.directedDepositSeconds());
        settings.put("sharedSetup", s.sharedSetup());
        settings.put("maxContenders", c.maxContenders());
        settings.put("variant", s.variant().textValues());
        v.put("settings", settings);
        v.put("joinLink", "/compete/" + named.id());
        v.put("contenders", c.seats().size());
        v.put("round", c.round());
        List<Dice> dice = c.dice();
        Dice current = dice.isEmpty() ? null : dice.get(dice.size() - 1);
        v.put("throw", current == null ? null : current.toString());
        v.put("throwKind", current == null ? null : current.kind().name().toLowerCase(Locale.ROOT)
                .replace('_', '-'));
        v.put("throws", dice.stream().map(Dice::toString).toList());
        v.put("roundElapsedMillis", c.status() == LiveCompetition.Status.RUNNING ? now - c.roundStart() : 0);
        v.put("seed", c.status() == LiveCompetition.Status.FINISHED ? Long.toString(s.seed()) : null);
        v.put("standings", standings(c, now));
        v.put("serverTime", now);
        return v;
    }

    /** {@code open}, {@code running} or {@code finished}. */
    public static String status(LiveCompetition c) {
        return c.status().name().toLowerCase(Locale.ROOT);
    }

    /** The live table, best first: provisional for contenders still playing (their running score and balance). */
    public static List<Map<String, Object>> standings(LiveCompetition c, long now) {
        List<Standing> provisional = new ArrayList<>();
        for (Seat e : c.seats()) {
            provisional.add(e.game() == null
                    ? new Standing(e.name(), 0, 0, c.balance(e, now), false, false, 0, 0, List.of())
                    : e.game().standing().orElseGet(() -> live(c, e, now)));
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Standing st : Ranking.rank(provisional)) {
            Seat e = c.seat(st.name());
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("rank", st.rank());
            row.put("name", st.name());
            row.put("score", st.finalScore());
            row.put("balanceMillis", st.balanceMillis());
            row.put("status", status(e));
            row.put("clockRunning", c.clockRuns(e));
            row.put("rounds", st.rounds());
            row.put("objectiveMet", st.objectiveMet());
            rows.add(row);
        }
        return rows;
    }

    private static Standing live(LiveCompetition c, Seat e, long now) {
        RoundPosition p = (RoundPosition) e.game().state().view();
        return new Standing(e.name(), 0, p.score(), c.balance(e, now), false, p.objectiveMet(), c.round(),
                e.game().setupCode(), List.of());
    }

    /** {@code joined}, {@code playing}, {@code done} (finished the round, waiting), {@code retired}, {@code timed out}. */
    public static String status(Seat e) {
        if (e.game() == null) {
            return "joined";
        }
        if (e.game().retired()) {
            return e.game().standing().orElseThrow().timedOut() ? "timed out" : "retired";
        }
        return e.deciding() ? "playing" : "done";
    }

    /** What a contender sees: the competition, and their own board, clock and decisions. */
    public static Map<String, Object> contender(Named named, Seat e, long now) {
        LiveCompetition c = named.competition();
        Map<String, Object> you = new LinkedHashMap<>();
        you.put("name", e.name());
        you.put("status", status(e));
        you.put("balanceMillis", c.balance(e, now));
        you.put("clockRunning", c.clockRuns(e));
        ContenderGame game = e.game();
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
        v.put("competition", competition(named, now));
        v.put("you", you);
        return v;
    }

    private static String result(Standing s) {
        return s.timedOut() ? "Time ran out in round " + s.rounds() + ": retired with 0"
                : "Retired in round " + s.rounds() + " with final score " + s.finalScore();
    }
}
