package spindle.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import spindle.engine.ChanceDraws;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.match.explorer.CanonicalPositions;
import spindle.server.db.Database;
import spindle.server.explorer.Book;
import spindle.server.explorer.ExplorerStore;
import spindle.server.explorer.GameIndexer;
import spindle.server.explorer.JdbcExplorerStore;

/**
 * {@code spindle bench-explorer}: the server's opening explorer at scale. Adds N random games (the worst case: after
 * the first moves almost every position is new) to a fresh database exactly as a server adds a finished game, then
 * measures the extra storage per game and the time of the lookups the analysis board makes.
 */
@Command(name = "bench-explorer", mixinStandardHelpOptions = true,
        description = {"Measures the server's opening explorer (docs/explorer.md) with N stored games: the time to add "
            + "a game (one transaction, as a server does when a game ends), the explorer's storage per game, and the "
            + "time of a lookup of a position reached in those games (p50, p99, max over 2,000 lookups at plies 0 to "
            + "20). The games are random play, so nearly every position past the opening is new: the most storage a "
            + "game can take."})
final class ExplorerBenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--game", defaultValue = "warp-and-weft", paramLabel = "ID", description = "Game (default ${DEFAULT-VALUE}).")
    String gameId;

    @Option(names = "--games", defaultValue = "100000", paramLabel = "N", description = "Games to add (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "A fresh database to fill (default: a SQLite file in "
            + "a new temporary folder, deleted at the end). A PostgreSQL URL measures PostgreSQL.")
    String url;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the random games (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public void run() {
        if (games < 1) {
            throw new IllegalArgumentException("--games is at least 1, not " + games);
        }
        Game game = Games.byId(gameId);
        PrintWriter out = spec.commandLine().getOut();
        Path temp = null;
        try {
            if (url == null) {
                temp = Files.createTempDirectory("spindle-bench-explorer");
                url = "jdbc:sqlite:" + temp.resolve("explorer.db");
            }
            try (Database db = Database.open(url)) {
                measure(db, game, out);
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("no temporary folder: " + e.getMessage(), e);
        } finally {
            if (temp != null) {
                TempDirs.delete(temp);
            }
        }
    }

    private void measure(Database db, Game game, PrintWriter out) {
        JdbcExplorerStore store = new JdbcExplorerStore(db);
        Book book = new Book(game.id(), game.defaultVariant().toString(), Book.PEOPLE);
        long before = bytes(db);
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> probes = new ArrayList<>();
        long addNanos = 0;
        long decisions = 0;
        double[] ratings = {1500, 1500};
        for (int i = 0; i < games; i++) {
            GameState end = randomGame(game, random);
            List<ExplorerStore.Step> steps = GameIndexer.steps(end, end.payoffs(), ratings);
            long t0 = System.nanoTime();
            store.add("g" + i, book, steps);
            addNanos += System.nanoTime() - t0;
            decisions += steps.size();
            if (probes.size() < 2_000 && random.nextInt(Math.max(1, games / 2_000)) == 0) {
                probes.add(end.line().get(Math.min(random.nextInt(21), end.ply())));
            }
            if ((i + 1) % 10_000 == 0) {
                out.printf("%,d games added%n", i + 1);
                out.flush();
            }
        }
        long after = bytes(db);
        CanonicalPositions canonical = new CanonicalPositions(game, game.defaultVariant());
        long[] lookups = new long[probes.size()];
        for (int i = 0; i < lookups.length; i++) {
            long t0 = System.nanoTime();
            store.moves(book, canonical.frame(probes.get(i).view()).key(), 100);
            lookups[i] = System.nanoTime() - t0;
        }
        Arrays.sort(lookups);
        out.printf(Locale.ROOT, "%s, %,d random games (%,d decisions) in %s%n", game.name(), games, decisions,
                db.url().startsWith("jdbc:postgresql") ? "PostgreSQL" : "SQLite");
        out.printf(Locale.ROOT, "add a game: %.2f ms mean (one transaction)%n", addNanos / 1e6 / games);
        out.printf(Locale.ROOT, "storage: %,d bytes more, %,.0f bytes per game, %.0f per decision%n", after - before,
                (after - before) / (double) games, (after - before) / (double) decisions);
        out.printf(Locale.ROOT, "lookup (%d positions at plies 0-20): p50 %.3f ms, p99 %.3f ms, max %.3f ms%n",
                lookups.length, lookups[lookups.length / 2] / 1e6, lookups[lookups.length * 99 / 100] / 1e6,
                lookups[lookups.length - 1] / 1e6);
        out.flush();
    }

    private static GameState randomGame(Game game, SplittableRandom random) {
        GameState s = GameState.start(game, game.defaultVariant());
        while (!s.isOver()) {
            if (s.isChance()) {
                s = ChanceDraws.settle(s, random.nextLong());
            } else {
                int[] legal = s.legalActions();
                s = s.apply(legal[random.nextInt(legal.length)]);
            }
        }
        return s;
    }

    /** The database's size: SQLite's pages, or PostgreSQL's explorer tables with their indexes. */
    private static long bytes(Database db) {
        boolean pg = db.url().startsWith("jdbc:postgresql");
        return db.transaction(c -> {
            String sql = pg ? "SELECT pg_total_relation_size('explorer_moves') + pg_total_relation_size('explorer_games')"
                    + " + pg_total_relation_size('explorer_books')"
                    : "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()";
            try (PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        });
    }
}
