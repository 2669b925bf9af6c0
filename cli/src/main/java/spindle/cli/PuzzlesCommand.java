package spindle.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleJson;
import spindle.match.puzzle.PuzzleMiner;
import spindle.match.puzzle.SelfPlayMining;
import spindle.server.db.Database;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Records;
import spindle.server.game.Table;

/** {@code spindle puzzles}: puzzles found in finished games (docs/puzzles.md). */
@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = "Puzzles found in finished games (docs/puzzles.md).",
        subcommands = {PuzzlesCommand.Mine.class, CommandLine.HelpCommand.class})
final class PuzzlesCommand {

    /** {@code spindle puzzles mine}. */
    @Command(name = "mine", mixinStandardHelpOptions = true, customSynopsis = "spindle puzzles mine GAME "
            + "--records DIR|FILE...|--selfplay N|--db URL [--newest N] [--agent SPEC] [--seed S] [--quick] [--out FILE] [--preset NAME] "
            + "[variant options]",
            description = {"Finds puzzles in finished games: positions where the side to move has exactly one move "
                + "that wins, proven by the solver or the game's prover where it can be, otherwise by two searches "
                + "that agree with a clear margin; Just Playing a Round: the best play of a throw by expectimax. "
                + "Writes one JSON object per line (docs/puzzles.md); the same position under the game's "
                + "symmetries is written once.",
                "The starter sets the server ships are written by this command (docs/puzzles.md)."})
    static final class Mine implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. warp-and-weft.")
        String gameId;

        @Option(names = "--records", arity = "1..*", paramLabel = "DIR|FILE",
                description = "Record files, or folders searched for .json records.")
        List<Path> records;

        @Option(names = "--selfplay", paramLabel = "N", description = "Mine N self-play games instead.")
        Integer selfplay;

        @Option(names = "--db", paramLabel = "URL", description = "Mine the finished games of a server's database "
                + "instead (as 'spindle serve --db' takes it, e.g. jdbc:sqlite:data/spindle.db): the newest --newest.")
        String db;

        @Option(names = "--newest", defaultValue = "1000", paramLabel = "N",
                description = "With --db: how many of the newest games to look at (default ${DEFAULT-VALUE}).")
        int newest;

        @Option(names = "--agent", defaultValue = SelfPlayMining.DEFAULT_AGENT, paramLabel = "SPEC",
                description = "The agent of every seat in self-play (default ${DEFAULT-VALUE}).")
        String agent;

        @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
                description = "The first self-play game's seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--quick", description = "Small budgets (docs/puzzles.md): faster, fewer puzzles proven.")
        boolean quick;

        @Option(names = "--out", paramLabel = "FILE", description = "Write the puzzles here (default: print them).")
        Path out;

        @Option(names = "--preset", paramLabel = "NAME", description = "The variant by name (see 'spindle games').")
        String preset;

        @CommandLine.Unmatched
        List<String> variantArgs = new ArrayList<>();

        @Override
        public void run() {
            if ((records != null ? 1 : 0) + (selfplay != null ? 1 : 0) + (db != null ? 1 : 0) != 1) {
                throw new IllegalArgumentException("give one source: --records DIR|FILE..., --selfplay N or --db URL");
            }
            if (newest < 1 || newest > 1_000_000) {
                throw new IllegalArgumentException("--newest must be 1..1000000 games");
            }
            if (selfplay != null && (selfplay < 1 || selfplay > 100_000)) {
                throw new IllegalArgumentException("--selfplay must be 1..100000 games");
            }
            Game game = Games.byId(gameId);
            Variant variant = VariantOptions.parse(game, preset, variantArgs);
            PuzzleMiner miner = new PuzzleMiner(game, variant,
                    quick ? PuzzleMiner.Limits.quick() : PuzzleMiner.Limits.defaults());
            PrintWriter console = spec.commandLine().getOut();
            int[] count = {0};
            try (Writer file = out == null ? null : Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
                Consumer<Puzzle> write = p -> {
                    count[0]++;
                    String line = PuzzleJson.line(p);
                    try {
                        if (file == null) {
                            console.println(line);
                        } else {
                            file.write(line + "\n");
                            file.flush();
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                };
                int games = selfplay != null ? selfplay
                        : db != null ? mineDatabase(game, variant, miner, write) : mineRecords(game, variant, miner, write);
                if (selfplay != null) {
                    SelfPlayMining.mine(game, variant, agent, selfplay, seed, miner, write);
                }
                if (file != null) {
                    console.printf("%d puzzles from %d games of %s [%s] written to %s%n", count[0], games,
                            game.name(), variant, out);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            console.flush();
        }

        /** The finished games of the variant among the database's newest {@link #newest}. */
        private int mineDatabase(Game game, Variant variant, PuzzleMiner miner, Consumer<Puzzle> write) {
            int games = 0;
            try (JdbcGameStore store = new JdbcGameStore(Database.open(db))) {
                for (GameStore.Summary s : store.recent(newest)) {
                    if (!s.over() || !s.game().id().equals(game.id()) || !s.variant().equals(variant)) {
                        continue;
                    }
                    Optional<Table> table = store.find(s.id());
                    if (table.isPresent()) {
                        miner.mine(GameRecords.replay(Records.of(table.get()))).forEach(write);
                        games++;
                    }
                }
            }
            return games;
        }

        private int mineRecords(Game game, Variant variant, PuzzleMiner miner, Consumer<Puzzle> write) {
            int games = 0;
            for (Path f : RecordFiles.files(records)) {
                GameRecord r = RecordFiles.read(f);
                if (!game.id().equals(r.game()) || !Variant.parse(game, r.variant()).equals(variant)
                        || r.payoffs().isEmpty()) {
                    continue; // another game or variant, or unfinished
                }
                miner.mine(GameRecords.replay(r)).forEach(write);
                games++;
            }
            return games;
        }
    }
}
