package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an operator sees of durability, on real {@code spindle serve} processes: SIGTERM checkpoints the WAL; a WAL
 * deleted after a kill -9 is refused at restart (an intact one restarts silently); a damaged database is refused
 * with a message, not a stack trace; {@code spindle backup} of a live database holds every acknowledged game.
 */
class DurabilityTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern URL = Pattern.compile("http://localhost:(\\d+)/");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    private record Started(Process process, String base) {
    }

    private ProcessBuilder spindle(Path db, String... extra) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--limit", "rates=off", "--db", "jdbc:sqlite:" + db));
        command.addAll(List.of(extra));
        return new ProcessBuilder(command).redirectError(dir.resolve("server.log").toFile());
    }

    private Started serve(Path db, String... extra) throws IOException, InterruptedException {
        Process p = spindle(db, extra).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = URL.matcher(line);
            if (m.find()) {
                return new Started(p, "http://127.0.0.1:" + m.group(1));
            }
        }
        throw new IllegalStateException("the server did not start: exit " + p.waitFor(5, TimeUnit.SECONDS) + "\n"
                + Files.readString(dir.resolve("server.log")));
    }

    /** Runs a server that is expected to refuse to start; its exit code and what it printed on stderr. */
    private String refused(Path db) throws IOException, InterruptedException {
        Process p = spindle(db).start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(dir.resolve("server.log"));
        assertThat(p.exitValue()).as(err).isEqualTo(2);
        assertThat(err).as("a message, not a stack trace").doesNotContain("\tat ").doesNotContain("Exception");
        return err;
    }

    private JsonNode call(String base, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10));
        r = body == null ? r.GET() : r.POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        HttpResponse<String> response = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(response.statusCode() + " " + response.body());
        }
        return JSON.readTree(response.body());
    }

    /** Creates a hot-seat game and plays {@code moves} moves in it; its last acknowledged state. */
    private JsonNode play(String base, int seed, int moves) throws IOException, InterruptedException {
        JsonNode s = call(base, "/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"invite\",\"invite\"],"
                + "\"seed\":" + seed + "}");
        String id = s.get("id").asText();
        String[] tokens = {s.get("tokens").get(0).get("token").asText(), s.get("tokens").get(1).get("token").asText()};
        for (int i = 0; i < moves && !s.get("over").asBoolean(); i++) {
            s = call(base, "/api/games/" + id + "/moves", "{\"move\":\"" + s.get("legalMoves").get(0).asText()
                    + "\",\"ply\":" + s.get("ply").asInt() + ",\"token\":\"" + tokens[s.get("toMove").asInt()] + "\"}");
        }
        return s;
    }

    private String playGame(String base, int seed, int moves) throws IOException, InterruptedException {
        return play(base, seed, moves).get("id").asText();
    }

    private static void kill(Started s) throws InterruptedException {
        s.process().destroyForcibly();
        assertThat(s.process().waitFor(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void sigtermClosesTheDatabaseAndLeavesNoWal() throws Exception {
        Path db = dir.resolve("spindle.db");
        Started s = serve(db);
        for (int g = 0; g < 4; g++) {
            playGame(s.base(), g, 6);
        }
        assertThat(Files.size(Path.of(db + "-wal"))).as("the moves are in the WAL while serving").isGreaterThan(32);
        s.process().destroy();
        assertThat(s.process().waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(Path.of(db + "-wal")).as("checkpointed at shutdown").satisfiesAnyOf(
                p -> assertThat(p).doesNotExist(), p -> assertThat(p).isEmptyFile());
    }

    @Test
    void aWalDeletedAfterKillIsRefusedAtRestartAnIntactOneIsNot() throws Exception {
        Path db = dir.resolve("spindle.db");
        Started first = serve(db);
        JsonNode acked = play(first.base(), 1, 4);
        String early = acked.get("id").asText();
        kill(first);

        Started second = serve(db);
        assertThat(call(second.base(), "/api/games/" + early, null).get("moves"))
                .as("an honest kill -9 restarts silently with every move").isEqualTo(acked.get("moves"));
        String late = playGame(second.base(), 2, 6);
        kill(second);
        Files.delete(Path.of(db + "-wal"));

        String err = refused(db);
        assertThat(err).contains("committed moves may have been lost", "write-ahead log", "spindle backup",
                "--accept-data-loss");
        assertThat(refused(db)).as("refused until the operator decides").contains("may have been lost");

        Started accepted = serve(db, "--accept-data-loss");
        try {
            assertThat(call(accepted.base(), "/api/games/" + early, null).get("moves")).isEqualTo(acked.get("moves"));
            assertThat(accepted.base()).isNotEmpty();
            String lost = "/api/games/" + late;
            assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> call(accepted.base(), lost, null)))
                    .as("the game that was only in the deleted WAL is gone").hasMessageStartingWith("404");
        } finally {
            accepted.process().destroy();
            accepted.process().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aDamagedDatabaseStopsTheServerWithAMessage() throws Exception {
        Path db = dir.resolve("spindle.db");
        Files.writeString(db, "not a database at all, just some text that someone saved here\n".repeat(100));
        assertThat(refused(db)).contains("is damaged or is not a Spindle database", "spindle backup",
                db.toAbsolutePath().toString());
    }

    @Test
    void backupOfALiveDatabaseHoldsEveryAcknowledgedGame() throws Exception {
        Path db = dir.resolve("spindle.db");
        Started s = serve(db);
        Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = new Thread(() -> {
            try {
                for (int g = 0; g < 2_000 && writing.get(); g++) {
                    acknowledged.add(playGame(s.base(), g, 3));
                }
            } catch (IOException | IllegalStateException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            writer.start();
            while (acknowledged.size() < 20) {
                Thread.sleep(20);
            }
            Set<String> before = Set.copyOf(acknowledged);
            Path backup = dir.resolve("backup.db");
            StringWriter out = new StringWriter();
            var cl = Main.commandLine();
            cl.setOut(new PrintWriter(out, true));
            assertThat(cl.execute("backup", backup.toString(), "--db", "jdbc:sqlite:" + db)).isZero();
            assertThat(writer.isAlive()).as("the server was still being written to").isTrue();
            assertThat(out.toString()).startsWith("Wrote " + backup.toAbsolutePath() + ": ").contains(" games, ");

            List<String> inBackup = new ArrayList<>();
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + backup);
                 Statement st = c.createStatement()) {
                try (ResultSet r = st.executeQuery("PRAGMA integrity_check")) {
                    assertThat(r.next()).isTrue();
                    assertThat(r.getString(1)).isEqualTo("ok");
                }
                try (ResultSet r = st.executeQuery("SELECT id FROM games")) {
                    while (r.next()) {
                        inBackup.add(r.getString(1));
                    }
                }
            }
            assertThat(inBackup).containsAll(before);
            assertThat(out.toString()).contains(inBackup.size() + " games");
            assertThat(Path.of(backup + "-wal")).doesNotExist();

            StringWriter err = new StringWriter();
            cl.setErr(new PrintWriter(err, true));
            assertThat(cl.execute("backup", backup.toString(), "--db", "jdbc:sqlite:" + db)).isEqualTo(2);
            assertThat(err.toString()).contains("already exists", "--force");
            assertThat(cl.execute("backup", backup.toString(), "--force", "--db", "jdbc:sqlite:" + db)).isZero();
        } finally {
            writing.set(false);
            writer.join(20_000);
            s.process().destroy();
            s.process().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void backupOfPostgresqlNamesPgDump() {
        StringWriter err = new StringWriter();
        var cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("backup", dir.resolve("games.dump").toString(), "--db",
                "jdbc:postgresql://db.example:5433/spindle?user=sp&password=secret&currentSchema=live")).isEqualTo(2);
        assertThat(err.toString()).contains("pg_dump --format=custom --schema=live --file=" + dir.resolve("games.dump")
                + " --dbname='postgresql://db.example:5433/spindle?user=sp&password=secret'", "pg_restore");
    }
}
