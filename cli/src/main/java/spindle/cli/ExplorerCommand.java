package spindle.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.RecordException;
import spindle.match.explorer.OpeningExplorer;
import spindle.match.explorer.OpeningExplorer.MoveStats;
import spindle.match.explorer.OpeningExplorer.Players;

/** {@code spindle explorer}: the moves played from a position in record files, how often and how they scored. */
@Command(name = "explorer", mixinStandardHelpOptions = true, customSynopsis = "spindle explorer GAME [TEXT] "
        + "--records DIR|FILE... [--move MOVE]... [--players people|computers] [--preset NAME] [variant options]",
        description = {"The opening explorer (docs/explorer.md): for a position (a position text, docs/positions.md; "
            + "default: the start), each move played from it in the finished games of the record files, how often, "
            + "and the mover's score with it (1 a win, 0.5 a draw, 0 a loss), most played first. A position and "
            + "its mirror images under the game's symmetries count as one.",
            "People's games and computers' games are kept apart: a game is the computers' when every player is "
            + "an agent (as tournaments and self-play write them)."})
final class ExplorerCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. warp-and-weft (see 'spindle games').")
    String gameId;

    @Option(names = "--records", required = true, arity = "1..*", paramLabel = "DIR|FILE",
            description = "Record files, or folders searched for .json records (as tournament --out writes them).")
    List<Path> records;

    @Option(names = "--players", defaultValue = "computers", paramLabel = "WHO",
            description = "Whose games: people or computers (default ${DEFAULT-VALUE}).")
    String players;

    @Option(names = "--move", paramLabel = "MOVE", description = "A move played from TEXT (or the start) on the "
            + "way to the position to explore, in notation; repeat it for a line, e.g. --move a1/a2 --move b1/b2.")
    List<String> line = new ArrayList<>();

    @Option(names = "--preset", paramLabel = "NAME", description = "The variant by name (see 'spindle games'); "
            + "variant options given too override it. Records of other variants are left out.")
    String preset;

    /** The position text (TEXT) and the variant options. */
    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        Players who = switch (players.toLowerCase(Locale.ROOT)) {
            case "people" -> Players.PEOPLE;
            case "computers" -> Players.COMPUTERS;
            default -> throw new IllegalArgumentException("--players is people or computers, not '" + players + "'");
        };
        Game game = Games.byId(gameId);
        String position = HintCommand.positionAmong(variantArgs);
        Variant variant = VariantOptions.parse(game, preset, variantArgs);
        GameState from = position == null ? GameState.start(game, variant) : GameState.from(game, variant, position);
        GameState at = GameState.replay(from, line);
        OpeningExplorer explorer = new OpeningExplorer(game, variant);
        int skipped = 0;
        for (Path file : RecordFiles.files(records)) {
            GameRecord record = RecordFiles.read(file);
            if (!game.id().equals(record.game()) || !Variant.parse(game, record.variant()).equals(variant)
                    || record.payoffs().isEmpty() || record.from() != null) {
                skipped++; // another game or variant, unfinished, or from a set-up position: not an opening
                continue;
            }
            GameState end;
            try {
                end = GameRecords.replay(record);
            } catch (RecordException e) {
                throw new RecordException(file + ": " + e.getMessage());
            }
            double[] payoffs = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
            explorer.add(end, payoffs, Players.of(game, record.players()), file.getFileName().toString());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%d games of %s [%s] read%s%n", explorer.gamesAdded(), game.name(), variant,
                skipped == 0 ? "" : "; " + skipped + " records of other games or variants, unfinished or from a set-up"
                        + " position left out");
        if (!line.isEmpty()) {
            out.println("after " + String.join(" ", line));
        }
        List<MoveStats> moves = explorer.moves(at, who);
        if (moves.isEmpty()) {
            out.println("No move from this position in the " + who.name().toLowerCase(Locale.ROOT) + "'s games.");
        } else {
            out.printf("%-14s %7s %7s  %s%n", "move", "games", "score", "last game");
            for (MoveStats m : moves) {
                out.printf(Locale.ROOT, "%-14s %7d %6.1f%%  %s%n", m.move(), m.games(), 100 * m.score(), m.lastGame());
            }
        }
        out.flush();
    }
}
