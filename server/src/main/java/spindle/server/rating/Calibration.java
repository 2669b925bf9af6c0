package spindle.server.rating;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.match.GameRecord;
import spindle.match.Tournament;
import spindle.match.TournamentResult;
import spindle.server.db.Database;
import spindle.server.game.RatedSeats;
import spindle.server.http.Tokens;
import spindle.webengine.view.Catalog;

/**
 * Calibration of the AI levels' ratings ({@code spindle ratings calibrate}): a round-robin between named AI levels
 * of one game and preset, sides alternated, each game counted as a rated game between the levels
 * ({@link RatedGames#count}) in the server's database. {@code ai:random} keeps its fixed rating, so the other levels
 * are placed against it, and people meet levels whose ratings come from real games. Each game's ledger id is
 * derived from the game, preset, seed and fixture, so running the same calibration again counts nothing twice
 * (another seed plays new games).
 */
public final class Calibration {
    /** The levels calibrated unless others are named: all named levels but {@code max} (seconds per move). */
    public static final List<String> DEFAULT_LEVELS = List.of("random", "mcts:easy", "mcts:medium", "mcts:hard");

    private Calibration() {
    }

    /** What a calibration did: games played, games counted (not counted before), the board after it. */
    public record Result(int played, int counted, List<RatingStore.Entry> board) {
    }

    /**
     * Plays {@code gamesPerPair} games per pair of {@code levels} and counts them.
     *
     * @param progress hears a line per game
     * @throws VariantException for a variant that is no preset, or a level that is not a named one of the game
     */
    public static Result run(Database db, Game game, Variant variant, List<String> levels, int gamesPerPair,
                             long seed, Consumer<String> progress) {
        String preset = RatedSeats.preset(game, variant).orElseThrow(() -> new VariantException(
                "ratings are kept per named preset of " + game.name() + "; choose one of "
                        + String.join(", ", game.presets().stream().map(Game.Preset::name).toList())));
        if (game.newGame(variant).players() < 2) {
            throw new VariantException(game.name() + " (" + preset + ") is played alone: rated games need two players"
                    + " or more");
        }
        List<String> named = Catalog.levels(game);
        if (levels.size() < 2 || levels.stream().distinct().count() < levels.size()) {
            throw new VariantException("calibration needs two different AI levels or more");
        }
        for (String level : levels) {
            if (!named.contains(level)) {
                throw new VariantException("'" + level + "' is not a named AI level of " + game.name() + "; levels: "
                        + String.join(", ", named));
            }
        }
        RatingStore ratings = new JdbcRatingStore(db);
        Tournament.Settings settings = new Tournament.Settings(game, variant, levels, gamesPerPair, seed, 1, null);
        int total = Tournament.size(settings);
        int[] played = new int[1];
        // the games are counted in their order once all are played, so a rerun with the same seed counts alike
        TournamentResult result = Tournament.run(settings, r -> progress.accept("game " + (++played[0]) + "/"
                + total + ": " + String.join(" vs ", r.players()) + " -> " + r.payoffs()));
        int counted = 0;
        for (int g = 0; g < result.records().size(); g++) {
            List<String> parties = new ArrayList<>();
            for (int agent : result.seats(g)) {
                parties.add("ai:" + levels.get(agent));
            }
            counted += count(ratings, game, preset, seed, g, parties, result.records().get(g)) ? 1 : 0;
        }
        return new Result(result.records().size(), counted, ratings.top(game.id(), preset, RatingApi.BOARD));
    }

    private static boolean count(RatingStore ratings, Game game, String preset, long seed, int index,
                                 List<String> parties, GameRecord r) {
        double[] payoffs = r.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        String ledger = "calibrate-" + Tokens.hash(game.id() + " " + preset + " " + seed + " " + index + " "
                + String.join(",", parties)).substring(0, 40);
        return RatedGames.count(ratings, ledger, game.id(), preset, parties, parties, payoffs, Instant.now(), false);
    }
}
