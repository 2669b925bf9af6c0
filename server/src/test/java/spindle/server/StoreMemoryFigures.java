package spindle.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.db.Database;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.Tokens;

/**
 * Measures (does not assert) the heap a hosted game costs: live (in the store's memory) when new and after some
 * plies, and idle (left memory; only its database rows remain). Heap used after {@code System.gc()} with N games
 * minus before, over N. Runs only when asked:
 * {@code mvn -B -ntp -pl server -am test -Dtest=StoreMemoryFigures -Dsurefire.failIfNoSpecifiedTests=false
 * -Dspindle.figures=on}; writes {@code server/target/store-memory.txt}.
 */
@EnabledIfSystemProperty(named = "spindle.figures", matches = "on")
public class StoreMemoryFigures {
    private static final int GAMES = 100;
    private static final int PLIES = 40;

    @TempDir
    Path dir;

    private static long used() {
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    @Test
    void residentCostOfIdleAndLiveGames() throws Exception {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%-40s %12s %12s %14s %12s %12s", "game (variant)", "new live B",
                "live B", "plies (mean)", "idle B", "disk B"));
        String[][] specs = {{"warp-and-weft", ""}, {"one-piece-for-two", ""}, {"zero-one-two", ""},
            {"just-playing-a-round", ""}, {"zero-one-two", "n=12"}};
        for (String[] spec : specs) {
            Game game = Games.byId(spec[0]);
            Variant variant = spec[1].isEmpty() ? game.defaultVariant() : Variant.parse(game, spec[1]);
            lines.add(measure(game, variant, spec[0] + (spec[1].isEmpty() ? "" : " " + spec[1])));
        }
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target", "store-memory.txt"), lines);
    }

    private String measure(Game game, Variant variant, String name) throws Exception {
        AtomicLong clock = new AtomicLong();
        Path file = dir.resolve(game.id() + "-" + variant.hashCode() + ".db");
        int players = GameState.start(game, variant).view().players();
        List<Seat> seats = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            seats.add(Seat.parse("invite").withTokenHash(Tokens.hash("t" + s)));
        }
        try (JdbcGameStore store = new JdbcGameStore(Database.open("jdbc:sqlite:" + file), GAMES + 1,
                Duration.ofMinutes(10), clock::get)) {
            store.add(Table.create(store.newId(), game, variant, seats, 0, 0)); // warms the variant's tables
            clock.addAndGet(Duration.ofHours(1).toNanos());
            store.find("none");
            long empty = used();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                Table t = Table.create(store.newId(), game, variant, seats, i, 0);
                store.add(t);
                ids.add(t.id());
            }
            long fresh = (used() - empty) / GAMES;
            SplittableRandom random = new SplittableRandom(3);
            long plies = 0;
            for (String id : ids) {
                for (int p = 0; p < PLIES; p++) {
                    Table t = store.get(id);
                    if (t.state().isOver()) {
                        break;
                    }
                    List<String> legal = t.state().legalMoves();
                    String move = legal.get(random.nextInt(legal.size()));
                    store.update(id, x -> x.play(move, "t" + x.state().toMove()));
                }
                plies += store.get(id).state().ply();
            }
            long live = (used() - empty) / GAMES;
            clock.addAndGet(Duration.ofHours(1).toNanos());
            store.find("none"); // lets every idle game go
            long idle = (used() - empty) / GAMES;
            long disk = Files.size(file) + (Files.exists(Path.of(file + "-wal")) ? Files.size(Path.of(file + "-wal"))
                    : 0);
            return String.format(Locale.ROOT, "%-40s %12d %12d %14.1f %12d %12d", name, fresh, live,
                    (double) plies / GAMES, idle, disk / (GAMES + 1));
        }
    }
}
