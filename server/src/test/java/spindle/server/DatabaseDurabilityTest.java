package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.db.Database;
import spindle.server.db.SqliteLedger;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.Tokens;

/**
 * A SQLite database that is damaged, or that lost the write-ahead log holding its latest commits, is refused at
 * start with a message saying what to do; an intact one after a crash opens silently. A crash is the state of the
 * files while a store is open and idle (what a kill -9 leaves: every commit is written to the files), copied to
 * another folder and opened there.
 */
class DatabaseDurabilityTest {
    @TempDir
    Path dir;

    private static List<String> playSomeGames(JdbcGameStore store, int games, int moves) {
        Game nim = Games.byId("windy-nim");
        List<String> ids = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Table t = Table.create(store.newId(), nim, nim.defaultVariant(),
                    List.of(Seat.human().withTokenHash(Tokens.hash("a")), Seat.human().withTokenHash(Tokens.hash("b"))),
                    g, 0);
            store.add(t);
            ids.add(t.id());
            for (int i = 0; i < moves && !t.state().isOver(); i++) {
                String who = t.state().toMove() == 0 ? "a" : "b";
                String move = t.state().legalMoves().get(0);
                t = store.update(t.id(), x -> x.play(move, who));
            }
        }
        return ids;
    }

    /** Copies the database's files as a crashed server leaves them. */
    private Path crashCopy(Path db, String name) throws IOException {
        Path to = Files.createDirectories(dir.resolve(name)).resolve("spindle.db");
        for (String suffix : List.of("", "-wal", SqliteLedger.SUFFIX)) {
            Path from = Path.of(db + suffix);
            if (Files.exists(from)) {
                Files.copy(from, Path.of(to + suffix));
            }
        }
        return to;
    }

    private static String url(Path db) {
        return "jdbc:sqlite:" + db;
    }

    private static long count(Path db, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(db)); Statement s = c.createStatement();
             ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }

    @Test
    void aFileThatIsNotADatabaseIsRefusedWithWhatToDo() throws IOException {
        Path db = dir.resolve("spindle.db");
        Files.writeString(db, "these are my notes, not a database ".repeat(200));
        assertThatThrownBy(() -> Database.open(url(db)))
                .isInstanceOf(Database.Unusable.class)
                .hasMessageContaining("the database file " + db + " is damaged or is not a Spindle database")
                .hasMessageContaining("Restore the last backup made with 'spindle backup'");
    }

    @Test
    void aDamagedDatabaseIsRefusedWithWhatToDo() throws IOException {
        Path db = dir.resolve("spindle.db");
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(db)))) {
            playSomeGames(store, 60, 4);
        }
        long size = Files.size(db);
        assertThat(size).as("several pages").isGreaterThan(8 * 4096);
        try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
            // scribble over two b-tree pages past the schema page: their headers no longer make sense
            byte[] junk = new byte[4096];
            java.util.Arrays.fill(junk, (byte) 0x5a);
            f.seek(3 * 4096L);
            f.write(junk);
            f.seek(size - 2 * 4096L);
            f.write(junk);
        }
        assertThatThrownBy(() -> Database.open(url(db)))
                .isInstanceOf(Database.Unusable.class)
                .hasMessageContaining("is damaged")
                .hasMessageContaining("spindle backup");
    }

    @Test
    void anIntactCrashReopensSilentlyAndCleanCloseEmptiesTheWal() throws Exception {
        Path db = dir.resolve("spindle.db");
        List<String> ids;
        Path crashed;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(db)))) {
            ids = playSomeGames(store, 5, 4);
            crashed = crashCopy(db, "crashed");
            assertThat(Files.size(Path.of(crashed + "-wal"))).as("the commits are in the WAL").isGreaterThan(32);
        }
        assertThat(Path.of(db + "-wal")).as("closed cleanly: the WAL was checkpointed").satisfiesAnyOf(
                p -> assertThat(p).doesNotExist(), p -> assertThat(p).isEmptyFile());
        assertThat(count(db, "SELECT running FROM server_run")).isZero();
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(crashed)))) {
            assertThat(store.recent(100)).extracting(GameStore.Summary::id).containsExactlyInAnyOrderElementsOf(ids);
        }
        assertThat(Path.of(crashed + "-wal" + SqliteLedger.KEPT)).as("no copy kept when nothing was lost")
                .doesNotExist();
    }

    @Test
    void aWalDeletedAfterACrashIsRefusedUnlessTheLossIsAccepted() throws Exception {
        Path db = dir.resolve("spindle.db");
        Path crashed;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(db)))) {
            playSomeGames(store, 5, 4);
            crashed = crashCopy(db, "crashed");
        }
        Files.delete(Path.of(crashed + "-wal"));
        assertThatThrownBy(() -> Database.open(url(crashed)))
                .isInstanceOf(Database.Unusable.class)
                .hasMessageContaining("committed moves may have been lost")
                .hasMessageContaining("write-ahead log")
                .hasMessageContaining("--accept-data-loss")
                .hasMessageContaining("spindle backup");
        assertThatThrownBy(() -> Database.open(url(crashed))).as("still refused: nothing was changed")
                .isInstanceOf(Database.Unusable.class);
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(crashed), true))) {
            assertThat(store.recent(100)).hasSizeLessThan(5);
        }
        try (Database again = Database.open(url(crashed))) {
            assertThat(again.url()).as("the accepted loss is not reported again").isEqualTo(url(crashed));
        }
    }

    @Test
    void aWalAndCommitCountBothDeletedAfterACrashAreRefused() throws Exception {
        Path db = dir.resolve("spindle.db");
        Path crashed;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(db)))) {
            playSomeGames(store, 3, 2);
            crashed = crashCopy(db, "crashed");
        }
        Files.delete(Path.of(crashed + "-wal"));
        Files.delete(Path.of(crashed + SqliteLedger.SUFFIX));
        assertThatThrownBy(() -> Database.open(url(crashed)))
                .isInstanceOf(Database.Unusable.class)
                .hasMessageContaining("did not shut down cleanly")
                .hasMessageContaining("-wal is missing");
    }

    @Test
    void aWalDamagedInTheMiddleIsRefused() throws Exception {
        Path db = dir.resolve("spindle.db");
        Path crashed;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url(db)))) {
            playSomeGames(store, 10, 4);
            crashed = crashCopy(db, "crashed");
        }
        Path wal = Path.of(crashed + "-wal");
        Files.copy(wal, dir.resolve("crashed-original-wal"));
        try (RandomAccessFile f = new RandomAccessFile(wal.toFile(), "rw")) {
            f.seek(8);
            int pageSize = f.readInt();
            long frames = (f.length() - 32) / (24 + pageSize);
            assertThat(frames).isGreaterThan(20);
            // one flipped byte in a page of a frame in the middle: its checksum fails, and SQLite silently reads
            // the WAL as ending before it
            long at = 32 + (frames / 2) * (24 + pageSize) + 24 + 100;
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0xff);
        }
        assertThatThrownBy(() -> Database.open(url(crashed)))
                .isInstanceOf(Database.Unusable.class)
                .hasMessageContaining("committed moves may have been lost")
                .hasMessageContaining("records")
                .hasMessageContaining("kept in " + wal + SqliteLedger.KEPT);
        assertThat(Path.of(wal + SqliteLedger.KEPT)).as("the damaged WAL, for salvage").hasSize(Files.size(dir.resolve(
                "crashed-original-wal")));
    }

    @Test
    void onlyTransactionsThatWriteAreCountedInsideAndOutside() throws Exception {
        Path db = dir.resolve("spindle.db");
        try (Database database = Database.open(url(db))) {
            JdbcGameStore store = new JdbcGameStore(database);
            long before = count(db, "SELECT commits FROM server_run");
            database.transaction(c -> null);
            new JdbcGameStore(database);
            playSomeGames(store, 1, 2);
            assertThat(count(db, "SELECT commits FROM server_run")).as("one game and two moves").isEqualTo(before + 3);
            String recorded = Files.readString(Path.of(db + SqliteLedger.SUFFIX)).trim();
            assertThat(Long.parseLong(recorded.substring(recorded.lastIndexOf(' ') + 1))).isEqualTo(before + 3);
        }
    }
}
