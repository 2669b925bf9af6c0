package spindle.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.db.Database;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.Tokens;

/**
 * The child JVM of {@link CapacityTest} (started with a small heap): fills a SQLite database with many stored games
 * by batched SQL, starts a server on it, plays many live games at once through the store and prints one line of
 * figures for the parent: {@code RESULT key=value ...}.
 */
public final class CapacityChild {
    static final String[] GAMES = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"};
    private static final int HISTORIES = 8;

    private CapacityChild() {
    }

    public static void main(String[] args) throws Exception {
        String url = "jdbc:sqlite:" + Path.of(args[0]);
        int stored = Integer.parseInt(args[1]);
        int live = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        long t0 = System.nanoTime();
        Database.open(url).close(); // migrated
        fill(url, stored);
        long t1 = System.nanoTime();
        System.err.println("filled in " + ms(t1 - t0) + " ms");
        WebServer server = new WebServer(Stores.of(Database.open(url)), 20).start(0);
        long t2 = System.nanoTime();
        GameStore store = server.store();
        SplittableRandom random = new SplittableRandom(7);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < live; i++) {
            Game game = Games.byId(GAMES[i % GAMES.length]);
            Variant v = game.defaultVariant();
            int players = GameState.start(game, v).view().players();
            List<Seat> seats = new ArrayList<>();
            for (int s = 0; s < players; s++) {
                seats.add(Seat.parse("invite").withTokenHash(Tokens.hash("token" + s)));
            }
            Table t = Table.create(store.newId(), game, v, seats, i, 0);
            store.add(t);
            ids.add(t.id());
        }
        int moves = 0;
        for (int r = 0; r < rounds; r++) {
            for (String id : ids) {
                Table t = store.get(id);
                if (t.state().isOver()) {
                    continue;
                }
                List<String> legal = t.state().legalMoves();
                String move = legal.get(random.nextInt(legal.size()));
                store.update(id, x -> x.play(move, "token" + x.state().toMove()));
                moves++;
            }
        }
        long t3 = System.nanoTime();
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + server.port();
        int listed = 0;
        for (String path : new String[] {"/api/games", "/api/lobby", "/api/games/s0000001", "/api/games/s0000002"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(path + " answered " + response.statusCode() + ": " + response.body());
            }
            listed += response.body().length() > 0 ? 1 : 0;
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        System.out.println("RESULT stored=" + count(url) + " live=" + ids.size() + " cached=" + ((JdbcGameStore) server.stores().games()).cachedGames()
                + " moves=" + moves + " answered=" + listed + " fillMs=" + ms(t1 - t0) + " startMs=" + ms(t2 - t1)
                + " playMs=" + ms(t3 - t2) + " heapUsedMB=" + used / (1 << 20) + " maxHeapMB="
                + rt.maxMemory() / (1 << 20));
        server.close();
    }

    private static long ms(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static int count(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(*) FROM games")) {
            r.next();
            return r.getInt(1);
        }
    }

    /** A finished or unfinished random history of one game, as the store would have written it. */
    private record History(Game game, Variant variant, int players, List<String> moves, boolean over) {
    }

    private static List<History> histories() {
        SplittableRandom random = new SplittableRandom(1);
        List<History> list = new ArrayList<>();
        for (String id : GAMES) {
            Game game = Games.byId(id);
            for (int h = 0; h < HISTORIES; h++) {
                GameState s = GameState.start(game, game.defaultVariant());
                int length = random.nextInt(13);
                while (!s.isOver() && s.ply() < length) {
                    int[] legal = s.legalActions();
                    s = s.apply(s.isChance() ? s.view().chance().sample(random) : legal[random.nextInt(legal.length)]);
                }
                list.add(new History(game, s.variant(), s.view().players(), s.moves(), s.isOver()));
            }
        }
        return list;
    }

    /** Writes {@code count} stored games (ids s0000000...) in a few transactions of batched inserts. */
    static void fill(String url, int count) throws Exception {
        List<History> histories = histories();
        try (Connection c = DriverManager.getConnection(url)) {
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA synchronous=OFF"); // a test fixture: a crash while filling loses nothing of value
            }
            c.setAutoCommit(false);
            try (PreparedStatement g = c.prepareStatement("INSERT INTO games (id, game, variant, seats, seed,"
                    + " pace_millis, version, created, updated, ply, finished, ai_to_move, open_seats,"
                    + " created_millis) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, 0, ?, ?)");
                 PreparedStatement m = c.prepareStatement("INSERT INTO moves (game_id, ply, move, played)"
                         + " VALUES (?, ?, ?, ?)")) {
                long start = Instant.parse("2025-01-01T00:00:00Z").toEpochMilli();
                for (int i = 0; i < count; i++) {
                    History h = histories.get(i % histories.size());
                    String id = String.format("s%07d", i);
                    Instant created = Instant.ofEpochMilli(start + i * 1000L);
                    boolean open = i % 50 == 0 && !h.over();
                    StringBuilder seats = new StringBuilder("[");
                    for (int s = 0; s < h.players(); s++) {
                        seats.append(s == 0 ? "" : ",").append(open && s == h.players() - 1
                                ? "{\"spec\":\"open\",\"tokenHash\":\"\"}"
                                : "{\"spec\":\"invite\",\"tokenHash\":\"" + Tokens.hash("stored" + s) + "\"}");
                    }
                    g.setString(1, id);
                    g.setString(2, h.game().id());
                    g.setString(3, h.variant().toString());
                    g.setString(4, seats.append(']').toString());
                    g.setLong(5, i);
                    g.setLong(6, h.moves().size());
                    g.setString(7, created.toString());
                    g.setString(8, created.toString());
                    g.setInt(9, h.moves().size());
                    g.setInt(10, h.over() ? 1 : 0);
                    g.setInt(11, open ? 1 : 0);
                    g.setLong(12, created.toEpochMilli());
                    g.addBatch();
                    for (int p = 0; p < h.moves().size(); p++) {
                        m.setString(1, id);
                        m.setInt(2, p + 1);
                        m.setString(3, h.moves().get(p));
                        m.setString(4, created.toString());
                        m.addBatch();
                    }
                    if (i % 1000 == 999 || i == count - 1) {
                        g.executeBatch();
                        m.executeBatch();
                    }
                    if (i % 25_000 == 24_999 || i == count - 1) {
                        c.commit();
                    }
                }
            }
        }
    }
}
